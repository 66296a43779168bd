-- Real users' Web Vitals (issue 35, item 4). The shell measures LCP, INP, CLS and TTFB per route in a sampled share of
-- page loads and sends them in batches with navigator.sendBeacon to public.report_web_vitals(text). A report names
-- no person: a random id of the page load (made in the browser, kept nowhere), the route pattern, the metric, its
-- value and how the page was reached. No user id, no IP, no user agent.
--
-- Who may do what:
--   - nobody inserts directly (no insert grant, no insert policy): rows come only through the definer function, which
--     accepts a well-formed batch (1-20 reports, each checked again by the table's constraints) and rate-limits:
--     at most 60 reports per page load and at most 600 reports a minute from everyone together; beyond that a
--     report is dropped (the function says how many it kept), so the table cannot be flooded.
--   - only admins read (the admin dashboard's p75 per route, admin_web_vitals()).
--   - nobody updates or deletes through the API.

create schema if not exists private;

create table public.web_vitals (
  id bigint generated always as identity primary key,
  page_id uuid not null,
  route text not null check (route ~ '^/[A-Za-z0-9/:._-]{0,120}$'),
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'TTFB')),
  value double precision not null check (
    value >= 0 and value = value -- not NaN
    and case when metric = 'CLS' then value <= 100 else value <= 600000 end),
  navigation_type text not null default 'navigate'
    check (navigation_type in ('navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'route-change')),
  recorded_at timestamptz not null default now(),
  unique (page_id, route, metric)
);
comment on table public.web_vitals is 'Anonymous Web Vitals of sampled page loads (no personal data); written by report_web_vitals(), read by admins.';

create index web_vitals_recorded_at_idx on public.web_vitals (recorded_at);
create index web_vitals_route_metric_idx on public.web_vitals (route, metric, recorded_at);

alter table public.web_vitals enable row level security;
revoke all on table public.web_vitals from public, anon, authenticated;
grant select on table public.web_vitals to authenticated;
grant all on table public.web_vitals to service_role;

select public.refuse_suspended_writes_on('public.web_vitals');

create policy "Admins read web vitals" on public.web_vitals
  for select to authenticated
  using ((select private.is_admin()));

-- ------------------------------------------------------------------ the report (sendBeacon, text/plain)
-- The body is the batch as JSON text: {"page":"<uuid>","reports":[{"route":"/marketplace","metric":"LCP",
-- "value":812.5,"nav":"navigate"}, ...]}. sendBeacon cannot set headers, so the body is text/plain (a simple
-- request, no CORS preflight) and the key goes as the `apikey` URL parameter: the call runs as anon whoever is signed
-- in, which is what we want (reports are anonymous). A malformed batch raises 22023 / 22P02 / 23514.
create or replace function private.report_web_vitals(p_body text) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_batch jsonb;
  v_page uuid;
  v_n integer;
  v_room integer;
  v_kept integer;
begin
  if p_body is null or length(p_body) > 8000 then
    raise exception 'A Web Vitals report is at most 8000 characters' using errcode = '22023';
  end if;
  v_batch := p_body::jsonb;
  if jsonb_typeof(v_batch) <> 'object' or jsonb_typeof(v_batch -> 'reports') <> 'array' then
    raise exception 'A Web Vitals report is {"page": uuid, "reports": [...]}' using errcode = '22023';
  end if;
  v_page := (v_batch ->> 'page')::uuid;
  if v_page is null then
    raise exception 'A Web Vitals report names its page load' using errcode = '22023';
  end if;
  v_n := jsonb_array_length(v_batch -> 'reports');
  if v_n < 1 or v_n > 20 then
    raise exception 'A Web Vitals report holds 1 to 20 measurements' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(v_batch -> 'reports') e
             where jsonb_typeof(e) <> 'object' or jsonb_typeof(e -> 'value') <> 'number'
                or jsonb_typeof(e -> 'route') <> 'string' or jsonb_typeof(e -> 'metric') <> 'string') then
    raise exception 'Each measurement has a route, a metric and a numeric value' using errcode = '22023';
  end if;

  -- rate limits: per page load, and for everyone together (the batch is cut to what fits, never refused)
  v_room := least(
    60 - (select count(*)::integer from public.web_vitals where page_id = v_page),
    600 - (select count(*)::integer from public.web_vitals where recorded_at > now() - interval '1 minute'));
  if v_room <= 0 then
    return 0;
  end if;

  insert into public.web_vitals (page_id, route, metric, value, navigation_type)
  select v_page, r.route, r.metric, r.value, coalesce(r.nav, 'navigate')
  from (select distinct on (x.route, x.metric) x.*
        from rows from (jsonb_to_recordset(v_batch -> 'reports') as (route text, metric text, value double precision, nav text)) with ordinality as x(route, metric, value, nav, i)
        order by x.route, x.metric, x.i desc) r -- the last of a repeated measurement wins
  limit v_room
  on conflict (page_id, route, metric) do update set value = excluded.value, recorded_at = now();
  get diagnostics v_kept = row_count;
  return v_kept;
end
$$;
revoke execute on function private.report_web_vitals(text) from public;
grant execute on function private.report_web_vitals(text) to anon, authenticated, service_role;

create function public.report_web_vitals(text) returns integer
language sql volatile security invoker set search_path = ''
as $$ select private.report_web_vitals($1) $$;
revoke all on function public.report_web_vitals(text) from public, anon, authenticated, service_role;
grant execute on function public.report_web_vitals(text) to anon, authenticated, service_role;

-- ------------------------------------------------------------------ the admin's view: p75 per route and metric
create or replace function private.admin_web_vitals(p_days integer default 7) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_days integer := least(greatest(coalesce(p_days, 7), 1), 90);
  v_since timestamptz := now() - make_interval(days => v_days);
begin
  perform private.assert_admin();
  return jsonb_build_object(
    'days', v_days,
    'since', v_since,
    'reports', (select count(*) from public.web_vitals where recorded_at >= v_since),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object('route', route, 'metric', metric, 'p75', p75, 'count', n) order by route, metric)
      from (select route, metric, percentile_cont(0.75) within group (order by value) as p75, count(*) as n
            from public.web_vitals where recorded_at >= v_since
            group by route, metric) s), '[]'::jsonb));
end
$$;
revoke execute on function private.admin_web_vitals(integer) from public, anon;
grant execute on function private.admin_web_vitals(integer) to authenticated, service_role;

create function public.admin_web_vitals(p_days integer default 7) returns jsonb
language sql stable security invoker set search_path = ''
as $$ select private.admin_web_vitals($1) $$;
revoke all on function public.admin_web_vitals(integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_web_vitals(integer) to authenticated, service_role;
