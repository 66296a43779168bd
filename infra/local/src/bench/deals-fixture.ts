// What the deals benchmarks share: the extra deals they seed and a raw HTTP GET.
import http from 'node:http';
import type { Db } from '../db';
import { autovacuum } from '../db/autovacuum';

export const WORDS = ['run', 'pro', 'gear', 'team', 'camp', 'skill', 'fit', 'brand', 'clinic', 'launch'];
export const TAGS = ['nutrition', 'apparel', 'fitness', 'basketball', 'soccer', 'gaming', 'lifestyle', 'tech', 'outdoor', 'wellness'];

/** `count` extra deals spread over the verified brands: words, two tags each, amounts 0..19,999, every other one with a deadline, every fifth inactive; then an autovacuum pass. */
export async function seedDeals(db: Db, count: number): Promise<void> {
  await db.query(
    `insert into public.deals (brand_id, title, description, tags, compensation_amount, application_deadline, is_active, created_at)
     select b.id,
            initcap(($2::text[])[1 + (i % 10)]) || ' ' || ($2::text[])[1 + ((i / 10) % 10)] || ' deal ' || i,
            'Partner with us: ' || ($2::text[])[1 + ((i / 7) % 10)] || ' campaign number ' || i,
            array[($3::text[])[1 + (i % 10)], ($3::text[])[1 + ((i / 3) % 10)]],
            (i * 37) % 20000,
            case when i % 2 = 0 then now() + make_interval(days => 1 + i % 90) end,
            i % 5 <> 0,
            now() - make_interval(mins => i)
     from generate_series(1, $1::int) as g(i)
     cross join lateral (select id from public.brands where verified order by id offset (g.i % greatest(1, (select count(*)::int from public.brands where verified))) limit 1) b`,
    [count, WORDS, TAGS],
  );
  // the steady state: what the local server's autovacuum pass does after such an insert (db/autovacuum.ts)
  await autovacuum(db);
}

/** GET; resolves to the body size (not parsed: the client shares the one JS thread with PGlite). */
export function getJson(agent: http.Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200 && res.statusCode !== 206) reject(new Error(`HTTP ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`));
        else resolve(Buffer.concat(chunks).length);
      });
    });
    req.on('error', reject);
  });
}
