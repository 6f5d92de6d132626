// Runs once per jest run: say plainly when the PostgreSQL half of the suite is not run.
module.exports = async function globalSetup() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('\n[server tests] TEST_DATABASE_URL is not set: the PostgreSQL half of the suite was skipped (PGlite only).');
  }
};
