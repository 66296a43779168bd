-- =============================================================================
-- Admin (issue 17), part 1: what moderation stores.
--   * reports: any signed-in user reports a post, comment, deal or profile,
--     once per item; the admin queue reads them.
--   * admin_audit_log: one row per admin action, written only by the admin
--     functions (part 2), read by admins only.
--   * profiles.suspended_*: a suspended user cannot sign in (auth.users
--     .banned_until, which GoTrue and the local auth server refuse with
--     'User is banned') and cannot write: every public table refuses a write
--     statement made by a suspended user (refuse_suspended_writes).
--   * deals.deactivated_*, community_posts / post_comments.removed_*: an
--     admin's decision and its reason. Removed posts and comments are hidden
--     from everyone but their author and admins.
-- The moderation columns are written only by the admin functions: any API
-- user (admins included) writing them directly gets 42501, so every change
-- goes through a function that audits it.
-- =============================================================================

-- ------------------------------------------------------------- helpers
create or replace function public.assert_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if auth.uid() is null or not public.is_admin() then
    raise exception 'Only administrators can do this' using errcode = '42501';
  end if;
end
$$;

-- ------------------------------------------------------------- profiles
alter table public.profiles
  add column suspended_at timestamptz,
  add column suspended_reason text constraint profiles_suspended_reason_length_check check (char_length(suspended_reason) <= 500);
comment on column public.profiles.suspended_at is 'When an admin suspended the account (admin_set_suspended()); NULL when active.';
create index profiles_suspended_idx on public.profiles (user_id) where suspended_at is not null;

create or replace function public.is_suspended(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select p.suspended_at is not null from public.profiles p where p.user_id = p_user_id), false)
$$;

-- ------------------------------------------------------------- deals
alter table public.deals
  add column deactivated_at timestamptz,
  add column deactivated_by uuid references auth.users (id) on delete set null,
  add column deactivated_reason text constraint deals_deactivated_reason_length_check check (char_length(deactivated_reason) <= 500);
comment on column public.deals.deactivated_reason is 'Why an admin deactivated the deal (admin_set_deal_active()); the brand cannot reactivate it.';

-- ------------------------------------------------ community posts and comments
alter table public.community_posts
  add column removed_at timestamptz,
  add column removed_by uuid references auth.users (id) on delete set null,
  add column removed_reason text constraint community_posts_removed_reason_length_check check (char_length(removed_reason) <= 500);
alter table public.post_comments
  add column removed_at timestamptz,
  add column removed_by uuid references auth.users (id) on delete set null,
  add column removed_reason text constraint post_comments_removed_reason_length_check check (char_length(removed_reason) <= 500);

-- admins keep reading everything through their "Admins manage ..." policies
alter policy "Anyone reads posts" on public.community_posts using (removed_at is null);
create policy "Authors read their removed posts" on public.community_posts
  for select to authenticated using (removed_at is not null and user_id = (select auth.uid()));
alter policy "Anyone reads comments" on public.post_comments using (removed_at is null);
create policy "Authors read their removed comments" on public.post_comments
  for select to authenticated using (removed_at is not null and user_id = (select auth.uid()));

-- ------------------------------------------------ moderation columns: functions only
create or replace function public.guard_moderation_columns() returns trigger
language plpgsql as $$
declare
  v_new jsonb := to_jsonb(new);
  v_old jsonb := case when tg_op = 'UPDATE' then to_jsonb(old) else '{}'::jsonb end;
  v_col text;
begin
  if not public.is_api_user() then
    return new;
  end if;
  foreach v_col in array tg_argv loop
    if (v_new -> v_col) is distinct from coalesce(v_old -> v_col, 'null'::jsonb) then
      raise exception 'Only the admin functions change %.%', tg_table_name, v_col using errcode = '42501';
    end if;
  end loop;
  return new;
end
$$;
create trigger profiles_guard_moderation before insert or update on public.profiles
  for each row execute function public.guard_moderation_columns('suspended_at', 'suspended_reason');
create trigger deals_guard_moderation before insert or update on public.deals
  for each row execute function public.guard_moderation_columns('deactivated_at', 'deactivated_by', 'deactivated_reason');
create trigger community_posts_guard_moderation before insert or update on public.community_posts
  for each row execute function public.guard_moderation_columns('removed_at', 'removed_by', 'removed_reason');
create trigger post_comments_guard_moderation before insert or update on public.post_comments
  for each row execute function public.guard_moderation_columns('removed_at', 'removed_by', 'removed_reason');

-- A deal an admin deactivated stays off until an admin reactivates it.
create or replace function public.deals_keep_admin_deactivation() returns trigger
language plpgsql as $$
begin
  if public.is_api_user() and old.deactivated_at is not null and new.is_active and not old.is_active then
    raise exception 'An administrator deactivated this deal: %', coalesce(old.deactivated_reason, 'no reason given')
      using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger deals_keep_admin_deactivation before update of is_active on public.deals
  for each row execute function public.deals_keep_admin_deactivation();

-- ------------------------------------------------ the admin role: admin_set_user_role only
-- The policies let users pick their own non-admin role and admins manage roles;
-- granting or taking away admin (and deleting an admin's row) goes through
-- admin_set_user_role(), which audits it and keeps at least one admin.
create or replace function public.user_roles_guard_admin() returns trigger
language plpgsql as $$
begin
  if not public.is_api_user() then
    return coalesce(new, old);
  end if;
  if (tg_op = 'INSERT' and new.role = 'admin')
     or (tg_op = 'UPDATE' and (new.role = 'admin') is distinct from (old.role = 'admin'))
     or (tg_op = 'DELETE' and old.role = 'admin') then
    raise exception 'Permission denied: the admin role is granted and removed only through admin_set_user_role()' using errcode = '42501';
  end if;
  return coalesce(new, old);
end
$$;
create trigger user_roles_guard_admin before insert or update or delete on public.user_roles
  for each row execute function public.user_roles_guard_admin();

-- profiles.role always follows user_roles for API users, admins included.
create or replace function public.profiles_guard_role() returns trigger
language plpgsql as $$
begin
  if new.role is null or public.is_api_user() then
    new.role := coalesce(public.get_user_role(new.user_id), case when tg_op = 'UPDATE' then old.role end, 'athlete');
  end if;
  return new;
end
$$;

-- ------------------------------------------------------------- reports
create table public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  target_type text not null constraint reports_target_type_check check (target_type in ('post', 'comment', 'deal', 'profile')),
  target_id uuid not null,
  reason text not null
    constraint reports_reason_check check (reason in ('spam', 'harassment', 'hate', 'scam', 'inappropriate', 'misinformation', 'impersonation', 'other')),
  note text constraint reports_note_length_check check (char_length(note) <= 1000),
  status text not null default 'open' constraint reports_status_check check (status in ('open', 'resolved', 'dismissed')),
  resolved_by uuid references auth.users (id) on delete set null,
  resolved_at timestamptz,
  resolution_note text constraint reports_resolution_note_length_check check (char_length(resolution_note) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reports_reporter_target_unique unique (reporter_id, target_type, target_id)
);
comment on table public.reports is
  'A user''s report of a post, comment, deal or profile (profile: target_id is the user id). One per reporter and item; admins resolve them.';
create index reports_open_idx on public.reports (target_type, target_id) where status = 'open';
create index reports_created_idx on public.reports (created_at desc);
create trigger reports_set_updated_at before update on public.reports
  for each row execute function public.set_updated_at();

-- The reported item must exist and be visible to the reporter, and be someone else's.
create or replace function public.reports_check_target() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_owner uuid;
  v_found boolean;
begin
  if auth.uid() is null then
    return new;
  end if;
  case new.target_type
    when 'post' then
      select true, p.user_id into v_found, v_owner from public.community_posts p
      where p.id = new.target_id and p.removed_at is null;
    when 'comment' then
      select true, c.user_id into v_found, v_owner from public.post_comments c
      where c.id = new.target_id and c.removed_at is null;
    when 'deal' then
      select true, b.owner_id into v_found, v_owner from public.deals d join public.brands b on b.id = d.brand_id
      where d.id = new.target_id and ((d.is_active and d.brand_verified) or b.owner_id = auth.uid());
    else
      select true, p.user_id into v_found, v_owner from public.profiles p where p.user_id = new.target_id;
  end case;
  if not coalesce(v_found, false) then
    raise exception 'The reported item does not exist' using errcode = 'P0001';
  end if;
  if v_owner = auth.uid() then
    raise exception 'You cannot report your own content' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger reports_check_target before insert on public.reports
  for each row execute function public.reports_check_target();

alter table public.reports enable row level security;
create policy "Users read their own reports" on public.reports
  for select to authenticated using (reporter_id = (select auth.uid()));
create policy "Admins read reports" on public.reports
  for select to authenticated using ((select public.is_admin()));
create policy "Users report as themselves" on public.reports
  for insert to authenticated
  with check (reporter_id = (select auth.uid()) and status = 'open' and resolved_by is null and resolved_at is null and resolution_note is null);
revoke update, delete, truncate on public.reports from anon, authenticated;

-- ------------------------------------------------------------- audit log
create table public.admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id uuid references public.profiles (user_id) on delete set null,
  action text not null constraint admin_audit_log_action_check check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text not null,
  target_id text not null,
  reason text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
comment on table public.admin_audit_log is 'Every admin action (who, what, on which item, why, when). Written only by the admin functions.';
create index admin_audit_log_created_idx on public.admin_audit_log (created_at desc);
create index admin_audit_log_action_idx on public.admin_audit_log (action, created_at desc);
create index admin_audit_log_actor_idx on public.admin_audit_log (actor_id, created_at desc);

alter table public.admin_audit_log enable row level security;
create policy "Admins read the audit log" on public.admin_audit_log
  for select to authenticated using ((select public.is_admin()));
revoke insert, update, delete, truncate on public.admin_audit_log from anon, authenticated;

create or replace function public.write_admin_audit(p_action text, p_target_type text, p_target_id text, p_reason text, p_details jsonb default '{}'::jsonb)
returns void
language sql security definer set search_path = '' as $$
  insert into public.admin_audit_log (actor_id, action, target_type, target_id, reason, details)
  values (auth.uid(), p_action, p_target_type, p_target_id, nullif(btrim(p_reason), ''), coalesce(p_details, '{}'::jsonb))
$$;

-- ------------------------------------------------ suspended users do not write
-- One check per statement (not per row): the acting user (auth.uid(), also
-- inside definer functions they call) must not be suspended.
create or replace function public.refuse_suspended_writes() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is not null and public.is_suspended(auth.uid()) then
    raise exception 'Your account is suspended' using errcode = '42501';
  end if;
  return null;
end
$$;

-- Adds the check to a table; later migrations call it for their new tables.
create or replace function public.refuse_suspended_writes_on(p_table regclass) returns void
language plpgsql set search_path = '' as $$
begin
  execute format('create trigger refuse_suspended_writes before insert or update or delete on %s for each statement execute function public.refuse_suspended_writes()', p_table);
end
$$;

do $$
declare
  t regclass;
begin
  for t in
    select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname
  loop
    perform public.refuse_suspended_writes_on(t);
  end loop;
end
$$;

revoke execute on function public.assert_admin(), public.write_admin_audit(text, text, text, text, jsonb),
  public.refuse_suspended_writes(), public.refuse_suspended_writes_on(regclass), public.reports_check_target(),
  public.guard_moderation_columns(), public.deals_keep_admin_deactivation(), public.user_roles_guard_admin()
  from public, anon, authenticated;
revoke execute on function public.is_suspended(uuid) from public, anon, authenticated;
grant execute on function public.is_suspended(uuid) to service_role;
