-- =============================================================================
-- The free Starter plan includes 5 deal applications a calendar month (UTC);
-- a paid plan (any subscription that is on) has no limit. Checked here, so no
-- client can skip it. Applications the platform writes itself (seed, service
-- role) are not counted against anyone.
-- =============================================================================

create or replace function public.has_paid_plan(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.subscriptions s
    where s.user_id = p_user_id and s.status in ('active', 'trialing', 'past_due') and s.plan_id <> 'starter')
$$;
revoke execute on function public.has_paid_plan(uuid) from public, anon;
grant execute on function public.has_paid_plan(uuid) to authenticated, service_role;

create or replace function public.applications_starter_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_used integer;
begin
  if auth.uid() is null or public.is_admin() or public.has_paid_plan(new.user_id) then
    return new;
  end if;
  select count(*) into v_used from public.applications a
  where a.user_id = new.user_id and a.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC';
  if v_used >= 5 then
    raise exception 'The Starter plan includes 5 applications a month. Upgrade to Pro for unlimited applications.'
      using errcode = 'P0001', hint = '/pricing';
  end if;
  return new;
end
$$;
revoke execute on function public.applications_starter_limit() from public, anon, authenticated;
create trigger applications_starter_limit before insert on public.applications
  for each row execute function public.applications_starter_limit();
