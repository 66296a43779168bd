// A remote reads the federation runtime packages from globals the host provides (globals.cjs). Its standalone
// harness page has no host, so this plugin builds provide-globals.js on its own (a child compilation, which the
// remote's externals and federation plugins do not reach) and makes it the page's first script.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StandaloneFederationRuntimePlugin';

class StandaloneFederationRuntimePlugin {
  apply(compiler) {
    const { EntryPlugin } = compiler.webpack;
    let scriptFile = null;
    compiler.hooks.make.tapAsync(NAME, (compilation, callback) => {
      const filename = compilation.outputOptions.filename.replace('[name]', 'federation-runtime');
      const child = compilation.createChildCompiler(NAME, { filename, chunkFilename: filename, library: undefined }, [
        new EntryPlugin(compiler.context, path.join(__dirname, 'provide-globals.js'), { name: 'federation-runtime' }),
      ]);
      child.runAsChild((error, entries) => {
        if (error) return callback(error);
        scriptFile = [...(entries?.[0]?.files ?? [])].find((file) => file.endsWith('.js')) ?? null;
        if (!scriptFile) return callback(new Error(`${NAME}: the standalone federation runtime emitted no script`));
        callback();
      });
    });
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (!scriptFile) return data;
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        data.headTags.unshift({ tagName: 'script', voidTag: false, meta: { plugin: NAME }, attributes: { defer: true, src: `${publicPath}${scriptFile}` } });
        return data;
      });
    });
  }
}

module.exports = { StandaloneFederationRuntimePlugin };
