/**
 * The route table is the one list of paths: no source file of the host, the remotes or the
 * kernel writes a `/pages/...` path; they link with `pathOf`. Tests are left out: they assert
 * the URL a user ends up on as the spec writes it (comparing with `pathOf` would pass even if
 * the table itself went wrong).
 */
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../..');
const TABLE = path.join(repo, 'shared/src/routes/table.ts');
const packages = ['shared', 'host', ...fs.readdirSync(repo).filter((name) => name.startsWith('remote-'))];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.(tsx?|[cm]?js|json|html|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('paths', () => {
  it('are written only in the route table', () => {
    const files = packages.flatMap((pkg) => sources(path.join(repo, pkg))).filter((file) => file !== TABLE);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (line.includes('/pages/') ? [`${path.relative(repo, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
