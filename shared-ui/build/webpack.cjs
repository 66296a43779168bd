// The one webpack config every app builds with; each app's webpack.config.js only names itself.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FirstRenderPreloadPlugin } = require('./preload-plugin.cjs');
const CopyPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { hostFederation, remoteFederation } = require('./federation.cjs');
const { facadeAliases } = require('./facades.cjs');
const { hostRuntimeRules, remoteRuntimeExternals, runtimeAliases } = require('./federation-runtime/globals.cjs');
const { buildDirName, portOf, remotesJson, configJson } = require('./runtime-files.cjs');

/** The app version, read from its one home (shared-ui/src/version.ts), for the shell's /version.json. */
function appVersion() {
  const source = fs.readFileSync(path.join(__dirname, '..', 'src', 'version.ts'), 'utf8');
  const match = /APP_VERSION = '([^']+)'/.exec(source);
  if (!match) throw new Error('shared-ui/src/version.ts does not define APP_VERSION');
  return match[1];
}

/** Emits /version.json ({ version }) for the update notifier; host only. */
class VersionJsonPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'VersionJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const body = JSON.stringify({ version: appVersion(), builtAt: new Date().toISOString() });
        compilation.emitAsset('version.json', new compiler.webpack.sources.RawSource(body));
      });
    });
  }
}

const swcRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
  },
});

const minimizer = () => [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })];

/** The parts of a config every build of an app shares: mode, source maps, resolving, transpiling. */
function baseConfig({ dir, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: facadeAliases(production) },
    module: { rules: [swcRule(production)] },
    performance: { hints: false },
  };
}

const fileNames = (production) => ({
  filename: production ? '[name].[contenthash:8].js' : '[name].js',
  chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
});

const devServer = (app) => ({
  port: portOf(app),
  host: '127.0.0.1',
  historyApiFallback: true,
  headers: { 'Access-Control-Allow-Origin': '*' },
  setupMiddlewares: (middlewares) => [
    { name: 'config.json', path: '/config.json', middleware: (_req, res) => res.json(configJson()) },
    { name: 'remotes.json', path: '/remotes.json', middleware: (_req, res) => res.json(remotesJson()) },
    ...middlewares,
  ],
});

/** The shell: the federation host, which provides every shared library and the remotes' federation runtime. */
function hostConfig({ app, dir, title, production }) {
  const base = baseConfig({ dir, production });
  const publicDir = path.join(dir, 'public');
  return {
    ...base,
    entry: './src/index.ts',
    output: { path: path.join(dir, buildDirName()), publicPath: '/', ...fileNames(production), uniqueName: app, clean: true },
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...runtimeAliases() } },
    module: { rules: [...base.module.rules, ...hostRuntimeRules()] },
    optimization: {
      // Chunk names say which library they hold, so a network log shows what was fetched.
      chunkIds: 'named',
      splitChunks: {
        cacheGroups: {
          // Federation puts a shared library in two async chunks (the copy this build provides and the
          // fallback it consumes), and a page loads both: a library in both goes to one chunk instead.
          sharedLibraryOnce: {
            test: /[\\/](node_modules|shared-ui[\\/]build[\\/]facades)[\\/]/,
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            priority: -30,
            reuseExistingChunk: true,
          },
        },
      },
      minimizer: minimizer(),
    },
    plugins: [
      new ModuleFederationPlugin(hostFederation(app)),
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        title,
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true, minifyJS: true } : false,
      }),
      new VersionJsonPlugin(),
      new FirstRenderPreloadPlugin(),
      new CopyPlugin({ patterns: [{ from: publicDir, globOptions: { ignore: ['**/index.html'] } }] }),
    ],
    devServer: devServer(app),
  };
}

/** Where a section's standalone harness build goes, inside its build folder; the page itself is the folder's index.html. */
const STANDALONE_DIR = 'standalone';

/**
 * A section as the shell loads it: remoteEntry.js, the manifest and the exposed routes with their chunks. It
 * consumes every shared library and the federation runtime from the shell (federation.cjs, globals.cjs).
 */
function remoteConfig({ app, dir, production }) {
  return {
    ...baseConfig({ dir, production }),
    name: app,
    // The federation plugin adds the one entry, remoteEntry.js.
    entry: {},
    output: {
      path: path.join(dir, buildDirName()),
      // Chunks resolve against wherever the manifest was served from.
      publicPath: 'auto',
      ...fileNames(production),
      uniqueName: app,
      // The standalone build writes the rest of the folder.
      clean: { keep: new RegExp(`^(index\\.html$|${STANDALONE_DIR}([\\\\/]|$))`) },
    },
    externals: remoteRuntimeExternals(),
    // The routes module carries a name for every chunk of the section: in production the chunks a
    // webpackChunkName does not name go by a short id, which keeps it within its 4 KiB budget.
    optimization: { chunkIds: production ? 'deterministic' : 'named', minimizer: minimizer() },
    plugins: [new ModuleFederationPlugin(remoteFederation(app))],
    devServer: devServer(app),
  };
}

/**
 * A section on its own page, for the team that owns it (src/index.ts mounts shared-ui's section harness): an
 * ordinary single-page build with its own copies of the libraries, since no shell provides them there.
 */
function standaloneConfig({ app, dir, title, production }) {
  return {
    ...baseConfig({ dir, production }),
    name: `${app}-standalone`,
    entry: './src/index.ts',
    output: {
      path: path.join(dir, buildDirName(), STANDALONE_DIR),
      publicPath: `/${STANDALONE_DIR}/`,
      ...fileNames(production),
      uniqueName: `${app}-standalone`,
      clean: true,
    },
    optimization: { chunkIds: 'named', minimizer: minimizer() },
    plugins: [
      new HtmlWebpackPlugin({
        // One page for every section's harness: the sections' pages were identical.
        template: path.join(__dirname, 'section-index.html'),
        filename: '../index.html',
        title,
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true, minifyJS: true } : false,
      }),
    ],
  };
}

/**
 * @param {{ app: string, dir: string, title: string }} options
 * `app` is 'shell' for the host, otherwise the section name the remote is registered under. A section builds
 * twice: the remote the shell loads, and its standalone harness page.
 */
function createAppConfig({ app, dir, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    if (app === 'shell') return hostConfig({ app, dir, title, production });
    return [remoteConfig({ app, dir, production }), standaloneConfig({ app, dir, title, production })];
  };
}

module.exports = { createAppConfig };
