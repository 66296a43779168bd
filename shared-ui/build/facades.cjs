// Shared libraries the apps' builds resolve to a short list of exports (facades/), and React Router's
// production build. A shared module keeps every export it has, so a facade is what lets the shared chunk
// shrink to what the apps use.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [ROOT] }));

/** Shared name -> its facade in facades/ (the preload plugin names their chunks from this too). */
const FACADES = {
  'react-router-dom': path.join(__dirname, 'facades', 'react-router-dom.js'),
  '@tanstack/react-query': path.join(__dirname, 'facades', 'tanstack-react-query.js'),
};

function existing(file) {
  if (!fs.existsSync(file)) throw new Error(`facades.cjs: ${file} does not exist (did the package change its layout?)`);
  return file;
}

/**
 * Aliases: each shared name to its facade, the facade's own import to the real package, and, in production,
 * react-router to its production build (its package exports send bundlers to the development build).
 */
function facadeAliases(production) {
  const aliases = {
    ...Object.fromEntries(Object.entries(FACADES).map(([name, file]) => [`${name}$`, file])),
    'pitchside-package/@tanstack/react-query$': existing(path.join(packageDir('@tanstack/react-query'), 'build', 'modern', 'index.js')),
  };
  if (!production) return aliases;
  const router = path.join(packageDir('react-router'), 'dist', 'production');
  return { ...aliases, 'react-router$': existing(path.join(router, 'index.mjs')), 'react-router/dom$': existing(path.join(router, 'dom-export.mjs')) };
}

module.exports = { FACADES, facadeAliases };
