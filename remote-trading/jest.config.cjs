module.exports = {
  ...require('@h5/shared/build/jest')({ rootDir: __dirname, environment: 'jsdom' }),
  // The kernel's pattern misses antd-mobile's real path under pnpm (node_modules/.pnpm/antd-mobile@…),
  // so its ES-module locales (AntdLocale) would reach Jest untransformed.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/antd-mobile@|antd-mobile/|@h5/))'],
  setupFilesAfterEnv: ['<rootDir>/test/jsdomSetup.ts'],
};
