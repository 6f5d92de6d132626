import { join } from 'node:path';

export const REPO = join(__dirname, '../..');
export const ARTIFACTS = join(REPO, 'e2e/artifacts');
export const SERVER_MAIN = join(REPO, 'server/dist/main.js');
export const APP_DIST = ['host', 'remote-trading', 'remote-wealth', 'remote-account', 'remote-content'].map((dir) => ({
  dir,
  dist: join(REPO, dir, 'dist'),
}));
