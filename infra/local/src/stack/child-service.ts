import { spawn } from 'node:child_process';

export interface ChildService {
  name: string;
  stop(): Promise<void>;
}

export interface ChildServiceOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Resolves true once the service answers. Polled 100 ms after each answer. */
  ready: () => Promise<boolean> | boolean;
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** Starts a local service as a child process, prefixes its output, and waits until it is ready. */
export function startChildService(options: ChildServiceOptions): Promise<ChildService> {
  const { name, timeoutMs = 120_000, log = console.log } = options;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .forEach((line) => log(line.startsWith(`[${name}]`) ? line : `[${name}] ${line}`));
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    const started = Date.now();
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) {
        void stop();
        reject(error);
      } else resolve({ name, stop });
    };
    const poll = async () => {
      while (!settled) {
        if (await Promise.resolve(options.ready()).catch(() => false)) return finish();
        if (Date.now() - started > timeoutMs) return finish(new Error(`${name} did not start within ${timeoutMs / 1000} s`));
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    child.once('exit', (code) => finish(new Error(`${name} exited during start-up (code ${code})`)));
    void poll();
  });
}

/** True when an HTTP GET of the URL answers at all (any status). */
export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
