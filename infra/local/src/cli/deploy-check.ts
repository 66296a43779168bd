import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { runtimeConfigSchema } from '../../../../shared-ui/src/config/runtime-config-schema';
import { listMigrations, openDb } from '../db';
import { startTempPostgres } from '../db/testing';
import { checkCdnTemplate } from '../deploy/cdn-template';
import { APP_NAMES, REPO_ROOT, appDist } from '../stack/apps';
import { buildApps, isStale } from '../stack/build-apps';

/**
 * `npm run deploy:check`: the README's deploy guide, step by step, with no cloud account. Each step does what the
 * real deploy does up to the point where it would need AWS, Supabase or Stripe:
 *   1. the migrations apply from scratch to a plain PostgreSQL 15 with Supabase's roles (what `supabase db push` runs);
 *   2. `osls package --stage prod` builds every function for nodejs24.x (what `osls deploy` uploads);
 *   3. infra/aws/cdn.yml rendered with its parameters and validated (what `aws cloudformation deploy` creates);
 *   4. every section and the shell built for the origin set, laid out as the bucket holds them, with the
 *      remotes.json and config.json the deploy writes (what `aws s3 sync` uploads).
 * Options (all optional): --site <origin> --functions-url <url> --supabase-url <url> --publishable-key <key>
 * --domain <name,...> --certificate-arn <arn>; --steps 1,3 runs only those steps; --rebuild builds step 4's apps even
 * when the tree's own production builds are fresh and pre-rendered for the site (then they are used). Output: .local/deploy/
 * (PITCHSIDE_STATE_DIR/deploy).
 */
function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

const SITE = new URL(option('site', 'https://pitchside.dev')).origin;
const FUNCTIONS_URL = option('functions-url', 'https://api.pitchside.dev');
const SUPABASE_URL = option('supabase-url', 'https://project-ref.supabase.co');
const PUBLISHABLE_KEY = option('publishable-key', 'sb_publishable_deploy-check');
const DOMAINS = option('domain', '');
const CERTIFICATE = option('certificate-arn', '');
const STATE_DIR = path.resolve(REPO_ROOT, process.env.PITCHSIDE_STATE_DIR || '.local');
const OUT = path.join(STATE_DIR, 'deploy');
const BUILD_DIR = 'dist-deploy';
const PG15 = '/usr/lib/postgresql/15/bin';
const STEPS = option('steps', '1,2,3,4').split(',').map(Number);

const failures: string[] = [];
const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

async function step(title: string, run: () => Promise<string> | string): Promise<void> {
  if (!STEPS.includes(Number.parseInt(title, 10))) return;
  const started = Date.now();
  console.log(`\n${title}`);
  try {
    console.log(`  ok: ${await run()} (${seconds(started)})`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${title}: ${message}`);
    console.error(`  FAILED: ${message}`);
  }
}

async function migrationsOnPostgres15(): Promise<string> {
  if (!process.env.PG_BIN_DIR && fs.existsSync(PG15)) process.env.PG_BIN_DIR = PG15;
  const server = await startTempPostgres();
  try {
    const db = await openDb({ databaseUrl: server.url, seed: false, poolSize: 2 });
    try {
      const version = (await db.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
      if (!version.startsWith('15')) throw new Error(`expected PostgreSQL 15, found ${version} (set PG_BIN_DIR to a 15 server)`);
      const roles = (await db.query<{ rolname: string }>("select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')")).rows;
      if (roles.length !== 4) throw new Error(`Supabase's roles are missing: found ${roles.map((r) => r.rolname).join(', ')}`);
      const applied = (await db.query<{ n: string }>('select count(*)::text as n from supabase_migrations.schema_migrations')).rows[0]!.n;
      const expected = listMigrations().length;
      if (Number(applied) !== expected) throw new Error(`${applied} of ${expected} migrations recorded as applied`);
      return `${expected} migrations applied to an empty PostgreSQL ${version} with Supabase's roles`;
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
  }
}

function packageFunctions(): string {
  const dir = path.join(REPO_ROOT, 'functions');
  const out = path.join(OUT, 'functions');
  fs.rmSync(out, { recursive: true, force: true });
  // No cloud credentials: packaging must not need them.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('AWS_') || key === 'AWS_REGION'));
  const result = spawnSync(process.execPath, [require.resolve('osls/bin/serverless.js'), 'package', '--stage', 'prod', '--package', out], {
    cwd: dir,
    env: { ...env, SITE_ORIGINS: SITE, SUPABASE_URL, AWS_SDK_LOAD_CONFIG: '0', AWS_SHARED_CREDENTIALS_FILE: '/dev/null', AWS_CONFIG_FILE: '/dev/null' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`osls package failed:\n${result.stdout}\n${result.stderr}`);
  const template = JSON.parse(fs.readFileSync(path.join(out, 'cloudformation-template-update-stack.json'), 'utf8')) as {
    Resources: Record<string, { Type: string; Properties: { Runtime?: string; Code?: { S3Key?: unknown } } }>;
  };
  const lambdas = Object.entries(template.Resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function');
  const declared = Object.values(parse(fs.readFileSync(path.join(dir, 'serverless.yml'), 'utf8')).functions as Record<string, { handler: string }>);
  if (lambdas.length === 0 || lambdas.length !== declared.length) throw new Error(`${lambdas.length} Lambda functions packaged, ${declared.length} declared in serverless.yml`);
  const wrong = lambdas.filter(([, r]) => r.Properties.Runtime !== 'nodejs24.x').map(([name, r]) => `${name}: ${r.Properties.Runtime}`);
  if (wrong.length) throw new Error(`not on nodejs24.x: ${wrong.join(', ')}`);
  // Each handler bundled by esbuild (a .js file named in a zip's directory), not shipped as raw .ts.
  const zips = fs.readdirSync(out).filter((file) => file.endsWith('.zip')).map((file) => fs.readFileSync(path.join(out, file)));
  const missing = declared.map((fn) => `${fn.handler.replace(/\.[^.]+$/, '')}.js`).filter((file) => !zips.some((zip) => zip.includes(Buffer.from(file))));
  if (zips.length === 0 || missing.length) throw new Error(`no bundle for ${missing.join(', ') || 'any function'}`);
  return `${lambdas.length} functions on nodejs24.x, each handler bundled (${zips.length} zip in ${path.relative(REPO_ROOT, out)})`;
}

function cdnTemplate(): string {
  const parameters = { ...(DOMAINS ? { DomainAliases: DOMAINS } : {}), ...(CERTIFICATE ? { CertificateArn: CERTIFICATE } : {}) };
  const { resources, outputs, problems } = checkCdnTemplate(parameters);
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'cdn.rendered.json'), `${JSON.stringify({ Parameters: parameters, Resources: resources, Outputs: outputs }, null, 2)}\n`);
  if (problems.length) throw new Error(problems.join('\n  '));
  return `${Object.keys(resources).length} resources valid (${path.relative(REPO_ROOT, path.join(OUT, 'cdn.rendered.json'))})`;
}

/**
 * The tree's own production builds (dist/), when they can stand in for a new build: every app built since its last
 * source change, and the shell pre-rendered for this site. A build reads only its sources (no environment or
 * origin goes into a section or the shell), so the same sources build the same files; `npm test` builds them for
 * the e2e journeys minutes before this check. --rebuild builds anyway.
 */
function freshTreeBuilds(): boolean {
  if (process.argv.includes('--rebuild') || process.env.PITCHSIDE_BUILD_DIR) return false;
  if (APP_NAMES.some((app) => isStale(app))) return false;
  const about = path.join(appDist('shell'), 'about', 'index.html');
  return fs.existsSync(about) && fs.readFileSync(about, 'utf8').includes(`${SITE}/about`);
}

async function buildForTheOrigins(): Promise<string> {
  const reuse = freshTreeBuilds();
  const treeDists = APP_NAMES.map((app) => appDist(app));
  // A build folder of its own, so the tree's dist/ (npm start, the e2e journeys) stays as it was.
  process.env.PITCHSIDE_BUILD_DIR = BUILD_DIR;
  process.env.PUBLIC_SITE_URL = SITE;
  if (reuse) {
    console.log(`  the tree's production builds are newer than every source and pre-rendered for ${SITE}: laid out from there (--rebuild builds again)`);
    APP_NAMES.forEach((app, i) => {
      fs.rmSync(appDist(app), { recursive: true, force: true });
      fs.cpSync(treeDists[i]!, appDist(app), { recursive: true });
    });
  } else {
    await buildApps({ force: true, log: (line) => console.log(`  ${line.trim()}`) });
  }

  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    } catch {
      return 'local';
    }
  })();
  const bucket = path.join(OUT, 'bucket');
  fs.rmSync(bucket, { recursive: true, force: true });
  const remotes: Record<string, string> = {};
  for (const app of APP_NAMES) {
    const dist = appDist(app);
    const target = app === 'shell' ? bucket : path.join(bucket, app, commit);
    fs.cpSync(dist, target, { recursive: true, filter: (file) => !file.endsWith('.build-stamp') });
    if (app === 'shell') continue;
    for (const file of ['mf-manifest.json', 'remoteEntry.js'])
      if (!fs.existsSync(path.join(target, file))) throw new Error(`${app}: no ${file} in its build`);
    remotes[app] = `/${app}/${commit}/mf-manifest.json`;
  }
  for (const page of ['index.html', 'app.html', 'about/index.html'])
    if (!fs.existsSync(path.join(bucket, page))) throw new Error(`shell: no ${page} in its build`);
  const canonical = fs.readFileSync(path.join(bucket, 'about', 'index.html'), 'utf8');
  if (!canonical.includes(`${SITE}/about`)) throw new Error(`the pre-rendered /about does not name ${SITE}/about as its URL`);

  const config = runtimeConfigSchema.parse({
    supabaseUrl: SUPABASE_URL,
    supabaseAnonKey: PUBLISHABLE_KEY,
    functionsUrl: FUNCTIONS_URL,
    academyUrl: process.env.PUBLIC_ACADEMY_URL || 'https://academy.pitchside.dev',
    supportEmail: process.env.PUBLIC_SUPPORT_EMAIL || 'support@pitchside.dev',
    environment: 'production',
  });
  fs.writeFileSync(path.join(bucket, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  fs.writeFileSync(path.join(bucket, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return `${APP_NAMES.length} apps ${reuse ? "(the tree's fresh builds)" : 'built'} for ${SITE} and laid out as the bucket holds them (${path.relative(REPO_ROOT, bucket)}, sections under /<section>/${commit}/)`;
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`Deploy check for ${SITE} (functions ${FUNCTIONS_URL}, Supabase ${SUPABASE_URL}); no cloud account is used.`);
  await step('1. Database: the migrations on a plain PostgreSQL 15 with Supabase roles', migrationsOnPostgres15);
  await step('2. Functions: osls package --stage prod', packageFunctions);
  await step('3. CDN: infra/aws/cdn.yml rendered with its parameters and validated', cdnTemplate);
  await step('4. Sections and shell: production builds for the origin set', buildForTheOrigins);
  if (failures.length) {
    console.error(`\nDeploy check failed (${failures.length} of ${STEPS.length} steps) in ${seconds(started)}.`);
    process.exit(1);
  }
  console.log(`\nDeploy check passed (steps ${STEPS.join(', ')}) in ${seconds(started)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
