// Lets the browser fetch the shell's first-render chunks in parallel with main.js. Without it they
// load one hop later: only once main.js has run does the federation runtime ask for them.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { SHARED_SINGLETONS } = require('./federation.cjs');

/** Shared libraries the first render does not need: they load later, on first use. */
const LOADED_LATER = new Set(['@supabase/supabase-js']);

const { FACADES } = require('./facades.cjs');

/** How a package path appears in a chunk name under `chunkIds: 'named'` (e.g. react-dom/client -> react-dom_client). */
const chunkToken = (name) =>
  name in FACADES ? `shared-ui_build_facades_${path.basename(FACADES[name], '.js')}_js` : `node_modules_${name.replace(/^@/, '').replace(/\//g, '_')}`;

class FirstRenderPreloadPlugin {
  constructor({ entryChunk = 'src_bootstrap_tsx' } = {}) {
    const libraries = SHARED_SINGLETONS.filter((name) => name !== 'shared-ui' && !LOADED_LATER.has(name));
    // A facade's library code is in a vendors chunk of its own (React Router's named for its production build).
    this.patterns = [entryChunk, 'shared-ui_src_index_ts', 'node_modules_react-router_dist', 'node_modules_tanstack_', ...libraries.map(chunkToken)];
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FirstRenderPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('FirstRenderPreloadPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        const files = new Set();
        for (const chunk of compilation.chunks) {
          const name = String(chunk.name ?? chunk.id ?? '');
          if (chunk.canBeInitial() || !this.patterns.some((pattern) => name.startsWith(pattern) || name.includes(`-${pattern}`))) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of [...files].sort()) {
          data.headTags.push({ tagName: 'link', voidTag: true, meta: { plugin: 'FirstRenderPreloadPlugin' }, attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` } });
        }
        return data;
      });
    });
  }
}

module.exports = { FirstRenderPreloadPlugin };
