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
    expect(config.uploads).toEqual({ dir: path.join(repoRoot, '.data', 'uploads'), maxBytes: 5 * 1024 * 1024 });
    expect(config.opsAccessFile).toBe(path.join(repoRoot, '.data', 'ops-access.json'));
    expect(config.autoApprove.afterSeconds).toBe(10);
    expect(config.platformBank.bank_name).toBeTruthy();
  });

  it('keeps uploads beside the data folder, never under the static root', () => {
    const config = loadConfig({ DATA_DIR: '/srv/h5/pglite', STATIC_ROOT: '/srv/h5/www' });
    expect(config.uploads.dir).toBe('/srv/h5/uploads');
    expect(config.opsAccessFile).toBe('/srv/h5/ops-access.json');
    expect(loadConfig({ UPLOAD_DIR: '/var/h5-uploads', UPLOAD_MAX_BYTES: '1000', OPS_ACCESS_FILE: '/run/h5/ops.json' })).toMatchObject({
      uploads: { dir: '/var/h5-uploads', maxBytes: 1000 },
      opsAccessFile: '/run/h5/ops.json',
    });
  });

  it('auto-approves after AUTO_APPROVE_SECONDS in embedded mode, never in production', () => {
    expect(loadConfig({ AUTO_APPROVE_SECONDS: '3' }).autoApprove.afterSeconds).toBe(3);
    expect(loadConfig({ AUTO_APPROVE_SECONDS: '0' }).autoApprove.afterSeconds).toBe(0);
    expect(loadConfig({ APP_MODE: 'production' }).autoApprove.afterSeconds).toBe(0);
    expect(loadConfig({ APP_MODE: 'production', AUTO_APPROVE_SECONDS: '5' }).autoApprove.afterSeconds).toBe(0);
    expect(() => loadConfig({ AUTO_APPROVE_SECONDS: 'soon' })).toThrow(/AUTO_APPROVE_SECONDS/);
  });

  it('takes the platform bank from the environment', () => {
    const { platformBank } = loadConfig({
      PLATFORM_BANK_NAME: 'Bank A',
      PLATFORM_BANK_ACCOUNT_NAME: 'H5 Ltd',
      PLATFORM_BANK_ACCOUNT_NUMBER: '123',
      PLATFORM_BANK_SWIFT: 'AAAAHKHH',
      PLATFORM_BANK_ADDRESS: '1 Road',
    });
    expect(platformBank).toEqual({ bank_name: 'Bank A', account_name: 'H5 Ltd', account_number: '123', swift: 'AAAAHKHH', bank_address: '1 Road' });
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
