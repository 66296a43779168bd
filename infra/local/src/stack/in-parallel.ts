/** Runs `task` over `items`, at most `at` at a time, in order of start; rejects with the first failure. */
export async function inParallel<T>(items: readonly T[], at: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await task(next);
  };
  await Promise.all(Array.from({ length: Math.max(1, at) }, worker));
}
