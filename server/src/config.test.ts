import path from 'node:path';
import { loadConfig } from './config';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('loadConfig', () => {
  it('defaults to embedded PGlite under the repo root on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: path.join(repoRoot, '.data', 'pglite'),
      databaseSchema: null,
      mode: 'embedded',
      staticRoot: repoRoot,
    });
    expect(config.limits.loginPerIp).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.limits.codesPerIp).toEqual({ max: 5, windowMs: 600_000 });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/h5',
      DATABASE_SCHEMA: 'h5',
      DATA_DIR: 'memory://',
      APP_MODE: 'production',
      STATIC_ROOT: '/srv/h5',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/h5',
      databaseSchema: 'h5',
      dataDir: 'memory://',
      mode: 'production',
      staticRoot: '/srv/h5',
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ APP_MODE: 'staging' })).toThrow(/APP_MODE/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
