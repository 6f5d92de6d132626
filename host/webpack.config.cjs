const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const federatedApp = require('@h5/shared/build/federation');
const { hostScript } = federatedApp;
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
 * The early script (src/early.ts), built first by a compilation of its own; the host's build then
 * names it in index.html, precaches it and keeps it in dist. Its file's name, once built:
 */
let earlyScript = null;
const EARLY = 'early';
const early = hostScript({ dir: __dirname, name: EARLY, onBuilt: (file) => (earlyScript = file) });

const earlyScriptUrl = (compilation) => `${compilation.outputOptions.publicPath}${earlyScript}`;

/**
 * Puts the early script in index.html ahead of the main one, `async`: it waits for nothing and
 * nothing waits for it. Fails the host's build when the early script's did not emit (a
 * compilation with errors emits nothing), rather than naming a file that is not there.
 */
class EarlyScriptTagPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EarlyScriptTagPlugin', (compilation) => {
      if (!earlyScript) compilation.errors.push(new compiler.webpack.WebpackError(`the ${EARLY} script did not build`));
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('EarlyScriptTagPlugin', (groups) => {
        groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', { async: true, src: earlyScriptUrl(compilation) }));
        return groups;
      });
    });
  }
}

/**
 * The service worker (src/sw/sw.ts) with the list of what to precache: the host's shell, every
 * file of this build but its compressed twins, the licences and remotes.json (a deploy may
 * rewrite it; the worker asks the network for it first), and the early script. Hashed names need
 * no revision.
 */
const serviceWorker = new InjectManifest({
  swSrc: path.join(__dirname, 'src/sw/sw.ts'),
  swDest: SERVICE_WORKER_FILE,
  exclude: [/\.(br|gz)$/, /\.LICENSE\.txt$/, /(^|\/)remotes\.json$/],
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
  manifestTransforms: [(manifest, compilation) => ({ manifest: [...manifest, { url: earlyScriptUrl(compilation), revision: null, size: 0 }], warnings: [] })],
});

const main = federatedApp({
  dir: __dirname,
  name: 'host',
  port: 3000,
  extra: {
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html'), scriptLoading: 'defer', minify: { collapseWhitespace: true, minifyCSS: true, removeComments: true } }),
      new EarlyScriptTagPlugin(),
      new PublicFilesPlugin(),
      serviceWorker,
    ],
  },
});

module.exports = [
  early,
  (env, argv) => {
    const config = main(env, argv);
    // After the early script's build, and without cleaning it (nor its compressed twins) away.
    return { ...config, name: 'host', dependencies: [EARLY], output: { ...config.output, clean: { keep: (file) => file.startsWith(earlyScript) } } };
  },
];
