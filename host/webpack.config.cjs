const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const federatedApp = require('@h5/shared/build/federation');

/** Copies src/public (the default remote locations, the icon) beside index.html; a deploy may overwrite remotes.json. */
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

module.exports = federatedApp({
  dir: __dirname,
  name: 'host',
  port: 3000,
  extra: {
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html'), scriptLoading: 'defer', minify: { collapseWhitespace: true, minifyCSS: true, removeComments: true } }),
      new PublicFilesPlugin(),
    ],
  },
});
