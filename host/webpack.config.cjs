const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const federatedApp = require('@h5/shared/build/federation');
// The kernel's served.json (as shared/build reads it): where the page registers the worker.
const { serviceWorkerFile: SERVICE_WORKER_FILE } = require(path.join(path.dirname(require.resolve('@h5/shared/build/federation')), '../src/constants/served.json'));

/** Copies src/public (the default remote locations, the icons, the web app manifest) beside index.html; a deploy may overwrite remotes.json. */
class PublicFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS }, () => {
        const dir = path.join(__dirname, 'src/public');
        compilation.contextDependencies.add(dir);
        for (const name of fs.readdirSync(dir)) {
          compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(path.join(dir, name))));
        }
      });
    });
  }
}

/**
 * The service worker (src/sw/sw.ts) with the list of what to precache: the host's shell, every
 * file of this build but its compressed twins, the licences and remotes.json (a deploy may
 * rewrite it; the worker asks the network for it first). Hashed names need no revision.
 */
const serviceWorker = new InjectManifest({
  swSrc: path.join(__dirname, 'src/sw/sw.ts'),
  swDest: SERVICE_WORKER_FILE,
  exclude: [/\.(br|gz)$/, /\.LICENSE\.txt$/, /(^|\/)remotes\.json$/],
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
});

module.exports = federatedApp({
  dir: __dirname,
  name: 'host',
  port: 3000,
  extra: {
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html'), scriptLoading: 'defer', minify: { collapseWhitespace: true, minifyCSS: true, removeComments: true } }),
      new PublicFilesPlugin(),
      serviceWorker,
    ],
  },
});
