/** The unit-test projects `npm test` runs in one Jest process (server and e2e run apart). */
module.exports = {
  projects: ['shared', 'host', 'remote-trading', 'remote-wealth', 'remote-account', 'remote-content'].map(
    (dir) => `<rootDir>/${dir}`,
  ),
};
