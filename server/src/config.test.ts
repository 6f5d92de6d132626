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

  it('serves OpenStreetMap\'s tiles and credit by default, the demo office, and takes others from the environment', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileOrigin: 'https://tile.openstreetmap.org',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      office: { name: 'H5 Exchange Ltd', address: "1 Queen's Road Central, Central, Hong Kong", latitude: '22.280300', longitude: '114.159300' },
    });
    const map = loadConfig({
      MAP_TILE_URL: 'http://127.0.0.1:4567/tiles/{z}/{x}/{y}{r}.png?key=abc',
      MAP_ATTRIBUTION: '© Local tiles',
      MAP_ATTRIBUTION_URL: '',
      OFFICE_NAME: 'Branch',
      OFFICE_ADDRESS: '2 Road',
      OFFICE_LATITUDE: '-33.8688',
      OFFICE_LONGITUDE: '151.2093',
    }).map;
    expect(map).toEqual({
      tileUrl: 'http://127.0.0.1:4567/tiles/{z}/{x}/{y}{r}.png?key=abc',
      tileOrigin: 'http://127.0.0.1:4567',
      attribution: '© Local tiles',
      attributionUrl: '',
      office: { name: 'Branch', address: '2 Road', latitude: '-33.8688', longitude: '151.2093' },
    });
  });

  it('takes support elsewhere (SUPPORT_URL), the promised reply time (CHAT_REPLY_HOURS) and the watch wait (CHAT_WATCH_SECONDS), refusing what cannot be either', () => {
    expect(loadConfig({}).support).toEqual({ url: null, replyHours: 12, watchMaxMs: 25_000 });
    expect(loadConfig({ SUPPORT_URL: 'https://help.example.com/chat', CHAT_REPLY_HOURS: '4', CHAT_WATCH_SECONDS: '5' }).support).toEqual({ url: 'https://help.example.com/chat', replyHours: 4, watchMaxMs: 5000 });
    expect(() => loadConfig({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_URL/);
    expect(() => loadConfig({ CHAT_REPLY_HOURS: '0' })).toThrow(/CHAT_REPLY_HOURS/);
    expect(() => loadConfig({ CHAT_REPLY_HOURS: 'soon' })).toThrow(/CHAT_REPLY_HOURS/);
    expect(() => loadConfig({ CHAT_WATCH_SECONDS: '0' })).toThrow(/CHAT_WATCH_SECONDS/);
  });

  it('refuses a tile URL with no single origin or without its placeholders, and an office off the globe', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/MAP_TILE_URL.*\{y\}/);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL.*http/);
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ OFFICE_LATITUDE: '95' })).toThrow(/OFFICE_LATITUDE/);
    expect(() => loadConfig({ OFFICE_LONGITUDE: 'east' })).toThrow(/OFFICE_LONGITUDE/);
    expect(() => loadConfig({ MAP_ATTRIBUTION_URL: 'javascript:alert(1)' })).toThrow(/MAP_ATTRIBUTION_URL/);
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ APP_MODE: 'staging' })).toThrow(/APP_MODE/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
