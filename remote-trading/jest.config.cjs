module.exports = require('@h5/shared/build/jest')({
  rootDir: __dirname,
  environment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/test/jsdomSetup.ts'],
});
