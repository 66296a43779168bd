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
const { remoteRuntimeExternals, runtimeAliases } = require('./federation-runtime/globals.cjs');
const { StandaloneFederationRuntimePlugin } = require('./federation-runtime/standalone-plugin.cjs');
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

/**
 * @param {{ app: string, dir: string, title: string }} options
 * `app` is 'shell' for the host, otherwise the section name the remote is registered under.
 */
function createAppConfig({ app, dir, title }) {
  const isHost = app === 'shell';
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const publicDir = path.join(dir, 'public');
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, buildDirName()),
        // Remotes resolve chunks against wherever their manifest was served from.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { ...runtimeAliases(), ...facadeAliases(production) } },
      // A remote's federation runtime is the host's (federation-runtime/globals.cjs): it ships only its own code.
      externals: isHost ? undefined : remoteRuntimeExternals(),
      module: {
        rules: [
          {
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
          },
        ],
      },
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
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
      },
      plugins: [
        new ModuleFederationPlugin(isHost ? hostFederation(app) : remoteFederation(app)),
        new HtmlWebpackPlugin({
          template: path.join(publicDir, 'index.html'),
          title,
          scriptLoading: 'defer',
          minify: production ? { collapseWhitespace: true, removeComments: true, minifyJS: true } : false,
        }),
        ...(isHost ? [new VersionJsonPlugin(), new FirstRenderPreloadPlugin()] : [new StandaloneFederationRuntimePlugin()]),
        ...(fs.existsSync(publicDir) && fs.readdirSync(publicDir).some((f) => f !== 'index.html')
          ? [new CopyPlugin({ patterns: [{ from: publicDir, globOptions: { ignore: ['**/index.html'] } }] })]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port: portOf(app),
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => [
          { name: 'config.json', path: '/config.json', middleware: (_req, res) => res.json(configJson()) },
          { name: 'remotes.json', path: '/remotes.json', middleware: (_req, res) => res.json(remotesJson()) },
          ...middlewares,
        ],
      },
    };
  };
}

module.exports = { createAppConfig };
