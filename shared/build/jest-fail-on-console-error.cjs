/**
 * A clean run prints no console errors, so a test that causes one fails: React's "not wrapped in
 * act(...)" warning, above all, means the test ended before the state it caused had settled.
 * The message still prints as usual. A test that expects an error spies on console.error itself.
 */
const { format } = require('node:util');
// Required first so that its clean-up (unmounting every render) runs before the check below.
require('@testing-library/react');

const printError = console.error.bind(console);
const errors = [];

console.error = (...args) => {
  errors.push(format(...args));
  printError(...args);
};

afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length) throw new Error(`The test wrote ${seen.length} console error(s); the first:\n${seen[0]}`);
});
