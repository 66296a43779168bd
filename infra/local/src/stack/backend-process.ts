import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, stateDir } from './apps';

export interface BackendProcess {
  url: string;
  stop(): Promise<void>;
}

const ENTRY = path.join(REPO_ROOT, 'infra', 'local', 'src', 'server', 'main.ts');
const RUNNER = path.join(REPO_ROOT, 'infra', 'local', 'bin', 'run.cjs');

/** Starts the local Supabase-compatible backend as a child process and waits until it has written its keys. */
export function startBackend({ log = console.log, timeoutMs = 120_000 } = {}): Promise<BackendProcess> {
  const infoFile = path.join(stateDir(), 'supabase.json');
  fs.rmSync(infoFile, { force: true });
  const child: ChildProcess = spawn(process.execPath, [RUNNER, ENTRY], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => log(`[backend] ${line}`));
  child.stdout?.on('data', prefix);
  child.stderr?.on('data', prefix);

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
    const poll = setInterval(() => {
      if (fs.existsSync(infoFile)) {
        clearInterval(poll);
        const { url } = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as { url: string };
        resolve({ url, stop });
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(poll);
        void stop();
        reject(new Error(`The backend did not start within ${timeoutMs / 1000} s`));
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`The backend exited during start-up (code ${code})`));
    });
  });
}
