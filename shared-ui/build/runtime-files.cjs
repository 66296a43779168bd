// The two files the shell reads at run time. `npm start` serves them; the dev servers use the same builder.
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Where the local stack keeps its database, files and keys; PITCHSIDE_STATE_DIR moves it (tests use a temp dir). */
function stateDir(env = process.env) {
  return path.resolve(REPO_ROOT, env.PITCHSIDE_STATE_DIR || '.local');
}

/** Default port of each app; every one can be overridden by its environment variable. */
const APPS = {
  shell: { dir: 'shell', env: 'SHELL_PORT', port: 3000 },
  marketplace: { dir: 'mfe-marketplace', env: 'MARKETPLACE_PORT', port: 3001 },
  community: { dir: 'mfe-community', env: 'COMMUNITY_PORT', port: 3002 },
  learn: { dir: 'mfe-learn', env: 'LEARN_PORT', port: 3003 },
  messaging: { dir: 'mfe-messaging', env: 'MESSAGING_PORT', port: 3004 },
  onboarding: { dir: 'mfe-onboarding', env: 'ONBOARDING_PORT', port: 3005 },
};

function portOf(app, env = process.env) {
  const raw = env[APPS[app].env];
  if (raw === undefined || raw === '') return APPS[app].port;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${APPS[app].env}=${raw} is not a valid port (1-65535)`);
  }
  return port;
}

/** The folder production builds go to; PITCHSIDE_BUILD_DIR lets two builds of the tree run side by side. */
function buildDirName(env = process.env) {
  return env.PITCHSIDE_BUILD_DIR || 'dist';
}

/** section name -> mf-manifest.json URL, each section on its own origin. */
function remotesJson({ host = 'localhost', env = process.env } = {}) {
  return Object.fromEntries(
    Object.keys(APPS)
      .filter((app) => app !== 'shell')
      .map((app) => [app, `http://${host}:${portOf(app, env)}/mf-manifest.json`]),
  );
}

/**
 * Backend URL and browser key from what the local backend wrote to .local/supabase.json, when it runs. The browser
 * gets the publishable key (`sb_publishable_…`; supabase-js takes it where it took the anon key); never the secret key.
 */
function configJson({ env = process.env } = {}) {
  let backend = { url: 'http://127.0.0.1:54321', publishableKey: 'backend-not-running' };
  const file = path.join(stateDir(env), 'supabase.json');
  if (fs.existsSync(file)) backend = { ...backend, ...JSON.parse(fs.readFileSync(file, 'utf8')) };
  return {
    supabaseUrl: env.PUBLIC_SUPABASE_URL || backend.url,
    supabaseAnonKey: env.PUBLIC_SUPABASE_PUBLISHABLE_KEY || env.PUBLIC_SUPABASE_ANON_KEY || backend.publishableKey,
    functionsUrl: env.PUBLIC_FUNCTIONS_URL || `http://127.0.0.1:${env.FUNCTIONS_PORT || 3010}`,
    academyUrl: env.PUBLIC_ACADEMY_URL || 'https://academy.pitchside.dev',
    supportEmail: env.PUBLIC_SUPPORT_EMAIL || 'support@pitchside.dev',
    environment: env.PUBLIC_ENVIRONMENT || 'local',
    // every page load reports its Web Vitals locally (so they show on the admin dashboard); 0.1 in production
    webVitalsSampleRate: env.PUBLIC_WEB_VITALS_SAMPLE_RATE || '1',
  };
}

module.exports = { REPO_ROOT, stateDir, buildDirName, APPS, portOf, remotesJson, configJson };
