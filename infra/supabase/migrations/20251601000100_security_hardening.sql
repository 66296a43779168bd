-- =============================================================================
-- Security hardening (issue 19, database items 5, 8, 9, 10, 11, 12, 13 and the
-- agency-clients note). Each block names the item it closes; the regression
-- tests are in infra/supabase/tests/security.test.ts.
-- =============================================================================

-- ------------------------------------------------ 5, 11: e-mail addresses
-- profiles is readable by every signed-in user (names and avatars of authors,
-- applicants, participants), and row-level security cannot hide one column of
-- a visible row. So the address is not stored there at all: auth.users holds
-- it, profiles.email stays NULL (the spec's insert {user_id, email, ...} still
-- works), and account_email(profiles) gives it to the owner and admins only.
update public.profiles set email = null where email is not null;

create or replace function public.profiles_drop_email() returns trigger
language plpgsql as $$
begin
  new.email := null;
  return new;
end
$$;
create trigger profiles_drop_email before insert or update on public.profiles
  for each row execute function public.profiles_drop_email();

create or replace function public.account_email(p public.profiles) returns text
language sql stable security definer set search_path = '' as $$
  select u.email from auth.users u
  where u.id = p.user_id and (p.user_id = auth.uid() or public.is_admin())
$$;
comment on function public.account_email(public.profiles) is
  'The sign-in address of a profile, for its owner and admins (NULL for everyone else): select=*,account_email';

-- profiles.role follows user_roles (the one source of truth): what a client
-- writes into profiles.role is replaced by the user's role; a role change is a
-- write to user_roles, which user_roles_sync_profile copies here.
create or replace function public.profiles_guard_role() returns trigger
language plpgsql as $$
begin
  if new.role is null or (public.is_api_user() and not public.is_admin()) then
    new.role := public.get_user_role(new.user_id);
  end if;
  return new;
end
$$;

-- ------------------------------------------------ 8: comments stay on their post
create or replace function public.post_comments_guard() returns trigger
language plpgsql as $$
begin
  if new.post_id is distinct from old.post_id or new.user_id is distinct from old.user_id then
    raise exception 'A comment cannot be moved to another post or author' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger post_comments_guard before update on public.post_comments
  for each row execute function public.post_comments_guard();

-- ------------------------------------------------ 9: audit and ownership columns
-- deals.created_by is the signed-in user who posted the deal, whatever the client sends.
create or replace function public.deals_set_created_by() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if auth.uid() is not null then
      new.created_by := auth.uid();
    end if;
  elsif public.is_api_user() and not public.is_admin() then
    new.created_by := old.created_by;
  end if;
  return new;
end
$$;
create trigger deals_set_created_by before insert or update on public.deals
  for each row execute function public.deals_set_created_by();

-- reviewed_by / reviewed_at are written only when the deal's brand owner changes
-- the status (applications_guard); anyone else's values are ignored.
create or replace function public.applications_guard() returns trigger
language plpgsql as $$
declare
  v_is_owner boolean;
begin
  if not public.is_api_user() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'pending' then
      raise exception 'New applications start as pending' using errcode = '42501';
    end if;
    new.reviewed_at := null;
    new.reviewed_by := null;
    return new;
  end if;
  if new.deal_id is distinct from old.deal_id or new.user_id is distinct from old.user_id then
    raise exception 'An application cannot be moved' using errcode = '42501';
  end if;
  new.reviewed_at := old.reviewed_at;
  new.reviewed_by := old.reviewed_by;
  select public.is_brand_owner(d.brand_id) into v_is_owner from public.deals d where d.id = new.deal_id;
  if coalesce(v_is_owner, false) then
    if new.application_data is distinct from old.application_data and old.user_id <> auth.uid() then
      raise exception 'Only the applicant can change the application' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      if old.user_id = auth.uid() and new.status <> 'withdrawn' then
        raise exception 'You cannot review your own application' using errcode = 'P0001';
      end if;
      new.reviewed_at := now();
      new.reviewed_by := auth.uid();
    end if;
  elsif new.status is distinct from old.status and new.status <> 'withdrawn' then
    raise exception 'Applicants can only withdraw an application' using errcode = '42501';
  end if;
  return new;
end
$$;

-- ------------------------------------------------ 13: who may apply, and when
-- A definer function: it counts every application to the deal (the applicant
-- sees only their own) and locks the deal row, so max_applicants holds when
-- many apply at once. Rules apply to signed-in users; the service role, the
-- seed and admins are not limited by them.
create or replace function public.applications_check_rules() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals%rowtype;
  v_owner uuid;
  v_role text;
  v_taken integer;
begin
  if auth.uid() is null or public.is_admin() then
    return new;
  end if;
  select * into v_deal from public.deals where id = new.deal_id for update;
  if not found then
    return new;
  end if;
  select owner_id into v_owner from public.brands where id = v_deal.brand_id;
  if v_owner = new.user_id then
    raise exception 'You cannot apply to your own deal' using errcode = 'P0001';
  end if;
  if not v_deal.is_active then
    raise exception 'This deal is no longer accepting applications' using errcode = 'P0001';
  end if;
  if v_deal.application_deadline is not null and v_deal.application_deadline < now() then
    raise exception 'The application deadline for this deal has passed' using errcode = 'P0001';
  end if;
  if v_deal.max_applicants is not null then
    select count(*) into v_taken from public.applications
      where deal_id = new.deal_id and status <> 'withdrawn';
    if v_taken >= v_deal.max_applicants then
      raise exception 'This deal has reached its maximum number of applicants' using errcode = 'P0001';
    end if;
  end if;
  v_role := public.get_user_role(new.user_id);
  if cardinality(v_deal.target_roles) > 0 and not (v_role = any (v_deal.target_roles)) then
    raise exception 'This deal is not open to your role' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger applications_check_rules before insert on public.applications
  for each row execute function public.applications_check_rules();

-- ------------------------------------------------ 12: a renamed brand loses its badge
create or replace function public.brands_unverify_on_rename() returns trigger
language plpgsql as $$
begin
  if old.verified and new.verified and new.name is distinct from old.name
     and public.is_api_user() and not public.is_admin() then
    new.verified := false;
  end if;
  return new;
end
$$;
create trigger brands_unverify_on_rename before update on public.brands
  for each row execute function public.brands_unverify_on_rename();

-- ------------------------------------------------ 10: internal helpers are not an API
-- get_user_role answers a signed-in user about themselves (the spec's RPC) and
-- admins about anyone; internal callers (no signed-in user) about anyone.
create or replace function public.get_user_role(user_uuid uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((select role from public.user_roles where user_id = user_uuid), 'athlete')
  where auth.uid() is null or user_uuid = auth.uid() or public.is_admin()
$$;

-- Applying checks the deal through brands' own policies instead of is_brand_verified.
drop policy "Users apply to open deals" on public.applications;
create policy "Users apply to open deals" on public.applications
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pending'
    and deal_id in (select d.id from public.deals d
                    where d.is_active and d.brand_id in (select b.id from public.brands b where b.verified))
  );

-- Functions are executable by PUBLIC by default. Helpers that policies call as a
-- signed-in user keep EXECUTE for authenticated; none is for anon (is_api_user,
-- which says only whether the caller is an API role, stays callable by triggers
-- on every write).
revoke execute on function public.is_brand_verified(uuid) from public, anon, authenticated;
revoke execute on function public.get_user_role(uuid) from public, anon;
revoke execute on function public.is_admin() from public, anon;
revoke execute on function public.is_brand_owner(uuid) from public, anon;
revoke execute on function public.can_see_application(uuid) from public, anon;
revoke execute on function public.account_email(public.profiles) from public, anon;
grant execute on function public.get_user_role(uuid) to authenticated, service_role;
grant execute on function public.is_admin() to authenticated, service_role;
grant execute on function public.is_brand_owner(uuid) to authenticated, service_role;
grant execute on function public.can_see_application(uuid) to authenticated, service_role;
grant execute on function public.account_email(public.profiles) to authenticated, service_role;
grant execute on function public.is_brand_verified(uuid) to service_role;

-- ------------------------------------------------ Info: agencies' client lists
-- An agency's client list is its own working list: only the agency and the
-- listed user see a row, nobody is notified, and a listed user can take
-- themselves off any agency's list.
create policy "Listed clients remove themselves" on public.agency_clients
  for delete to authenticated using (client_user_id = (select auth.uid()));
