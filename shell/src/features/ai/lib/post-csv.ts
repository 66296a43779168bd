import * as z from 'zod/mini';

export const POST_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'linkedin', 'facebook'] as const;

const row = z.object({
  posted_at: z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]),
  platform: z.enum(POST_PLATFORMS),
  reach: z.number().check(z.int(), z.nonnegative()),
  engagement: z.number().check(z.int(), z.nonnegative()),
});
export type PostRow = z.infer<typeof row>;

export interface CsvResult {
  rows: PostRow[];
  errors: string[];
}

/** A CSV of past posts: a header naming date, platform, reach, engagement (any order), then one post a line. */
export function parsePostCsv(text: string, maxRows = 1000): CsvResult {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  if (lines.length === 0) return { rows: [], errors: ['The file is empty.'] };
  const header = lines[0]!.split(',').map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const missing = ['date', 'platform', 'reach', 'engagement'].filter((n) => col(n) < 0);
  if (missing.length) return { rows: [], errors: [`The first line must name the columns date, platform, reach, engagement (missing: ${missing.join(', ')}).`] };
  if (lines.length - 1 > maxRows) return { rows: [], errors: [`At most ${maxRows} posts at a time.`] };
  const rows: PostRow[] = [];
  const errors: string[] = [];
  lines.slice(1).forEach((line, i) => {
    const cells = line.split(',').map((c) => c.trim());
    const num = (s: string | undefined) => (s && /^\d+$/.test(s.replace(/_/g, '')) ? Number(s.replace(/_/g, '')) : NaN);
    const r = row.safeParse({
      posted_at: cells[col('date')] ?? '',
      platform: (cells[col('platform')] ?? '').toLowerCase(),
      reach: num(cells[col('reach')]),
      engagement: num(cells[col('engagement')]),
    });
    if (!r.success) errors.push(`Line ${i + 2}: expected a date (YYYY-MM-DD or with a time), a platform (${POST_PLATFORMS.join(', ')}) and whole numbers for reach and engagement.`);
    else if (new Date(r.data.posted_at).getTime() > Date.now() + 86_400_000) errors.push(`Line ${i + 2}: the date is in the future.`);
    else rows.push(r.data);
  });
  return { rows, errors };
}
