// PGlite is WebAssembly plus a large Emscripten glue script. Inside Jest's module sandbox that
// glue runs several times slower (every global lookup is intercepted) and its dynamic import()s
// need a node flag, so the tests load it with Node's own loader, once per process. (Jest's
// `module` replaces createRequire with its own; the static loader it inherits is Node's.)
const Module = require('node:module');

const from = { id: __filename, filename: __filename, paths: Module._nodeModulePaths(__dirname) };
module.exports = Module._load(Module._resolveFilename('@electric-sql/pglite', from), null, false);
