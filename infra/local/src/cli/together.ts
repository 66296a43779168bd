import { spawn } from 'node:child_process';

/**
 * `together.ts <script>... <last>` runs the npm scripts at once and fails if any fails. The last one's output streams
 * as it comes; each other's is printed whole when it ends, so the lines do not interleave. `npm test` type-checks
 * this way while jest runs: tsc takes one core, and jest's first half-minute (its workers waiting for the run's
 * database snapshot) leaves one free.
 */
const scripts = process.argv.slice(2);
if (scripts.length < 2) {
  console.error('usage: together.ts <npm script> <npm script>...');
  process.exit(2);
}

function run(script: string, streamed: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

void Promise.all(scripts.map((script, i) => run(script, i === scripts.length - 1))).then((codes) => {
  const failed = scripts.filter((_, i) => codes[i] !== 0);
  if (failed.length > 0) {
    console.error(`failed: ${failed.map((s) => `npm run ${s}`).join(', ')}`);
    process.exit(1);
  }
});
