module.exports = {
  ...require('@h5/shared/build/jest')({ rootDir: __dirname }),
  globalSetup: '<rootDir>/global-setup.cjs',
  testTimeout: 180_000,
  // Two journeys at a time, each with its own server, database and browser: they mostly wait
  // (on the page, the socket, the server), so two take half the time of one after the other
  // on the two cores CI has (measured: 404 s against 779 s, every journey as long as alone).
  maxWorkers: 2,
};
