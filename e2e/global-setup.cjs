// Each run's screenshots replace the last run's, so the folder shows one run only.
const { rmSync } = require('node:fs');
const { join } = require('node:path');

module.exports = () => rmSync(join(__dirname, 'artifacts'), { recursive: true, force: true });
