/** "1 view", "2 views", "1,204 views": a number with its noun, in the right number (English plurals with -s unless given). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}
