-- =============================================================================
-- Issue 29, items 4-12: every write path refuses a suspended or deleted
-- account, a suspension or deletion ends the user's sessions everywhere, and
-- the rules the review found a way around hold in the database.
--   4, 11  private.account_write_refusal(): the one answer to "may this user
--          write?" ('Your account is suspended' / 'This account has been
--          deleted'), used by the refuse_suspended_writes statement trigger,
--          now on every public table (the tables added after the moderation
--          migration had none), and by private.check_request(), PostgREST's
--          db-pre-request: a request with a token of a suspended or deleted
--          account, or of a session that no longer exists, answers 401
--          (PT401), so the open tab learns it is signed out on its next
--          request. Suspension and deletion delete the user's auth.sessions
--          and auth.refresh_tokens, as GoTrue stores them (hosted too).
--   5      The Starter limit counts applications made this calendar month in
--          a ledger (private.application_counts) that a withdrawal or a delete
--          does not shrink; created_at is the server's time.
--   6      The terms (application_data) of an accepted application are frozen
--          for API users; a new agreement is made by definer functions.
--   7      An online event's link lives in private.event_links; events.online_url
--          is always NULL in the row and event_online_url(events) gives it to
--          attendees, the organiser and admins.
--   8      has_paid_plan() answers about the caller (admins: anyone);
--          ai_deal_audience() only for deals the caller can see;
--          suspended_reason lives in private.profile_suspension_reasons and
--          suspension_reason(profiles) gives it to the member and admins.
--   9      No comment or like on a post an admin removed; has_visible_text()
--          is the one "has visible text" rule of every required text.
--   10     A media-kit rate needs a visible label; the signed-out cap counts
--          every signed-out view of the member, whatever its kind.
--   12     brands_sync_deals_verified fires on every change of verified (a
--          rename's trigger-made unverify too), so deals follow.
-- =============================================================================
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- ------------------------------------------------ 9: one "has visible text" rule
-- Visible text: at least one character that is not white space (spaces, tabs,
-- line breaks, no-break and zero-width spaces, the byte-order mark).
-- shared-ui's hasVisibleText() is the same rule for the forms.
create or replace function public.has_visible_text(p_text text) returns boolean
language sql immutable parallel safe set search_path = '' as $$
  select coalesce(p_text ~ '[^[:space:]\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]', false)
$$;
comment on function public.has_visible_text(text) is
  'True when the text has at least one character that is not white space (tabs, line breaks and invisible spaces are blank). The rule of every required text.';

-- Existing rows are not re-checked (NOT VALID): every new or changed row is.
alter table public.community_posts drop constraint community_posts_content_check;
alter table public.community_posts
  add constraint community_posts_content_check check (public.has_visible_text(content) and char_length(content) <= 10000) not valid,
  add constraint community_posts_title_visible_check check (public.has_visible_text(title)) not valid;
alter table public.post_comments drop constraint post_comments_content_not_blank;
alter table public.post_comments add constraint post_comments_content_not_blank check (public.has_visible_text(content)) not valid;
alter table public.events add constraint events_title_visible_check check (public.has_visible_text(title)) not valid;
alter table public.messages add constraint messages_content_visible_check check (public.has_visible_text(content)) not valid;
alter table public.deals add constraint deals_title_visible_check check (public.has_visible_text(title)) not valid;
alter table public.deal_templates add constraint deal_templates_name_visible_check check (public.has_visible_text(name)) not valid;
alter table public.campaigns add constraint campaigns_name_visible_check check (public.has_visible_text(name)) not valid;
alter table public.brands add constraint brands_name_visible_check check (public.has_visible_text(name)) not valid;
alter table public.deal_deliverables add constraint deal_deliverables_title_visible_check check (public.has_visible_text(title)) not valid;
alter table public.planned_posts add constraint planned_posts_title_visible_check check (public.has_visible_text(title)) not valid;
alter table public.athlete_stats add constraint athlete_stats_name_visible_check check (public.has_visible_text(stat_name)) not valid;
alter table public.athlete_achievements add constraint athlete_achievements_title_visible_check check (public.has_visible_text(title)) not valid;
alter table public.agency_clients add constraint agency_clients_name_visible_check check (public.has_visible_text(client_name)) not valid;

-- ------------------------------------------------ 9: nothing new on a removed post
create or replace function private.refuse_removed_post() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if auth.uid() is not null
     and exists (select 1 from public.community_posts p where p.id = new.post_id and p.removed_at is not null) then
    raise exception 'An administrator removed this post: it takes no new comments or likes' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.refuse_removed_post() from public, anon, authenticated;
create trigger post_comments_refuse_removed_post before insert or update of content on public.post_comments
  for each row execute function private.refuse_removed_post();
create trigger post_likes_refuse_removed_post before insert on public.post_likes
  for each row execute function private.refuse_removed_post();

-- ------------------------------------------------ 4, 11: who may write
-- NULL when the user may write, else the message a refusal carries.
create or replace function private.account_write_refusal(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when u.id is null or u.deleted_at is not null or u.raw_user_meta_data ->> 'deleted' = 'true' then 'This account has been deleted'
    when p.suspended_at is not null then 'Your account is suspended'
  end
  from (select p_user_id as id) k
  left join auth.users u on u.id = k.id
  left join public.profiles p on p.user_id = k.id
$$;
revoke execute on function private.account_write_refusal(uuid) from public, anon, authenticated;
grant execute on function private.account_write_refusal(uuid) to service_role;

-- One check per statement: the acting user (auth.uid(), also inside the definer functions they call).
create or replace function public.refuse_suspended_writes() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_refusal text;
begin
  if auth.uid() is not null then
    v_refusal := private.account_write_refusal(auth.uid());
    if v_refusal is not null then
      raise exception '%', v_refusal using errcode = '42501';
    end if;
  end if;
  return null;
end
$$;
revoke execute on function public.refuse_suspended_writes() from public, anon, authenticated;

-- the tables made after the moderation migration (one statement each)
create trigger refuse_suspended_writes before insert or update or delete on public.media_kits
  for each statement execute function public.refuse_suspended_writes();
create trigger refuse_suspended_writes before insert or update or delete on public.planned_posts
  for each statement execute function public.refuse_suspended_writes();
create trigger refuse_suspended_writes before insert or update or delete on public.post_stats
  for each statement execute function public.refuse_suspended_writes();
create trigger refuse_suspended_writes before insert or update or delete on public.profile_views
  for each statement execute function public.refuse_suspended_writes();
create trigger refuse_suspended_writes before insert or update or delete on public.deal_payments
  for each statement execute function public.refuse_suspended_writes();
create trigger refuse_suspended_writes before insert or update or delete on public.stripe_customers
  for each statement execute function public.refuse_suspended_writes();
create trigger refuse_suspended_writes before insert or update or delete on public.ai_user_features
  for each statement execute function public.refuse_suspended_writes();
create trigger refuse_suspended_writes before insert or update or delete on public.ai_brand_payment_stats
  for each statement execute function public.refuse_suspended_writes();
create trigger refuse_suspended_writes before insert or update or delete on public.ai_category_markets
  for each statement execute function public.refuse_suspended_writes();

-- ------------------------------------------------ 4, 11: the open tab is signed out
-- PostgREST's db-pre-request (hosted: the setting below; the local server reads the same setting): before
-- every request, a user token whose account is suspended or deleted, or whose session was ended (a
-- suspension, a deletion, a sign-out elsewhere), answers 401. The app then asks auth for the user, GoTrue
-- answers session_not_found, and supabase-js signs the tab out.
create or replace function private.check_request() returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  v_claims jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  v_refusal text;
begin
  if v_claims ->> 'role' is distinct from 'authenticated' or coalesce(v_claims ->> 'sub', '') = '' then
    return;
  end if;
  v_refusal := private.account_write_refusal((v_claims ->> 'sub')::uuid);
  if v_refusal is null and v_claims ? 'session_id'
     and not exists (select 1 from auth.sessions s where s.id::text = v_claims ->> 'session_id') then
    v_refusal := 'Your session has ended';
  end if;
  if v_refusal is not null then
    raise exception '%', v_refusal using errcode = 'PT401', hint = 'Sign in again';
  end if;
end
$$;
revoke execute on function private.check_request() from public;
grant execute on function private.check_request() to anon, authenticated, service_role;
alter role authenticator set pgrst.db_pre_request to 'private.check_request';
notify pgrst, 'reload config';

-- ------------------------------------------------ 4, 8: suspension, and who reads its reason
create table private.profile_suspension_reasons (
  user_id uuid primary key references auth.users (id) on delete cascade,
  reason text not null constraint profile_suspension_reasons_length_check check (char_length(reason) <= 500)
);
comment on table private.profile_suspension_reasons is
  'Why an admin suspended a member. profiles.suspended_reason stays NULL in the row (every member reads profiles); suspension_reason(profiles) gives it to the member and admins.';
alter table private.profile_suspension_reasons enable row level security;
revoke all on private.profile_suspension_reasons from public, anon, authenticated;

insert into private.profile_suspension_reasons (user_id, reason)
select user_id, suspended_reason from public.profiles where suspended_reason is not null and suspended_at is not null
on conflict (user_id) do nothing;

create or replace function private.profiles_keep_suspension_reason() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.suspended_at is null then
    if tg_op = 'UPDATE' and old.suspended_at is not null then
      delete from private.profile_suspension_reasons where user_id = new.user_id;
    end if;
  elsif new.suspended_reason is not null then
    insert into private.profile_suspension_reasons (user_id, reason) values (new.user_id, new.suspended_reason)
    on conflict (user_id) do update set reason = excluded.reason;
  end if;
  new.suspended_reason := null;
  return new;
end
$$;
revoke execute on function private.profiles_keep_suspension_reason() from public, anon, authenticated;
-- after profiles_guard_moderation (triggers fire in name order), which refuses API users' writes of the column
create trigger profiles_keep_suspension_reason before insert or update on public.profiles
  for each row execute function private.profiles_keep_suspension_reason();
update public.profiles set suspended_reason = null where suspended_reason is not null;

create or replace function private.suspension_reason(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select s.reason from private.profile_suspension_reasons s
  where s.user_id = p_user_id and (p_user_id = auth.uid() or public.is_admin())
$$;
revoke execute on function private.suspension_reason(uuid) from public, anon;
grant execute on function private.suspension_reason(uuid) to authenticated, service_role;

create or replace function public.suspension_reason(p public.profiles) returns text
language sql stable security invoker set search_path = '' as $$
  select private.suspension_reason(p.user_id)
$$;
comment on function public.suspension_reason(public.profiles) is
  'Why the member is suspended, for the member and admins (NULL for everyone else): select=*,suspension_reason';
revoke execute on function public.suspension_reason(public.profiles) from public, anon;
grant execute on function public.suspension_reason(public.profiles) to authenticated, service_role;

-- The suspension ends every session of the user at once, refresh tokens included (GoTrue's tables).
create or replace function public.admin_set_suspended(p_user_id uuid, p_suspended boolean, p_reason text default null)
returns public.profiles
language plpgsql security definer set search_path = '' as $$
declare
  v_profile public.profiles%rowtype;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform public.assert_admin();
  if p_suspended is null then
    raise exception 'Say whether the user is suspended' using errcode = 'P0001';
  end if;
  select * into v_profile from public.profiles where user_id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0001';
  end if;
  if p_suspended then
    v_reason := public.admin_require_reason(v_reason, 'suspend a user');
    if p_user_id = auth.uid() then
      raise exception 'You cannot suspend yourself' using errcode = 'P0001';
    end if;
    if exists (select 1 from public.user_roles where user_id = p_user_id and role = 'admin') then
      raise exception 'Remove the admin role before suspending an administrator' using errcode = 'P0001';
    end if;
    if v_profile.suspended_at is not null then
      raise exception 'This user is already suspended' using errcode = 'P0001';
    end if;
    update public.profiles set suspended_at = now(), suspended_reason = v_reason where user_id = p_user_id returning * into v_profile;
    -- the row keeps no reason (private.profile_suspension_reasons does): the admin's answer carries it
    v_profile.suspended_reason := v_reason;
    -- GoTrue's ban: sign-in is refused with 'User is banned'; open sessions end (their refresh tokens go with them)
    update auth.users set banned_until = now() + interval '100 years' where id = p_user_id;
    delete from auth.refresh_tokens where user_id = p_user_id::text;
    delete from auth.sessions where user_id = p_user_id;
  else
    if v_profile.suspended_at is null then
      raise exception 'This user is not suspended' using errcode = 'P0001';
    end if;
    update public.profiles set suspended_at = null, suspended_reason = null where user_id = p_user_id returning * into v_profile;
    update auth.users set banned_until = null where id = p_user_id;
  end if;
  perform public.write_admin_audit(case when p_suspended then 'user.suspend' else 'user.unsuspend' end, 'user', p_user_id::text, v_reason,
    jsonb_build_object('name', v_profile.full_name));
  return v_profile;
end
$$;

-- The admin users list reads the reason where it now lives.
create or replace function public.admin_users(p_search text default null, p_role text default null, p_limit integer default 50, p_offset integer default 0)
returns table (
  user_id uuid, full_name text, email text, role text, avatar_url text, created_at timestamptz, last_sign_in_at timestamptz,
  onboarding_completed boolean, suspended_at timestamptz, suspended_reason text,
  deals_posted bigint, applications bigint, posts bigint, comments bigint, messages bigint, reports_against bigint, total_count bigint
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
begin
  perform public.assert_admin();
  if p_limit is null or p_limit not between 1 and 200 or p_offset is null or p_offset < 0 then
    raise exception 'limit must be between 1 and 200 and offset 0 or more' using errcode = 'P0001';
  end if;
  return query
  select p.user_id, p.full_name, u.email::text, coalesce(r.role, 'athlete'), p.avatar_url, u.created_at, u.last_sign_in_at,
         coalesce(o.onboarding_completed, false), p.suspended_at, (select s.reason from private.profile_suspension_reasons s where s.user_id = p.user_id),
         (select count(*) from public.deals d where d.created_by = p.user_id or d.brand_id in (select b.id from public.brands b where b.owner_id = p.user_id)),
         (select count(*) from public.applications a where a.user_id = p.user_id),
         (select count(*) from public.community_posts cp where cp.user_id = p.user_id),
         (select count(*) from public.post_comments pc where pc.user_id = p.user_id),
         (select count(*) from public.messages m where m.sender_id = p.user_id),
         (select count(*) from public.reports rp where rp.target_type = 'profile' and rp.target_id = p.user_id and rp.status = 'open'),
         count(*) over ()
  from public.profiles p
  join auth.users u on u.id = p.user_id
  left join public.user_roles r on r.user_id = p.user_id
  left join public.onboarding_status o on o.user_id = p.user_id
  where (v_search is null or p.full_name ilike '%' || v_search || '%' or u.email ilike '%' || v_search || '%')
    and (p_role is null or p_role = '' or coalesce(r.role, 'athlete') = p_role)
  order by u.created_at desc, p.user_id
  limit p_limit offset p_offset;
end
$$;

-- ------------------------------------------------ 11: deletion ends every session, refresh tokens included
create or replace function public.delete_my_account(p_confirmation text) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if p_confirmation is distinct from 'DELETE' then
    raise exception 'Type DELETE to confirm' using errcode = 'P0001';
  end if;
  if public.is_admin() and (select count(*) from public.user_roles where role = 'admin') <= 1 then
    raise exception 'The last administrator cannot delete their account' using errcode = 'P0001';
  end if;

  -- personal data nobody else needs
  delete from public.bookmarks where user_id = v_uid;
  delete from public.notifications where user_id = v_uid;
  delete from public.athlete_stats where user_id = v_uid;
  delete from public.athlete_achievements where user_id = v_uid;
  delete from public.creator_platforms where user_id = v_uid;
  delete from public.audience_demographics where user_id = v_uid;
  delete from public.media_kits where user_id = v_uid;
  delete from public.profile_views where profile_user_id = v_uid;
  delete from public.agency_clients where agency_id = v_uid;
  update public.agency_clients set client_user_id = null where client_user_id = v_uid;
  delete from public.post_likes where user_id = v_uid;
  delete from public.event_attendees where user_id = v_uid;
  delete from public.learning_progress where user_id = v_uid;
  -- open applications are withdrawn; accepted ones stay (the brand's records, deliverables and payments)
  delete from public.applications where user_id = v_uid and status in ('pending', 'shortlisted', 'rejected', 'withdrawn');
  -- a departing brand owner's deals stop taking applications
  update public.deals set is_active = false where is_active and brand_id in (select id from public.brands where owner_id = v_uid);

  -- what others still need (messages, posts, comments, accepted deals) stays, under an anonymous profile
  perform set_config('pitchside.replace_extra_data', 'on', true);
  update public.profiles
  set full_name = 'Deleted user', email = null, bio = null, avatar_url = null, sport = null,
      instagram_handle = null, twitter_handle = null, tiktok_handle = null, website_url = null,
      graduation_year = null, school_id = null, company_name = null, industry = null, content_type = null,
      follower_count = null, content_categories = '{}', extra_data = '{}'::jsonb
  where user_id = v_uid;
  perform set_config('pitchside.replace_extra_data', 'off', true);

  -- the sign-in goes for good
  delete from auth.refresh_tokens where user_id = v_uid::text;
  delete from auth.sessions where user_id = v_uid;
  delete from auth.identities where user_id = v_uid;
  update auth.users
  set email = 'deleted-' || v_uid::text || '@deleted.invalid', encrypted_password = '', phone = null,
      raw_user_meta_data = jsonb_build_object('deleted', true), banned_until = 'infinity', updated_at = now()
  where id = v_uid;
end
$$;

-- ------------------------------------------------ 5: the Starter limit
-- Times on an application are the server's: a client cannot back-date created_at to slip under the limit.
create or replace function public.applications_server_times() returns trigger
language plpgsql set search_path = '' as $$
begin
  if public.is_api_user() then
    if tg_op = 'INSERT' then
      new.created_at := now();
      new.updated_at := now();
    else
      new.created_at := old.created_at;
    end if;
  end if;
  return new;
end
$$;
revoke execute on function public.applications_server_times() from public, anon, authenticated;
create trigger applications_server_times before insert or update on public.applications
  for each row execute function public.applications_server_times();

-- Applications made per user and calendar month (UTC). Withdrawing or deleting an application does not give
-- the slot back: the ledger only grows.
create table private.application_counts (
  user_id uuid not null references auth.users (id) on delete cascade,
  month date not null,
  applications integer not null default 0 constraint application_counts_applications_check check (applications >= 0),
  primary key (user_id, month)
);
comment on table private.application_counts is
  'Applications each user made in each calendar month (UTC), whatever happened to them after: the Starter plan''s count.';
alter table private.application_counts enable row level security;
revoke all on private.application_counts from public, anon, authenticated;
insert into private.application_counts (user_id, month, applications)
select user_id, (date_trunc('month', created_at at time zone 'UTC'))::date, count(*)
from public.applications group by 1, 2;

create or replace function private.has_paid_plan(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.subscriptions s
    where s.user_id = p_user_id and s.status in ('active', 'trialing', 'past_due') and s.plan_id <> 'starter')
$$;
revoke execute on function private.has_paid_plan(uuid) from public, anon;
grant execute on function private.has_paid_plan(uuid) to authenticated, service_role;

-- 8: whether a user pays is theirs to know (and an admin's); the database's own checks call private.has_paid_plan.
create or replace function public.has_paid_plan(p_user_id uuid) returns boolean
language sql stable security invoker set search_path = '' as $$
  select case when not public.is_api_user() or p_user_id = auth.uid() or public.is_admin() then private.has_paid_plan(p_user_id) end
$$;
comment on function public.has_paid_plan(uuid) is 'Whether the user has a paid plan: about yourself (admins: anyone); NULL for anyone else.';

create or replace function public.applications_starter_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_used integer;
begin
  if auth.uid() is null then
    return new;
  end if;
  insert into private.application_counts as c (user_id, month, applications)
  values (new.user_id, (date_trunc('month', now() at time zone 'UTC'))::date, 1)
  on conflict (user_id, month) do update set applications = c.applications + 1
  returning c.applications into v_used;
  if v_used > 5 and not public.is_admin() and not private.has_paid_plan(new.user_id) then
    raise exception 'The Starter plan includes 5 applications a month. Upgrade to Pro for unlimited applications.'
      using errcode = 'P0001', hint = '/pricing';
  end if;
  return new;
end
$$;
revoke execute on function public.applications_starter_limit() from public, anon, authenticated;

-- ------------------------------------------------ 6: accepted terms are frozen
create or replace function public.applications_freeze_accepted_terms() returns trigger
language plpgsql set search_path = '' as $$
begin
  if public.is_api_user() and old.status = 'accepted' and new.application_data is distinct from old.application_data then
    raise exception 'The terms of an accepted application are fixed: a change of terms is a new agreement both sides make'
      using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function public.applications_freeze_accepted_terms() from public, anon, authenticated;
create trigger applications_freeze_accepted_terms before update on public.applications
  for each row execute function public.applications_freeze_accepted_terms();

-- ------------------------------------------------ 7: online links for attendees only
create table private.event_links (
  event_id uuid primary key references public.events (id) on delete cascade deferrable initially deferred,
  online_url text not null constraint event_links_online_url_check check (online_url ~ '^https?://[^\s]+$')
);
comment on table private.event_links is
  'The link an online event is joined with. events.online_url stays NULL in the row (anyone reads events); event_online_url(events) gives it to attendees, the organiser and admins.';
alter table private.event_links enable row level security;
revoke all on private.event_links from public, anon, authenticated;

-- A link written to events.online_url is moved here (the row keeps NULL); leaving it out keeps the link; an
-- event that is no longer online loses it.
create or replace function private.events_keep_link_private() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not new.is_virtual then
    if tg_op = 'UPDATE' then
      delete from private.event_links where event_id = new.id;
    end if;
  elsif new.online_url is not null then
    insert into private.event_links (event_id, online_url) values (new.id, new.online_url)
    on conflict (event_id) do update set online_url = excluded.online_url;
  end if;
  new.online_url := null;
  return new;
end
$$;
revoke execute on function private.events_keep_link_private() from public, anon, authenticated;
-- "zz": after the checks of the value (events_online_url_check runs on the row, so the value is checked here too)
create trigger events_zz_keep_link_private before insert or update on public.events
  for each row execute function private.events_keep_link_private();

insert into private.event_links (event_id, online_url)
select id, online_url from public.events where online_url is not null and is_virtual
on conflict (event_id) do nothing;
alter table public.events disable trigger events_notify_attendees;
update public.events set online_url = null where online_url is not null;
alter table public.events enable trigger events_notify_attendees;

-- Attendees hear of a change of the link too (it is no longer on the row).
create or replace function private.event_links_notify_attendees() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.online_url is not distinct from old.online_url then
    return null;
  end if;
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select a.user_id, 'Event updated: ' || left(e.title, 150), 'The organiser changed the link to join "' || e.title || '".', 'info',
         '/community#events', jsonb_build_object('kind', 'event_updated', 'event_id', e.id)
  from public.events e join public.event_attendees a on a.event_id = e.id
  where e.id = new.event_id and e.cancelled_at is null and a.user_id is distinct from auth.uid();
  return null;
end
$$;
revoke execute on function private.event_links_notify_attendees() from public, anon, authenticated;
create trigger event_links_notify_attendees after update on private.event_links
  for each row execute function private.event_links_notify_attendees();

create or replace function private.event_online_url(p_event_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select l.online_url
  from private.event_links l join public.events e on e.id = l.event_id
  where l.event_id = p_event_id
    and auth.uid() is not null
    and (e.created_by = auth.uid() or public.is_admin()
         or exists (select 1 from public.event_attendees a where a.event_id = l.event_id and a.user_id = auth.uid()))
$$;
revoke execute on function private.event_online_url(uuid) from public;
grant execute on function private.event_online_url(uuid) to anon, authenticated, service_role;

create or replace function public.event_online_url(e public.events) returns text
language sql stable security invoker set search_path = '' as $$
  select private.event_online_url(e.id)
$$;
comment on function public.event_online_url(public.events) is
  'The link to join an online event, for its attendees, organiser and admins (NULL for everyone else): select=*,online_url:event_online_url';
revoke execute on function public.event_online_url(public.events) from public;
grant execute on function public.event_online_url(public.events) to anon, authenticated, service_role;

-- ------------------------------------------------ 8: a deal's audience, for those who see the deal
create or replace function private.ai_deal_audience(p_deal_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select public.ai_normalize_audience(
    case when d.target_audience <> '{}'::jsonb then d.target_audience else coalesce(c.target_audience, '{}'::jsonb) end)
  from public.deals d left join public.campaigns c on c.id = d.campaign_id
  where d.id = p_deal_id
$$;
revoke execute on function private.ai_deal_audience(uuid) from public, anon;
grant execute on function private.ai_deal_audience(uuid) to authenticated, service_role;

-- The caller's row-level security decides (match_score, a definer function, sees the deals it scores).
create or replace function public.ai_deal_audience(p_deal_id uuid) returns jsonb
language sql stable security invoker set search_path = '' as $$
  select case when not public.is_api_user() or exists (select 1 from public.deals d where d.id = p_deal_id)
    then private.ai_deal_audience(p_deal_id) end
$$;

-- ------------------------------------------------ 10: media kits and their views
create or replace function public.media_kits_check() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.handle := lower(btrim(new.handle));
  if exists (select 1 from jsonb_array_elements(new.rates) r
             where jsonb_typeof(r) is distinct from 'object' or jsonb_typeof(r->'label') is distinct from 'string'
                or not public.has_visible_text(r->>'label') or char_length(r->>'label') > 80
                or jsonb_typeof(r->'amount') is distinct from 'number' or (r->>'amount')::numeric < 0) then
    raise exception 'Every rate needs a label (up to 80 characters) and an amount of 0 or more' using errcode = '23514';
  end if;
  if new.published and (tg_op = 'INSERT' or not old.published) then
    new.published_at := now();
  end if;
  return new;
end
$$;

-- Signed-out views of one member count at most 100 in any hour, whatever their kind and however they came
-- (a kit view, or a profile view through the kit's handle). A suspended or deleted member's visits are refused.
create or replace function public.record_profile_view(p_kind text, p_user_id uuid default null, p_handle text default null) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_target uuid := p_user_id;
  v_refusal text;
begin
  if v_uid is not null then
    v_refusal := private.account_write_refusal(v_uid);
    if v_refusal is not null then
      raise exception '%', v_refusal using errcode = '42501';
    end if;
  end if;
  if p_kind not in ('profile', 'media_kit') then
    raise exception 'Unknown view kind %', p_kind using errcode = '22023';
  end if;
  if p_handle is not null then
    select user_id into v_target from public.media_kits where handle = lower(btrim(p_handle)) and published;
  end if;
  if v_target is null or v_target is not distinct from v_uid then
    return false;
  end if;
  if v_uid is null and p_handle is null then
    return false;
  end if;
  if not exists (select 1 from public.profiles where user_id = v_target) then
    return false;
  end if;
  if v_uid is not null and exists (select 1 from public.profile_views
                                   where profile_user_id = v_target and viewer_id = v_uid and kind = p_kind
                                     and viewed_at > now() - interval '1 hour') then
    return false;
  end if;
  if v_uid is null and (select count(*) from public.profile_views
                        where profile_user_id = v_target and viewer_id is null
                          and viewed_at > now() - interval '1 hour') >= 100 then
    return false;
  end if;
  insert into public.profile_views (profile_user_id, viewer_id, kind) values (v_target, v_uid, p_kind);
  return true;
end
$$;

-- ------------------------------------------------ 9: audience labels have visible text
create or replace function public.save_audience_dimension(p_dimension text, p_rows jsonb, p_platform text default null)
returns setof public.audience_demographics
language plpgsql security invoker set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_total numeric;
begin
  if v_uid is null then
    raise exception 'Sign in to edit your audience' using errcode = '42501';
  end if;
  if p_dimension not in ('age', 'gender', 'location', 'interest') then
    raise exception 'Unknown audience dimension %', p_dimension using errcode = '22023';
  end if;
  if jsonb_typeof(p_rows) <> 'array' then
    raise exception 'Audience rows must be a list' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_rows) r
             where jsonb_typeof(r) is distinct from 'object' or jsonb_typeof(r->'label') is distinct from 'string' or not public.has_visible_text(r->>'label') or char_length(r->>'label') > 60
                or jsonb_typeof(r->'percentage') is distinct from 'number') then
    raise exception 'Every audience row needs a label (up to 60 characters) and a percentage' using errcode = '22023';
  end if;
  select coalesce(sum((r->>'percentage')::numeric), 0) into v_total from jsonb_array_elements(p_rows) r;
  if p_dimension in ('age', 'gender') and jsonb_array_length(p_rows) > 0 and v_total <> 100 then
    raise exception 'Audience % shares must add up to 100%% (they add up to %%%)', p_dimension, v_total using errcode = '23514';
  end if;
  if v_total > 100 then
    raise exception 'Audience % shares add up to more than 100%%', p_dimension using errcode = '23514';
  end if;
  delete from public.audience_demographics
  where user_id = v_uid and dimension = p_dimension and platform is not distinct from p_platform;
  return query
    insert into public.audience_demographics (user_id, platform, dimension, label, percentage)
    select v_uid, p_platform, p_dimension, btrim(r->>'label'), (r->>'percentage')::numeric
    from jsonb_array_elements(p_rows) r
    returning *;
end
$$;

-- ------------------------------------------------ 12: deals follow every change of verification
-- "after update of verified" does not fire when verified changes in a BEFORE trigger (a rename sends the
-- brand back to verification) because the client's UPDATE did not name the column.
drop trigger brands_sync_deals_verified on public.brands;
create trigger brands_sync_deals_verified after update on public.brands
  for each row when (old.verified is distinct from new.verified)
  execute function public.brands_sync_deals_verified();
