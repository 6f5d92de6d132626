import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Image bytes on disk, under a folder only the server reads. Paths are ours, never the client's. */
export interface FileStore {
  save(relativePath: string, bytes: Buffer): Promise<void>;
  read(relativePath: string): Promise<Buffer>;
  remove(relativePath: string): Promise<void>;
}

export function createFileStore(dir: string): FileStore {
  const full = (relativePath: string) => path.join(dir, relativePath);
  return {
    async save(relativePath, bytes) {
      await mkdir(path.dirname(full(relativePath)), { recursive: true, mode: 0o700 });
      await writeFile(full(relativePath), bytes, { mode: 0o600, flag: 'wx' });
    },
    read: (relativePath) => readFile(full(relativePath)),
    remove: (relativePath) => rm(full(relativePath), { force: true }),
  };
}
