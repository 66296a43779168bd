-- =============================================================================
-- Web Vitals retention (defect: rows were never pruned). Measurements are kept 30 days (the admin page shows the
-- last 7; admin_web_vitals now looks back at most 30). The database prunes them itself, with no scheduler: every
-- report_web_vitals() call first deletes at most 500 of the oldest rows past 30 days (an index range on
-- recorded_at, empty and cheap when there is nothing to prune). Reports arrive at most 600 a minute, each call
-- prunes up to 500, so old rows never pile up, and no single report pays for a large delete.
-- =============================================================================

create or replace function private.prune_web_vitals(p_batch integer default 500) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_deleted integer;
begin
  delete from public.web_vitals
  where id in (select id from public.web_vitals
               where recorded_at < now() - interval '30 days'
               order by recorded_at
               limit least(greatest(coalesce(p_batch, 500), 1), 5000));
  get diagnostics v_deleted = row_count;
  return v_deleted;
end
$$;
revoke execute on function private.prune_web_vitals(integer) from public, anon, authenticated;
grant execute on function private.prune_web_vitals(integer) to service_role;
comment on function private.prune_web_vitals(integer) is
  'Deletes at most p_batch (default 500) Web Vitals rows older than 30 days, oldest first; called by report_web_vitals().';

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

  -- retention: every report first removes a bounded batch of measurements older than 30 days
  perform private.prune_web_vitals();

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

create or replace function private.admin_web_vitals(p_days integer default 7) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_days integer := least(greatest(coalesce(p_days, 7), 1), 30);
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
