module.exports = {
  ...require('@h5/shared/build/jest')({ rootDir: __dirname }),
  testTimeout: 180_000,
};
