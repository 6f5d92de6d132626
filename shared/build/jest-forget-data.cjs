// Each test starts with nothing loaded: the kernel's data cache lives as long as the test file
// does, so what one test's pages loaded would otherwise show in the next. Declared after
// Testing Library's clean-up, so the pages are unmounted first.
require('@testing-library/react');
const { dataClient } = require('@h5/shared/data');

afterEach(() => dataClient.clear());
