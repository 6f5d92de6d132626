// Each test starts with nothing loaded: the kernel's data cache lives as long as the test file
// does, so what one test's pages loaded would otherwise show in the next. Declared after
// Testing Library's clean-up, so the pages are unmounted first.
require('@testing-library/react');
// The cache alone (the same module the data subpath exports): the subpath also brings the live
// channel and its socket, which a package's own set-up may replace, and which not every test loads.
const { dataClient } = require('../src/data/client.ts');

afterEach(() => dataClient.clear());
