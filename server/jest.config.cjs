const preset = require('../shared/build/jest.cjs')({ rootDir: __dirname });

module.exports = {
  ...preset,
  testTimeout: 30000,
  // Jest's module sandbox (before Node 24.9) can neither require ES modules nor run dynamic
  // import() without a node flag. content-disposition (under @fastify/static) ships only as ESM
  // and PGlite's CommonJS build loads node built-ins with import(), so both are compiled to
  // plain CommonJS like our sources.
  transform: { ...preset.transform, '^.+\\.cjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|@electric-sql[+/]pglite|antd-mobile|@h5)[@/])'],
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
};
