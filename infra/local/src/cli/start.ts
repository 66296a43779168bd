import { APP_NAMES, appDist, appPort, appPortEnv, configJson, remotesJson } from '../stack/apps';
import type { ChildService } from '../stack/child-service';
import { functionsPort, startBackend, startFunctions } from '../stack/services';
import { realStripe, scheduleFunction, stripePort, stripeStandIn } from '../stack/payments';
import type { StripeStandIn } from '../stripe/server';
import { adoptDatabaseObjects } from '../stripe/adopt';
import { buildApps } from '../stack/build-apps';
import { takenPorts } from '../stack/ports';
import { serveStatic, type RunningServer } from '../stack/static-server';
import fs from 'node:fs';
import path from 'node:path';
import { supabaseJsonFile, supabasePort } from '../locations';

/**
 * `npm start`: the whole product on this machine. Builds what is missing, starts the local backend,
 * serves the shell and each section from its own origin, prints the one URL to open.
 * Flags: --no-build (serve existing builds as they are).
 * With PUBLIC_SUPABASE_URL set, the sections talk to that backend and no local one starts.
 */
/** Where start-up time goes (issue 35): each phase's seconds, printed once the stack is up. */
const phases: [string, number][] = [];
async function phase<T>(name: string, work: Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await work;
  } finally {
    phases.push([name, (performance.now() - t0) / 1000]);
  }
}

async function main() {
  const started = performance.now();
  const args = new Set(process.argv.slice(2));
  const localBackend = !process.env.PUBLIC_SUPABASE_URL;
  const problems = await takenPorts([
    ...APP_NAMES.map((app) => ({ name: app, port: appPort(app), env: appPortEnv(app) })),
    ...(localBackend ? [{ name: 'backend', port: supabasePort(), env: 'SUPABASE_PORT' }] : []),
    { name: 'functions', port: functionsPort(), env: 'FUNCTIONS_PORT' },
    { name: 'functions (lambda invoke)', port: functionsPort() + 2, env: 'FUNCTIONS_PORT' },
    ...(realStripe() ? [] : [{ name: 'stripe stand-in', port: stripePort(functionsPort()), env: 'STRIPE_PORT' }]),
  ]);
  if (problems.length > 0) {
    problems.forEach((p) => console.error(p));
    process.exit(1);
  }

  if (!args.has('--no-build')) await phase('build (stale apps only)', buildApps());

  const servers: RunningServer[] = [];
  const services: ChildService[] = [];
  let stripe: StripeStandIn | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Pitchside...');
    await Promise.all([...servers.map((s) => s.close()), ...services.map((s) => s.stop()), stripe?.close()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    const standIn = realStripe() ? undefined : stripeStandIn(functionsPort());
    if (standIn) stripe = await phase('Stripe stand-in', standIn.start());
    const starting = [
      phase('functions (serverless-offline)', startFunctions(standIn?.env)),
      ...(localBackend ? [phase('backend (database open, migrations, seed; its own log has the detail)', startBackend())] : []),
    ];
    const results = await Promise.allSettled(starting);
    for (const result of results) if (result.status === 'fulfilled') services.push(result.value);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    if (stripe && localBackend) {
      // the URL and service key the backend wrote once it listened
      const adopted = await phase('Stripe stand-in adopts the database objects', adoptDatabaseObjects(stripe.store, JSON.parse(fs.readFileSync(supabaseJsonFile(), 'utf8'))));
      console.log(`[stripe] knows the ${adopted} customers, plans and payments the database names`);
    }
    services.push(scheduleFunction(functionsPort(), 'releaseHeldPayments', 60_000));
    services.push(scheduleFunction(functionsPort(), 'nilReminders', 60_000));
    const serving = performance.now();
    for (const app of APP_NAMES) {
      const isShell = app === 'shell';
      servers.push(
        await serveStatic({
          root: appDist(app),
          port: appPort(app),
          spa: isShell,
          cors: !isShell,
          // a section's port also serves its standalone harness, which reads the same config
          dynamic: { '/config.json': () => configJson(), ...(isShell ? { '/remotes.json': () => remotesJson() } : {}) },
        }),
      );
    }
    phases.push(['static servers for the six apps', (performance.now() - serving) / 1000]);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
    return;
  }

  // functions and backend start side by side: the total is less than the sum
  console.log(
    `\nStarted in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      phases.map(([name, s]) => `${name} ${s.toFixed(1)} s`).join('; '),
  );

  const backendUrl = localBackend ? `http://127.0.0.1:${supabasePort()}` : process.env.PUBLIC_SUPABASE_URL;
  console.log(
    `\nPitchside is running. Open http://localhost:${appPort('shell')}\n(backend ${backendUrl}, functions http://127.0.0.1:${functionsPort()}, ${stripe ? `local Stripe ${stripe.url}` : 'Stripe with your STRIPE_SECRET_KEY'}; press Ctrl-C to stop)`,
  );
}

void main();
