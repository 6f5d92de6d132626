const preset = require('@h5/shared/build/jest')({ rootDir: __dirname });

module.exports = {
  ...preset,
  testTimeout: 30000,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@electric-sql/pglite$': '<rootDir>/test/support/pglite-native.cjs',
  },
  // content-disposition (under @fastify/static), cookie (under light-my-request, Fastify's
  // inject) and ccxt's @noble and @scure ship only as ES modules, which Jest's sandbox cannot
  // require before Node 24.9 (Node itself can): compile them like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|antd-mobile|@h5|@noble[+/]\\w+|@scure[+/]\\w+)[@/])'],
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
};
