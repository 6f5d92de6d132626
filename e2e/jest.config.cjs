module.exports = {
  ...require('@h5/shared/build/jest')({ rootDir: __dirname }),
  globalSetup: '<rootDir>/global-setup.cjs',
  testTimeout: 180_000,
};
