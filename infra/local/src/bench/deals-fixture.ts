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

export const TALENT_SPORTS = ['football', 'basketball', 'baseball', 'soccer', 'tennis', 'track', 'swimming', 'other'];
export const TALENT_CONTENT = ['lifestyle', 'fitness', 'fashion', 'gaming', 'travel', 'food', 'education', 'entertainment'];
export const TALENT_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch'];
export const TALENT_COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Mexico', 'Brazil', 'Australia'];
export const TALENT_TOWNS = ['Austin', 'Chicago', 'Miami', 'Denver', 'Seattle', 'Atlanta', 'Phoenix', 'Boston', 'Portland', 'Nashville'];
export const TALENT_SCHOOLS = ['Lakeside University', 'Riverside College', 'Summit State', 'Bayview Tech'];

/**
 * `count` discoverable talent for the discovery benchmark: athletes and creators (3:2) with a sport or content type,
 * a town, a school (athletes), a minimum deal amount (two in three), one to three platforms with followers and
 * engagement, an audience (age bands, gender split, top country) for four in five, a published media kit for one in
 * four. The bulk rows skip the per-row triggers, then each talent's directory row is built once.
 */
export async function seedTalent(db: Db, count: number): Promise<void> {
  await db.query(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at)
     select gen_random_uuid(), 'authenticated', 'authenticated', 'bench-talent-' || i || '@bench.local', '', now(),
            jsonb_build_object('full_name', 'Bench Talent ' || i, 'role', case when i % 5 < 3 then 'athlete' else 'creator' end),
            now() - make_interval(mins => i * 7)
     from generate_series(1, $1::int) i`,
    [count],
  );
  await db.query("set session_replication_role = 'replica'");
  try {
    await db.query(
      `update public.profiles p set
         sport = case when r.role = 'athlete' then ($1::text[])[1 + n % 8] end,
         content_type = case when r.role = 'creator' then ($2::text[])[1 + n % 8] end,
         content_categories = array[($2::text[])[1 + (n / 8) % 8]],
         bio = 'Bench profile ' || n || ': training, content and community.',
         created_at = u.created_at,
         extra_data = jsonb_build_object('location', ($3::text[])[1 + n % 10],
                                         'school', case when r.role = 'athlete' then ($4::text[])[1 + n % 4] end,
                                         'preferences', case when n % 3 <> 0 then jsonb_build_object('min_deal_amount', 100 * (1 + n % 30)) else '{}'::jsonb end)
       from auth.users u
       join public.user_roles r on r.user_id = u.id
       cross join lateral (select substring(u.email from 'bench-talent-(\\d+)@')::int as n) x
       where p.user_id = u.id and u.email like 'bench-talent-%'`,
      [TALENT_SPORTS, TALENT_CONTENT, TALENT_TOWNS, TALENT_SCHOOLS],
    );
    await db.query(
      `insert into public.creator_platforms (user_id, platform, follower_count, engagement_rate)
       select u.id, ($1::text[])[1 + (n + k) % 5], (n * 7919 + k * 104729) % 2000000, round(((n * 31 + k * 17) % 1200) / 100.0, 2)
       from auth.users u
       cross join lateral (select substring(u.email from 'bench-talent-(\\d+)@')::int as n) x
       cross join generate_series(0, 2) k
       where u.email like 'bench-talent-%' and k <= n % 3`,
      [TALENT_PLATFORMS],
    );
    await db.query(
      `insert into public.audience_demographics (user_id, dimension, label, percentage)
       select u.id, v.dimension, v.label, v.pct
       from auth.users u
       cross join lateral (select substring(u.email from 'bench-talent-(\\d+)@')::int as n) x
       cross join lateral (values
         ('age', '13-17', (10 + n % 20)::numeric), ('age', '18-24', (30 + n % 25)::numeric), ('age', '25-34', (60 - n % 20 - n % 25)::numeric),
         ('gender', 'female', (20 + n % 61)::numeric), ('gender', 'male', (80 - n % 61)::numeric),
         ('location', ($1::text[])[1 + n % 6], (40 + n % 40)::numeric)) as v(dimension, label, pct)
       where u.email like 'bench-talent-%' and n % 5 <> 0`,
      [TALENT_COUNTRIES],
    );
    await db.query(
      `insert into public.media_kits (user_id, handle, published)
       select u.id, 'bench-talent-' || n, true
       from auth.users u cross join lateral (select substring(u.email from 'bench-talent-(\\d+)@')::int as n) x
       where u.email like 'bench-talent-%' and n % 4 = 0`,
    );
  } finally {
    await db.query("set session_replication_role = 'origin'");
  }
  await db.query("select private.refresh_talent_directory(u.id) from auth.users u where u.email like 'bench-talent-%'");
  await autovacuum(db);
}
