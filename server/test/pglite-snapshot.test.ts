/**
 * A new embedded database starts from the snapshot of one prepared the same way: prepared once,
 * then loaded with what the preparation made; a snapshot that no longer loads is made again.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite, type Preparation } from '../src/db/pglite';

const key = `test-${randomUUID()}`;
const file = path.join(tmpdir(), 'h5-pglite-snapshots', `${key}.tar`);
let prepared = 0;
const preparation: Preparation = {
  key,
  async prepare(db) {
    prepared += 1;
    await db.exec(`CREATE TABLE made (n int); INSERT INTO made VALUES (${prepared})`);
  },
};
const made = async (dataDir: string) => {
  const db = await openPglite(dataDir, null, preparation);
  try {
    return (await db.query<{ n: number }>('SELECT n FROM made'))[0]?.n;
  } finally {
    await db.close();
  }
};

afterAll(() => rm(file, { force: true }));

it('prepares a new database once, then starts new ones (in memory and on disk) from its snapshot', async () => {
  expect(await made('memory://')).toBe(1);
  expect(existsSync(file)).toBe(true);
  expect(await made('memory://')).toBe(1);
  const folder = await mkdtemp(path.join(tmpdir(), 'h5-snapshot-'));
  try {
    expect(await made(path.join(folder, 'data'))).toBe(1);
    // Kept on disk: a second start finds the database, not a snapshot.
    expect(await made(path.join(folder, 'data'))).toBe(1);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  expect(prepared).toBe(1);
}, 60_000);

it('makes the snapshot again when it no longer loads', async () => {
  await writeFile(file, 'not a tarball of a database');
  expect(await made('memory://')).toBe(2);
  expect(await made('memory://')).toBe(2);
  expect(prepared).toBe(2);
}, 60_000);
