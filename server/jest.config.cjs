const preset = require('../shared/build/jest.cjs')({ rootDir: __dirname });

module.exports = {
  ...preset,
  testTimeout: 30000,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@electric-sql/pglite$': '<rootDir>/test/support/pglite-native.cjs',
  },
  // content-disposition (under @fastify/static) ships only as an ES module, which Jest's sandbox
  // cannot require before Node 24.9 (Node itself can): compile it like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|antd-mobile|@h5)[@/])'],
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
};
