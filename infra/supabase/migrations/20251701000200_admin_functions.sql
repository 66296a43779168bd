-- =============================================================================
-- Admin (issue 17), part 2: the admin's powers. Each function is SECURITY
-- DEFINER with a fixed search_path, refuses every caller who is not an admin
-- with 42501 (assert_admin), refuses a business-rule mistake with P0001 and
-- its own message, and writes one admin_audit_log row. The owner or author
-- affected is notified where the issue asks for it.
-- =============================================================================

create or replace function public.admin_require_reason(p_reason text, p_what text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  if p_reason is null or char_length(btrim(p_reason)) = 0 then
    raise exception 'A reason is required to %', p_what using errcode = 'P0001';
  end if;
  if char_length(btrim(p_reason)) > 500 then
    raise exception 'The reason must be 500 characters or fewer' using errcode = 'P0001';
  end if;
  return btrim(p_reason);
end
$$;

create or replace function public.admin_notify(p_user_id uuid, p_title text, p_message text, p_type text, p_action_url text, p_metadata jsonb)
returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select p_user_id, p_title, p_message, p_type, p_action_url, p_metadata
  where p_user_id is not null
$$;

-- ------------------------------------------------ brand verification
create or replace function public.admin_decide_brand_verification(p_brand_id uuid, p_approve boolean, p_reason text default null)
returns public.brands
language plpgsql security definer set search_path = '' as $$
declare
  v_brand public.brands%rowtype;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform public.assert_admin();
  if p_approve is null then
    raise exception 'Say whether the brand is verified or rejected' using errcode = 'P0001';
  end if;
  select * into v_brand from public.brands where id = p_brand_id for update;
  if not found then
    raise exception 'Brand not found' using errcode = 'P0001';
  end if;
  if p_approve then
    if v_brand.verified then
      raise exception 'This brand is already verified' using errcode = 'P0001';
    end if;
    -- the owner's 'Brand verified' notification comes from brands_notify_verified
    update public.brands set verified = true, verification_requested_at = null where id = p_brand_id returning * into v_brand;
  else
    v_reason := public.admin_require_reason(v_reason, 'reject a verification');
    if not v_brand.verified and v_brand.verification_requested_at is null then
      raise exception 'This brand has no pending verification request' using errcode = 'P0001';
    end if;
    update public.brands set verified = false, verification_requested_at = null where id = p_brand_id returning * into v_brand;
    perform public.admin_notify(v_brand.owner_id, 'Brand verification declined',
      v_brand.name || ' was not verified: ' || v_reason || ' You can update your brand and ask again.', 'warning', '/deals',
      jsonb_build_object('kind', 'brand_verification', 'brand_id', p_brand_id, 'approved', false));
  end if;
  perform public.write_admin_audit(case when p_approve then 'brand.verify' else 'brand.reject' end, 'brand', p_brand_id::text, v_reason,
    jsonb_build_object('name', v_brand.name));
  return v_brand;
end
$$;

-- ------------------------------------------------ deals
create or replace function public.admin_set_deal_active(p_deal_id uuid, p_active boolean, p_reason text default null)
returns public.deals
language plpgsql security definer set search_path = '' as $$
declare
  v_deal public.deals%rowtype;
  v_owner uuid;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform public.assert_admin();
  if p_active is null then
    raise exception 'Say whether the deal is active' using errcode = 'P0001';
  end if;
  select * into v_deal from public.deals where id = p_deal_id for update;
  if not found then
    raise exception 'Deal not found' using errcode = 'P0001';
  end if;
  select owner_id into v_owner from public.brands where id = v_deal.brand_id;
  if p_active then
    if v_deal.is_active then
      raise exception 'This deal is already active' using errcode = 'P0001';
    end if;
    update public.deals set is_active = true, deactivated_at = null, deactivated_by = null, deactivated_reason = null
      where id = p_deal_id returning * into v_deal;
    perform public.admin_notify(v_owner, 'Deal reactivated', '"' || v_deal.title || '" is active again.', 'success', '/deals',
      jsonb_build_object('kind', 'deal_moderation', 'deal_id', p_deal_id, 'active', true));
  else
    v_reason := public.admin_require_reason(v_reason, 'deactivate a deal');
    if not v_deal.is_active then
      raise exception 'This deal is already inactive' using errcode = 'P0001';
    end if;
    update public.deals set is_active = false, deactivated_at = now(), deactivated_by = auth.uid(), deactivated_reason = v_reason
      where id = p_deal_id returning * into v_deal;
    perform public.admin_notify(v_owner, 'Deal deactivated by an administrator',
      '"' || v_deal.title || '" was taken off the marketplace: ' || v_reason, 'warning', '/deals',
      jsonb_build_object('kind', 'deal_moderation', 'deal_id', p_deal_id, 'active', false));
  end if;
  perform public.write_admin_audit(case when p_active then 'deal.reactivate' else 'deal.deactivate' end, 'deal', p_deal_id::text, v_reason,
    jsonb_build_object('title', v_deal.title));
  return v_deal;
end
$$;

-- ------------------------------------------------ reports
create or replace function public.admin_close_reports(p_target_type text, p_target_id uuid, p_note text)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  update public.reports set status = 'resolved', resolved_by = auth.uid(), resolved_at = now(), resolution_note = p_note
  where target_type = p_target_type and target_id = p_target_id and status = 'open';
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

create or replace function public.admin_resolve_report(p_report_id uuid, p_status text, p_note text default null)
returns public.reports
language plpgsql security definer set search_path = '' as $$
declare
  v_report public.reports%rowtype;
begin
  perform public.assert_admin();
  if p_status is null or p_status not in ('resolved', 'dismissed') then
    raise exception 'A report is either resolved or dismissed' using errcode = 'P0001';
  end if;
  if char_length(p_note) > 500 then
    raise exception 'The note must be 500 characters or fewer' using errcode = 'P0001';
  end if;
  select * into v_report from public.reports where id = p_report_id for update;
  if not found then
    raise exception 'Report not found' using errcode = 'P0001';
  end if;
  if v_report.status <> 'open' then
    raise exception 'This report is already closed' using errcode = 'P0001';
  end if;
  update public.reports set status = p_status, resolved_by = auth.uid(), resolved_at = now(), resolution_note = nullif(btrim(p_note), '')
    where id = p_report_id returning * into v_report;
  perform public.write_admin_audit('report.' || case when p_status = 'resolved' then 'resolve' else 'dismiss' end, 'report', p_report_id::text,
    nullif(btrim(p_note), ''), jsonb_build_object('target_type', v_report.target_type, 'target_id', v_report.target_id, 'reason', v_report.reason));
  return v_report;
end
$$;

-- ------------------------------------------------ posts and comments
create or replace function public.admin_moderate_post(p_post_id uuid, p_remove boolean, p_reason text default null)
returns public.community_posts
language plpgsql security definer set search_path = '' as $$
declare
  v_post public.community_posts%rowtype;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_closed integer := 0;
begin
  perform public.assert_admin();
  if p_remove is null then
    raise exception 'Say whether the post is removed or restored' using errcode = 'P0001';
  end if;
  select * into v_post from public.community_posts where id = p_post_id for update;
  if not found then
    raise exception 'Post not found' using errcode = 'P0001';
  end if;
  if p_remove then
    v_reason := public.admin_require_reason(v_reason, 'remove a post');
    if v_post.removed_at is not null then
      raise exception 'This post is already removed' using errcode = 'P0001';
    end if;
    update public.community_posts set removed_at = now(), removed_by = auth.uid(), removed_reason = v_reason
      where id = p_post_id returning * into v_post;
    v_closed := public.admin_close_reports('post', p_post_id, 'Post removed: ' || v_reason);
    perform public.admin_notify(v_post.user_id, 'Your post was removed',
      'An administrator removed "' || v_post.title || '": ' || v_reason, 'warning', '/community',
      jsonb_build_object('kind', 'post_moderation', 'post_id', p_post_id, 'removed', true));
  else
    if v_post.removed_at is null then
      raise exception 'This post is not removed' using errcode = 'P0001';
    end if;
    update public.community_posts set removed_at = null, removed_by = null, removed_reason = null
      where id = p_post_id returning * into v_post;
    perform public.admin_notify(v_post.user_id, 'Your post was restored',
      '"' || v_post.title || '" is visible in the community again.', 'success', '/community',
      jsonb_build_object('kind', 'post_moderation', 'post_id', p_post_id, 'removed', false));
  end if;
  perform public.write_admin_audit(case when p_remove then 'post.remove' else 'post.restore' end, 'post', p_post_id::text, v_reason,
    jsonb_build_object('title', v_post.title, 'author_id', v_post.user_id, 'reports_resolved', v_closed));
  return v_post;
end
$$;

create or replace function public.admin_moderate_comment(p_comment_id uuid, p_remove boolean, p_reason text default null)
returns public.post_comments
language plpgsql security definer set search_path = '' as $$
declare
  v_comment public.post_comments%rowtype;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_excerpt text;
  v_closed integer := 0;
begin
  perform public.assert_admin();
  if p_remove is null then
    raise exception 'Say whether the comment is removed or restored' using errcode = 'P0001';
  end if;
  select * into v_comment from public.post_comments where id = p_comment_id for update;
  if not found then
    raise exception 'Comment not found' using errcode = 'P0001';
  end if;
  v_excerpt := case when char_length(v_comment.content) > 60 then left(v_comment.content, 57) || '...' else v_comment.content end;
  if p_remove then
    v_reason := public.admin_require_reason(v_reason, 'remove a comment');
    if v_comment.removed_at is not null then
      raise exception 'This comment is already removed' using errcode = 'P0001';
    end if;
    update public.post_comments set removed_at = now(), removed_by = auth.uid(), removed_reason = v_reason
      where id = p_comment_id returning * into v_comment;
    v_closed := public.admin_close_reports('comment', p_comment_id, 'Comment removed: ' || v_reason);
    perform public.admin_notify(v_comment.user_id, 'Your comment was removed',
      'An administrator removed your comment "' || v_excerpt || '": ' || v_reason, 'warning', '/community',
      jsonb_build_object('kind', 'comment_moderation', 'comment_id', p_comment_id, 'post_id', v_comment.post_id, 'removed', true));
  else
    if v_comment.removed_at is null then
      raise exception 'This comment is not removed' using errcode = 'P0001';
    end if;
    update public.post_comments set removed_at = null, removed_by = null, removed_reason = null
      where id = p_comment_id returning * into v_comment;
    perform public.admin_notify(v_comment.user_id, 'Your comment was restored',
      'Your comment "' || v_excerpt || '" is visible again.', 'success', '/community',
      jsonb_build_object('kind', 'comment_moderation', 'comment_id', p_comment_id, 'post_id', v_comment.post_id, 'removed', false));
  end if;
  perform public.write_admin_audit(case when p_remove then 'comment.remove' else 'comment.restore' end, 'comment', p_comment_id::text, v_reason,
    jsonb_build_object('excerpt', v_excerpt, 'author_id', v_comment.user_id, 'post_id', v_comment.post_id, 'reports_resolved', v_closed));
  return v_comment;
end
$$;

-- ------------------------------------------------ roles
create or replace function public.admin_set_user_role(p_user_id uuid, p_role text)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_from text;
  v_admins integer;
begin
  perform public.assert_admin();
  if p_role is null or p_role not in ('athlete', 'creator', 'brand', 'agency', 'admin') then
    raise exception 'Unknown role: %', coalesce(p_role, 'none') using errcode = 'P0001';
  end if;
  -- one role change at a time, so two admins cannot demote each other at once
  perform pg_advisory_xact_lock(hashtext('public.admin_set_user_role'));
  select role into v_from from public.user_roles where user_id = p_user_id for update;
  if not found then
    if not exists (select 1 from auth.users where id = p_user_id) then
      raise exception 'User not found' using errcode = 'P0001';
    end if;
    v_from := 'athlete';
    insert into public.user_roles (user_id, role) values (p_user_id, 'athlete');
  end if;
  if v_from = p_role then
    raise exception 'This user already has the % role', p_role using errcode = 'P0001';
  end if;
  if v_from = 'admin' then
    select count(*) into v_admins from public.user_roles where role = 'admin';
    if v_admins <= 1 then
      raise exception 'The last administrator cannot be demoted' using errcode = 'P0001';
    end if;
  end if;
  if p_role = 'admin' and public.is_suspended(p_user_id) then
    raise exception 'Unsuspend this user before making them an administrator' using errcode = 'P0001';
  end if;
  update public.user_roles set role = p_role where user_id = p_user_id;
  perform public.admin_notify(p_user_id, 'Your role changed',
    'An administrator changed your role from ' || v_from || ' to ' || p_role || '.', 'info', '/dashboard',
    jsonb_build_object('kind', 'role_change', 'from', v_from, 'to', p_role));
  perform public.write_admin_audit('user.set_role', 'user', p_user_id::text, null, jsonb_build_object('from', v_from, 'to', p_role));
  return p_role;
end
$$;

-- ------------------------------------------------ suspension
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
    -- GoTrue's ban: sign-in is refused with 'User is banned'; open sessions end (their refresh tokens go with them)
    update auth.users set banned_until = now() + interval '100 years' where id = p_user_id;
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

-- ------------------------------------------------ reads for the dashboard
-- The users list: name, address, role, sign-up, onboarding, suspension and activity counts.
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
         coalesce(o.onboarding_completed, false), p.suspended_at, p.suspended_reason,
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

-- Brands that asked for verification, with their owner and deals.
create or replace function public.admin_brand_requests()
returns table (
  id uuid, name text, website_url text, industry text, description text, logo_url text, verification_requested_at timestamptz,
  created_at timestamptz, owner_id uuid, owner_name text, owner_email text, deals_total bigint, deals_active bigint
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform public.assert_admin();
  return query
  select b.id, b.name, b.website_url, b.industry, b.description, b.logo_url, b.verification_requested_at, b.created_at,
         b.owner_id, p.full_name, u.email::text,
         (select count(*) from public.deals d where d.brand_id = b.id),
         (select count(*) from public.deals d where d.brand_id = b.id and d.is_active)
  from public.brands b
  left join public.profiles p on p.user_id = b.owner_id
  left join auth.users u on u.id = b.owner_id
  where b.verification_requested_at is not null and not b.verified
  order by b.verification_requested_at;
end
$$;

-- The reports queue: one row per reported item, with what it is and who wrote it.
create or replace function public.admin_report_queue(p_status text default 'open')
returns table (
  target_type text, target_id uuid, title text, excerpt text, author_id uuid, author_name text, removed boolean,
  report_count bigint, reasons text[], notes text[], report_ids uuid[], latest_report_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  perform public.assert_admin();
  if p_status is null or p_status not in ('open', 'resolved', 'dismissed') then
    raise exception 'Unknown report status' using errcode = 'P0001';
  end if;
  return query
  with grouped as (
    select r.target_type, r.target_id, count(*) as n, array_agg(distinct r.reason order by r.reason) as reasons,
           array_remove(array_agg(r.note order by r.created_at), null) as notes,
           array_agg(r.id order by r.created_at) as ids, max(r.created_at) as latest
    from public.reports r where r.status = p_status
    group by r.target_type, r.target_id
  )
  select g.target_type, g.target_id,
         coalesce(cp.title, d.title, pr.full_name, 'Comment'),
         left(coalesce(cp.content, pc.content, d.description, pr.bio, ''), 280),
         coalesce(cp.user_id, pc.user_id, b.owner_id, pr.user_id),
         coalesce(ap.full_name, b.name, pr.full_name),
         coalesce(cp.removed_at is not null, pc.removed_at is not null, not d.is_active, pr.suspended_at is not null, false),
         g.n, g.reasons, g.notes, g.ids, g.latest
  from grouped g
  left join public.community_posts cp on g.target_type = 'post' and cp.id = g.target_id
  left join public.post_comments pc on g.target_type = 'comment' and pc.id = g.target_id
  left join public.deals d on g.target_type = 'deal' and d.id = g.target_id
  left join public.brands b on b.id = d.brand_id
  left join public.profiles pr on g.target_type = 'profile' and pr.user_id = g.target_id
  left join public.profiles ap on ap.user_id = coalesce(cp.user_id, pc.user_id)
  order by g.n desc, g.latest desc
  limit 200;
end
$$;

-- Counts and a per-day series for the overview (default: the last 30 days).
-- Deal payments (issue 12) are payments whose metadata names a deal_id: held
-- while succeeded and not released, released once metadata.released_at is set
-- (both totals are all-time: what is held now, what was ever released).
create or replace function public.admin_overview(p_days integer default 30)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_since timestamptz;
  v_totals jsonb;
  v_series jsonb;
begin
  perform public.assert_admin();
  if p_days is null or p_days not between 1 and 365 then
    raise exception 'days must be between 1 and 365' using errcode = 'P0001';
  end if;
  v_since := date_trunc('day', now()) - make_interval(days => p_days - 1);

  select jsonb_build_object(
    'users', (select count(*) from public.profiles),
    'users_by_role', (select coalesce(jsonb_object_agg(role, n), '{}'::jsonb) from (select role, count(*) as n from public.user_roles group by role) x),
    'signups', (select count(*) from auth.users where created_at >= v_since),
    'suspended_users', (select count(*) from public.profiles where suspended_at is not null),
    'deals_active', (select count(*) from public.deals where is_active and brand_verified),
    'deals_posted', (select count(*) from public.deals where created_at >= v_since),
    'applications', (select count(*) from public.applications where created_at >= v_since),
    'accepted', (select count(*) from public.applications where created_at >= v_since and status = 'accepted'),
    'rejected', (select count(*) from public.applications where created_at >= v_since and status = 'rejected'),
    'messages', (select count(*) from public.messages where created_at >= v_since),
    'payments_collected', (select coalesce(sum(amount), 0) from public.payments where status = 'succeeded' and created_at >= v_since),
    'payments_refunded', (select coalesce(sum(amount), 0) from public.payments where status = 'refunded' and created_at >= v_since),
    'deal_payments_held', (select coalesce(sum(amount), 0) from public.payments
                           where status = 'succeeded' and metadata ? 'deal_id' and not metadata ? 'released_at'),
    'deal_payments_released', (select coalesce(sum(amount), 0) from public.payments
                               where status = 'succeeded' and metadata ? 'deal_id' and metadata ? 'released_at'),
    'open_reports', (select count(*) from public.reports where status = 'open'),
    'pending_verifications', (select count(*) from public.brands where verification_requested_at is not null and not verified)
  ) into v_totals;

  select coalesce(jsonb_agg(jsonb_build_object(
    'day', to_char(d.day, 'YYYY-MM-DD'),
    'signups', jsonb_build_object(
      'athlete', coalesce(s.athlete, 0), 'creator', coalesce(s.creator, 0), 'brand', coalesce(s.brand, 0),
      'agency', coalesce(s.agency, 0), 'admin', coalesce(s.admin, 0)),
    'deals', coalesce(dl.n, 0),
    'applications', coalesce(ap.n, 0),
    'accepted', coalesce(ap.accepted, 0),
    'rejected', coalesce(ap.rejected, 0),
    'messages', coalesce(m.n, 0),
    'payments_collected', coalesce(pay.collected, 0),
    'payments_refunded', coalesce(pay.refunded, 0)
  ) order by d.day), '[]'::jsonb) into v_series
  from generate_series(v_since, date_trunc('day', now()), interval '1 day') as d(day)
  left join (
    select date_trunc('day', u.created_at) as day,
           count(*) filter (where coalesce(r.role, 'athlete') = 'athlete') as athlete,
           count(*) filter (where r.role = 'creator') as creator,
           count(*) filter (where r.role = 'brand') as brand,
           count(*) filter (where r.role = 'agency') as agency,
           count(*) filter (where r.role = 'admin') as admin
    from auth.users u left join public.user_roles r on r.user_id = u.id
    where u.created_at >= v_since group by 1
  ) s on s.day = d.day
  left join (select date_trunc('day', created_at) as day, count(*) as n from public.deals where created_at >= v_since group by 1) dl on dl.day = d.day
  left join (
    select date_trunc('day', created_at) as day, count(*) as n,
           count(*) filter (where status = 'accepted') as accepted, count(*) filter (where status = 'rejected') as rejected
    from public.applications where created_at >= v_since group by 1
  ) ap on ap.day = d.day
  left join (select date_trunc('day', created_at) as day, count(*) as n from public.messages where created_at >= v_since group by 1) m on m.day = d.day
  left join (
    select date_trunc('day', created_at) as day,
           sum(amount) filter (where status = 'succeeded') as collected, sum(amount) filter (where status = 'refunded') as refunded
    from public.payments where created_at >= v_since group by 1
  ) pay on pay.day = d.day;

  return jsonb_build_object('days', p_days, 'since', v_since, 'totals', v_totals, 'series', v_series);
end
$$;

revoke execute on function public.admin_require_reason(text, text), public.admin_notify(uuid, text, text, text, text, jsonb),
  public.admin_close_reports(text, uuid, text)
  from public, anon, authenticated;

do $$
declare
  f regprocedure;
begin
  for f in
    select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.proname in (
      'admin_decide_brand_verification', 'admin_set_deal_active', 'admin_resolve_report', 'admin_moderate_post',
      'admin_moderate_comment', 'admin_set_user_role', 'admin_set_suspended', 'admin_users', 'admin_brand_requests',
      'admin_report_queue', 'admin_overview')
  loop
    execute format('revoke execute on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$$;
