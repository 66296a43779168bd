-- =============================================================================
-- Profiles, media kits, settings (issue 16).
-- 1. extra_data.preferences is merged key by key on update (the spec merges
--    extra_data; preferences is the one nested object two screens write:
--    settings' switches and the profile's partnership preferences), so two
--    tabs saving different preferences never undo each other. The merge runs
--    under the row lock of the UPDATE. Partnership preferences are checked:
--    refused_categories are deal_categories slugs, min_deal_amount is a whole
--    number of dollars.
-- 2. Social handles are stored without a leading @.
-- 3. Audience demographics: age and gender shares of one platform never add
--    up to more than 100; save_audience_dimension() replaces a dimension at
--    once and requires exactly 100 for age and gender.
-- 4. media_kits: the owner's publish settings (handle, sections, rates);
--    media_kit() is the one read of a kit: the owner sees everything, anyone
--    (signed out too) sees a published kit's chosen sections, a signed-in
--    user sees an unpublished profile's basics without rates.
-- 5. profile_views: written only by record_profile_view(), read by the owner.
-- 6. delete_my_account(): removes the caller's personal data, anonymises what
--    other people still need (messages, posts, accepted deals and payments)
--    and closes the sign-in for good.
-- 7. Deal alerts respect refused categories and the minimum deal amount.
-- =============================================================================

-- ------------------------------------------------------------ 1. preferences
create or replace function public.profiles_merge_extra_data() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_old jsonb := coalesce(old.extra_data, '{}'::jsonb);
  v_new jsonb := coalesce(new.extra_data, '{}'::jsonb);
begin
  -- delete_my_account() clears the object outright
  if current_setting('pitchside.replace_extra_data', true) = 'on' then
    return new;
  end if;
  new.extra_data := v_old || v_new;
  if jsonb_typeof(v_old->'preferences') = 'object' and jsonb_typeof(v_new->'preferences') = 'object' then
    new.extra_data := jsonb_set(new.extra_data, '{preferences}', (v_old->'preferences') || (v_new->'preferences'));
  end if;
  return new;
end
$$;

create or replace function public.profiles_check_preferences() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_prefs jsonb := new.extra_data->'preferences';
  v_refused jsonb;
  v_min jsonb;
begin
  if v_prefs is null or jsonb_typeof(v_prefs) = 'null' then
    return new;
  end if;
  if jsonb_typeof(v_prefs) <> 'object' then
    raise exception 'Preferences must be an object' using errcode = '23514';
  end if;
  v_refused := v_prefs->'refused_categories';
  if v_refused is not null and jsonb_typeof(v_refused) <> 'null' then
    if jsonb_typeof(v_refused) <> 'array'
       or exists (select 1 from jsonb_array_elements(v_refused) e where jsonb_typeof(e) <> 'string')
       or exists (select 1 from jsonb_array_elements_text(v_refused) s
                  where not exists (select 1 from public.deal_categories c where c.slug = s)) then
      raise exception 'Refused categories must be deal categories' using errcode = '23514';
    end if;
  end if;
  v_min := v_prefs->'min_deal_amount';
  if v_min is not null and jsonb_typeof(v_min) <> 'null' then
    if jsonb_typeof(v_min) <> 'number' or (v_min::text)::numeric < 0 or (v_min::text)::numeric > 10000000
       or (v_min::text)::numeric <> trunc((v_min::text)::numeric) then
      raise exception 'The minimum deal amount must be a whole number of dollars from 0 to 10,000,000' using errcode = '23514';
    end if;
  end if;
  return new;
end
$$;
-- named to run after profiles_merge_extra_data (triggers fire in name order)
create trigger profiles_zz_check_preferences before insert or update of extra_data on public.profiles
  for each row execute function public.profiles_check_preferences();

-- ------------------------------------------------------------ 2. handles
create or replace function public.profiles_normalize_handles() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.instagram_handle := nullif(ltrim(btrim(new.instagram_handle), '@'), '');
  new.twitter_handle := nullif(ltrim(btrim(new.twitter_handle), '@'), '');
  new.tiktok_handle := nullif(ltrim(btrim(new.tiktok_handle), '@'), '');
  return new;
end
$$;
create trigger profiles_normalize_handles before insert or update on public.profiles
  for each row execute function public.profiles_normalize_handles();

update public.profiles
set instagram_handle = ltrim(instagram_handle, '@'), twitter_handle = ltrim(twitter_handle, '@'), tiktok_handle = ltrim(tiktok_handle, '@')
where instagram_handle like '@%' or twitter_handle like '@%' or tiktok_handle like '@%';

-- ------------------------------------------------------ 3. demographics
create or replace function public.audience_demographics_check_sum() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_total numeric;
begin
  if new.dimension not in ('age', 'gender') then
    return null;
  end if;
  select coalesce(sum(percentage), 0) into v_total
  from public.audience_demographics
  where user_id = new.user_id and dimension = new.dimension and platform is not distinct from new.platform;
  if v_total > 100 then
    raise exception 'Audience % shares add up to %%%, more than 100%%', new.dimension, v_total using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger audience_demographics_check_sum after insert or update on public.audience_demographics
  deferrable initially deferred
  for each row execute function public.audience_demographics_check_sum();

-- Replaces one dimension (and platform) of the caller's audience in one go: rows [{label, percentage}].
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
             where jsonb_typeof(r->'label') <> 'string' or btrim(r->>'label') = '' or char_length(r->>'label') > 60
                or jsonb_typeof(r->'percentage') <> 'number') then
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

-- ------------------------------------------------------------- 4. media kits
create table public.media_kits (
  user_id uuid primary key references public.profiles (user_id) on delete cascade,
  handle text not null unique
    constraint media_kits_handle_check check (handle ~ '^[a-z0-9]([a-z0-9-]{1,38}[a-z0-9])?$'),
  published boolean not null default false,
  headline text constraint media_kits_headline_check check (char_length(headline) <= 120),
  sections text[] not null default '{bio,platforms,audience,stats,achievements,partnerships,rates}'
    constraint media_kits_sections_check check (sections <@ array['bio', 'platforms', 'audience', 'stats', 'achievements', 'partnerships', 'rates']),
  -- [{ "label": "Instagram post", "amount": 750 }], whole dollars
  rates jsonb not null default '[]'::jsonb
    constraint media_kits_rates_check check (jsonb_typeof(rates) = 'array' and jsonb_array_length(rates) <= 12),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.media_kits is 'A user''s media kit settings: public handle (/kit/<handle>), publish toggle, published sections and rates.';
create trigger media_kits_set_updated_at before update on public.media_kits
  for each row execute function public.set_updated_at();

create or replace function public.media_kits_check() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.handle := lower(btrim(new.handle));
  if exists (select 1 from jsonb_array_elements(new.rates) r
             where jsonb_typeof(r) <> 'object' or jsonb_typeof(r->'label') <> 'string' or btrim(r->>'label') = ''
                or char_length(r->>'label') > 80 or jsonb_typeof(r->'amount') <> 'number' or (r->>'amount')::numeric < 0) then
    raise exception 'Every rate needs a label (up to 80 characters) and an amount of 0 or more' using errcode = '23514';
  end if;
  if new.published and (tg_op = 'INSERT' or not old.published) then
    new.published_at := now();
  end if;
  return new;
end
$$;
create trigger media_kits_check before insert or update on public.media_kits
  for each row execute function public.media_kits_check();

alter table public.media_kits enable row level security;
create policy "Owners read their media kit" on public.media_kits
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Owners create their media kit" on public.media_kits
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Owners update their media kit" on public.media_kits
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Owners delete their media kit" on public.media_kits
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage media kits" on public.media_kits
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
grant select, insert, update, delete on public.media_kits to authenticated;

-- Past partnerships: accepted applications whose deliverables are all approved (or that had none to deliver).
create or replace function public.completed_partnerships(p_user_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('deal_title', d.title, 'brand_name', b.name, 'brand_logo_url', b.logo_url,
                                               'category', d.category, 'completed_at', a.updated_at)
                            order by a.updated_at desc), '[]'::jsonb)
  from public.applications a
  join public.deals d on d.id = a.deal_id
  join public.brands b on b.id = d.brand_id
  where a.user_id = p_user_id and a.status = 'accepted'
    and not exists (select 1 from public.deal_deliverables x where x.application_id = a.id and x.status <> 'approved')
$$;
revoke execute on function public.completed_partnerships(uuid) from public, anon, authenticated;

-- The media kit of a user (by handle, or by user id for signed-in callers), shaped for the page and the PDF.
create or replace function public.media_kit(p_handle text default null, p_user_id uuid default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_kit public.media_kits;
  v_profile public.profiles;
  v_owner boolean;
  v_sections text[];
begin
  if p_handle is not null then
    select * into v_kit from public.media_kits where handle = lower(btrim(p_handle));
    if not found then
      return null;
    end if;
    p_user_id := v_kit.user_id;
  elsif p_user_id is null then
    p_user_id := v_uid;
  end if;
  if p_user_id is null then
    return null;
  end if;
  if v_kit.user_id is null then
    select * into v_kit from public.media_kits where user_id = p_user_id;
  end if;
  select * into v_profile from public.profiles where user_id = p_user_id and suspended_at is null;
  if not found then
    return null;
  end if;
  v_owner := v_uid = p_user_id or public.is_admin();
  if v_owner then
    v_sections := array['bio', 'platforms', 'audience', 'stats', 'achievements', 'partnerships', 'rates'];
  elsif coalesce(v_kit.published, false) then
    v_sections := v_kit.sections;
  elsif v_uid is not null and p_handle is null then
    -- a signed-in member reads these tables anyway; rates stay private until published
    v_sections := array['bio', 'platforms', 'audience', 'stats', 'achievements', 'partnerships'];
  else
    return null;
  end if;

  return jsonb_build_object(
    'user_id', v_profile.user_id,
    'full_name', coalesce(v_profile.full_name, 'User'),
    'role', v_profile.role,
    'avatar_url', v_profile.avatar_url,
    'sport', v_profile.sport,
    'content_type', v_profile.content_type,
    'company_name', v_profile.company_name,
    -- the details around the bio (school, location, links) are shown with it, or not at all
    'school', case when 'bio' = any (v_sections) then v_profile.extra_data->>'school' end,
    'position', case when 'bio' = any (v_sections) then v_profile.extra_data->>'position' end,
    'graduation_year', case when 'bio' = any (v_sections) then v_profile.graduation_year end,
    'location', case when 'bio' = any (v_sections) then v_profile.extra_data->>'location' end,
    'website_url', case when 'bio' = any (v_sections) then v_profile.website_url end,
    'content_categories', case when 'bio' = any (v_sections) then to_jsonb(v_profile.content_categories) else '[]'::jsonb end,
    'instagram_handle', case when 'bio' = any (v_sections) then v_profile.instagram_handle end,
    'twitter_handle', case when 'bio' = any (v_sections) then v_profile.twitter_handle end,
    'tiktok_handle', case when 'bio' = any (v_sections) then v_profile.tiktok_handle end,
    'handle', v_kit.handle,
    'published', coalesce(v_kit.published, false),
    'headline', v_kit.headline,
    'sections', to_jsonb(v_sections),
    'bio', case when 'bio' = any (v_sections) then v_profile.bio end,
    'platforms', case when 'platforms' = any (v_sections) then (
      select coalesce(jsonb_agg(jsonb_build_object('platform', p.platform, 'handle', p.handle, 'url', p.url,
                                                   'follower_count', p.follower_count, 'engagement_rate', p.engagement_rate)
                                order by p.follower_count desc nulls last), '[]'::jsonb)
      from public.creator_platforms p where p.user_id = p_user_id) end,
    'audience', case when 'audience' = any (v_sections) then (
      select coalesce(jsonb_agg(jsonb_build_object('platform', a.platform, 'dimension', a.dimension, 'label', a.label, 'percentage', a.percentage)
                                order by a.platform nulls first, a.dimension, a.percentage desc), '[]'::jsonb)
      from public.audience_demographics a where a.user_id = p_user_id) end,
    'stats', case when 'stats' = any (v_sections) then (
      select coalesce(jsonb_agg(jsonb_build_object('season', s.season, 'stat_name', s.stat_name, 'stat_value', s.stat_value, 'unit', s.unit)
                                order by s.season desc nulls last, s.stat_name), '[]'::jsonb)
      from public.athlete_stats s where s.user_id = p_user_id) end,
    'achievements', case when 'achievements' = any (v_sections) then (
      select coalesce(jsonb_agg(jsonb_build_object('title', x.title, 'achieved_on', x.achieved_on, 'description', x.description)
                                order by x.achieved_on desc nulls last), '[]'::jsonb)
      from public.athlete_achievements x where x.user_id = p_user_id) end,
    'partnerships', case when 'partnerships' = any (v_sections) then public.completed_partnerships(p_user_id) end,
    'rates', case when 'rates' = any (v_sections) then coalesce(v_kit.rates, '[]'::jsonb) end
  );
end
$$;
revoke execute on function public.media_kit(text, uuid) from public;
grant execute on function public.media_kit(text, uuid) to anon, authenticated;

-- ------------------------------------------------------------ 5. profile views
create table public.profile_views (
  id uuid primary key default gen_random_uuid(),
  profile_user_id uuid not null references public.profiles (user_id) on delete cascade,
  viewer_id uuid references auth.users (id) on delete set null,
  kind text not null constraint profile_views_kind_check check (kind in ('profile', 'media_kit')),
  viewed_at timestamptz not null default now()
);
create index profile_views_owner_idx on public.profile_views (profile_user_id, viewed_at desc);
alter table public.profile_views enable row level security;
create policy "Owners read views of their profile" on public.profile_views
  for select to authenticated using (profile_user_id = (select auth.uid()));
create policy "Admins read profile views" on public.profile_views
  for select to authenticated using ((select public.is_admin()));
grant select on public.profile_views to authenticated;

-- One view per viewer, profile and kind an hour (signed-out visits of a published kit count each time);
-- the owner's own visits do not count. Returns whether the view was recorded.
create or replace function public.record_profile_view(p_kind text, p_user_id uuid default null, p_handle text default null) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_target uuid := p_user_id;
begin
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
  insert into public.profile_views (profile_user_id, viewer_id, kind) values (v_target, v_uid, p_kind);
  return true;
end
$$;
revoke execute on function public.record_profile_view(text, uuid, text) from public;
grant execute on function public.record_profile_view(text, uuid, text) to anon, authenticated;

-- ------------------------------------------------------------ 6. delete account
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
  delete from auth.sessions where user_id = v_uid;
  delete from auth.identities where user_id = v_uid;
  update auth.users
  set email = 'deleted-' || v_uid::text || '@deleted.invalid', encrypted_password = '', phone = null,
      raw_user_meta_data = jsonb_build_object('deleted', true), banned_until = 'infinity', updated_at = now()
  where id = v_uid;
end
$$;
revoke execute on function public.delete_my_account(text) from public, anon;
grant execute on function public.delete_my_account(text) to authenticated;

-- ------------------------------------------------------------ 7. deal alerts
create or replace function public.deals_notify_alerts() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_brand text;
  v_slug text;
begin
  if not new.is_active or new.category is null or not public.in_api_request()
     or (tg_op = 'UPDATE' and old.is_active) then
    return null;
  end if;
  select name into v_brand from public.brands where id = new.brand_id and verified;
  if v_brand is null then
    return null;
  end if;
  select slug into v_slug from public.deal_categories where name = new.category;

  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select p.user_id, 'New ' || new.category || ' deal',
         v_brand || ' posted "' || new.title || '".',
         'info', '/marketplace/deals/' || new.id::text,
         jsonb_build_object('kind', 'deal_alert', 'deal_id', new.id)
  from public.profiles p
  join public.user_roles r on r.user_id = p.user_id
  where r.role = any (new.target_roles)
    and coalesce(p.extra_data->'preferences'->'interested_categories', '[]'::jsonb) ? new.category
    and not coalesce(p.extra_data->'preferences'->'refused_categories', '[]'::jsonb) ? coalesce(v_slug, '')
    and new.compensation_amount >= coalesce(case when jsonb_typeof(p.extra_data->'preferences'->'min_deal_amount') = 'number'
                                                 then (p.extra_data->'preferences'->>'min_deal_amount')::numeric end, 0)
    and (p.extra_data->'preferences'->>'deal_alerts') is distinct from 'false'
    and p.user_id is distinct from (select owner_id from public.brands where id = new.brand_id);
  return null;
end
$$;
