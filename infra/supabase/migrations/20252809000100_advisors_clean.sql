-- =============================================================================
-- The schema as Supabase's Security and Performance Advisors see it: clean.
--
-- The advisors' lints (splinter) on the migrations before this one, and after it
-- (`npm run db:advisors`; infra/supabase/tests/advisors.test.ts keeps them at 0):
--   function_search_path_mutable                         15 -> 0
--   anon_security_definer_function_executable            17 -> 0
--   authenticated_security_definer_function_executable   49 -> 0
--   multiple_permissive_policies                        109 -> 0
--   unindexed_foreign_keys                               15 -> 0
--
--  0. a guard: the functions section 2 re-creates are still the ones it was written from
--  1. every SECURITY DEFINER function moves to schema `private`, which the API does not expose
--     (infra/supabase/config.toml [api] schemas); triggers, policies and grants follow the function
--  2. bodies that call a moved function call it as private.<name>()
--  3. every function sets search_path = ''
--  4. the RPCs the app calls (and the computed fields PostgREST reads) stay in `public` as thin
--     SECURITY INVOKER wrappers over the private definer function, with the same grants
--     (the list, who may call each and why: infra/supabase/README.md "API-callable functions")
--  5. trigger functions: executable by no API role (a trigger runs its function without that grant)
--  6. one permissive policy per table, role and command: the conditions of the policies it replaces,
--     OR-ed (PostgreSQL ORs permissive policies the same way, so who may do what is unchanged). The
--     "Admins manage X" policies and the loop-generated policies of earlier migrations are written out here.
--  7. an index for every foreign key
--  8. pg_graphql off
--
-- Sections 1-6 were written from the catalogue of the schema the earlier migrations build
-- (pg_get_functiondef / pg_get_expr, which qualify every name); new SQL follows the same style
-- (infra/supabase/README.md).
-- =============================================================================

-- ------------------------------------------------------------------ 0. written against these bodies
-- Section 2 re-creates the functions below with their calls to moved functions schema-qualified in private.
-- Had a migration between this one's writing and its run changed one of them, re-creating it from the text
-- below would undo that change: refuse instead, naming the function (rewrite the calls in the new body).
do $$
declare
  v_changed text;
begin
  select string_agg(e.sig, ', ' order by e.sig) into v_changed
    from (values
    ('public.account_email(public.profiles)', 'afde9e940b9f0f14099786cefe1e6a98'),
    ('public.admin_brand_requests()', '3a028af6ebbe25d29fcdeb07c5726fe2'),
    ('public.admin_decide_brand_verification(uuid,boolean,text)', '0c5f7cc9b1394cf43a238ce17d7412ed'),
    ('public.admin_moderate_comment(uuid,boolean,text)', 'b9564863fe923421aaf05660c99fcc39'),
    ('public.admin_moderate_post(uuid,boolean,text)', '26409aecc4bc47931f0518251f706f0e'),
    ('public.admin_overview(integer)', 'dae921f4e923bf58d8adf05154e6362f'),
    ('public.admin_report_queue(text)', '528d43f55896d9a43c220afde73bf64a'),
    ('public.admin_resolve_report(uuid,text,text)', 'f83d3d593fc47cacc3b243e38e1de768'),
    ('public.admin_set_deal_active(uuid,boolean,text)', '5dd388aa408c6db45c730d3a116f19ed'),
    ('public.admin_set_suspended(uuid,boolean,text)', 'b16af882bae709f65e4287df3e158f7b'),
    ('public.admin_set_user_role(uuid,text)', '5e3278e418b549697f7ea2ef9e105ffe'),
    ('public.admin_users(text,text,integer,integer)', '034467d206d56fbef5c6b2a0bfc07a47'),
    ('public.agency_clients_sync_managed()', 'f0c127928b38fa1c298dcaf8f9a6b83f'),
    ('public.ai_market_position(uuid)', '56962a7ae354a01d83fa9e4452f7eabf'),
    ('public.ai_refresh_brand_payments(uuid[])', '2469239fa5498cde6a86daa739dda633'),
    ('public.ai_refresh_user_features(uuid)', 'f07d44e415c88b62a7fb1ca6466e3a9e'),
    ('public.ai_score_inputs(uuid,uuid)', '002c334fdafef52298c5817939f2b023'),
    ('public.ai_user_features_touch()', 'f1b781fdf553b12947f53c0d89a6b2f0'),
    ('public.applications_check_rules()', '4514554b1badeeed5f1572734f7f046a'),
    ('public.applications_guard()', '3cb0af616ca3b2b7d89ea4c6d9d59d22'),
    ('public.applications_review_rules()', 'ff58d396b99c8bad073c3ba2651a97a9'),
    ('public.applications_starter_limit()', 'e2e4c7d13f2182026b46183c5586477c'),
    ('public.assert_admin()', 'c9618f9d29475a6a286d7f4a17724337'),
    ('public.brands_guard_verification_request()', 'b9e48ab63459a49862c54931efe279b2'),
    ('public.brands_guard_verified()', 'fac3a45b08c2522db0a1f813d968f672'),
    ('public.brands_unverify_on_rename()', '30d3db99358f935f80789a20e054194c'),
    ('public.deal_categories_ai_markets()', '853ae5eb08de136cd98edbbe3f42134a'),
    ('public.deal_deliverables_ai_features()', '7544e2edfa291b327634f835ffbe401f'),
    ('public.deal_deliverables_guard()', 'b1a289deead1ff5e454eb96dd77aa6ca'),
    ('public.deal_deliverables_guard_caption()', 'f871a0b9130d9f11c929718edc31334d'),
    ('public.deal_payments_ai_brands()', '21aa0cf69639f1af008a32a59c2776ab'),
    ('public.deals_ai_markets()', '03c9db9f4c5badc0f512ac6650b9435c'),
    ('public.deals_set_created_by()', 'b3d265fe8ee0fd549018db7af7c6f282'),
    ('public.delete_my_account(text)', '223b3e1aa3a585fa2df33779d661fea2'),
    ('public.get_user_role(uuid)', 'f832e4d8af98a268dc47fb8ca3f15d05'),
    ('public.match_score(public.deals)', 'c361fe8ec7ee73a6e3721f61ccdaf48b'),
    ('public.media_kit(text,uuid)', '45887b17595fd3fb7de6d811fb563bf7'),
    ('public.messages_after_insert()', '75c670791283b525b075c0dd1978ccb4'),
    ('public.notifications_email_copy()', '925a48a38b23a0c0208732562166a63a'),
    ('public.profiles_guard_role()', '09e33ae77724a8fc669cd3ebfeaaf456'),
    ('public.profiles_sync_clients_managed()', '2eba5cf5fff9a611131f54deec6872cc'),
    ('public.refuse_suspended_writes()', 'ea648f6713e33907de64aace044e67ac'),
    ('public.refuse_suspended_writes_on(regclass)', '026745260daeecd9ca134479c85397f3'),
    ('public.send_message(text,uuid,uuid)', 'e7edd08e9b81e212976f7c76de2114d6')
    ) as e(sig, src_md5)
    left join pg_catalog.pg_proc p on p.oid = pg_catalog.to_regprocedure(e.sig)
   where p.oid is null or pg_catalog.md5(p.prosrc) <> e.src_md5;
  if v_changed is not null then
    raise exception 'Functions changed after 20252809000100_advisors_clean.sql was written: %', v_changed
      using hint = 'Section 2 of this migration would put back their older bodies: copy their new bodies into section 2 (calls to the moved functions written private.<name>(...)) and their md5(prosrc) into section 0.';
  end if;
end
$$;

-- ------------------------------------------------------------------ the private schema
-- Not exposed by the API. anon and authenticated use it only through what they are granted: the policy
-- helpers their policies call, the definer functions behind the public wrappers.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------- 1. definer functions move to private
-- `alter function ... set schema` keeps the triggers, policies, defaults and grants that point at them.
alter function public.account_email(p public.profiles) set schema private;
alter function public.admin_brand_requests() set schema private;
alter function public.admin_close_reports(p_target_type text, p_target_id uuid, p_note text) set schema private;
alter function public.admin_decide_brand_verification(p_brand_id uuid, p_approve boolean, p_reason text) set schema private;
alter function public.admin_moderate_comment(p_comment_id uuid, p_remove boolean, p_reason text) set schema private;
alter function public.admin_moderate_post(p_post_id uuid, p_remove boolean, p_reason text) set schema private;
alter function public.admin_notify(p_user_id uuid, p_title text, p_message text, p_type text, p_action_url text, p_metadata jsonb) set schema private;
alter function public.admin_overview(p_days integer) set schema private;
alter function public.admin_report_queue(p_status text) set schema private;
alter function public.admin_resolve_report(p_report_id uuid, p_status text, p_note text) set schema private;
alter function public.admin_set_deal_active(p_deal_id uuid, p_active boolean, p_reason text) set schema private;
alter function public.admin_set_suspended(p_user_id uuid, p_suspended boolean, p_reason text) set schema private;
alter function public.admin_set_user_role(p_user_id uuid, p_role text) set schema private;
alter function public.admin_users(p_search text, p_role text, p_limit integer, p_offset integer) set schema private;
alter function public.agency_clients_count(p_agency uuid) set schema private;
alter function public.ai_brand_payment_record(p_brand_id uuid) set schema private;
alter function public.ai_market_counts(p_category text, p_roles text[], p_amount numeric, p_exclude uuid) set schema private;
alter function public.ai_market_stats(p_category text, p_exclude uuid) set schema private;
alter function public.ai_refresh_brand_payments(p_brands uuid[]) set schema private;
alter function public.ai_refresh_category_markets(p_categories text[]) set schema private;
alter function public.ai_refresh_user_features(p_user_id uuid) set schema private;
alter function public.ai_user_score_inputs(p_user_id uuid) set schema private;
alter function public.assert_admin() set schema private;
alter function public.can_see_application(application_id_param uuid) set schema private;
alter function public.cancel_workshop_registration(workshop_id_param uuid) set schema private;
alter function public.completed_partnerships(p_user_id uuid) set schema private;
alter function public.delete_my_account(p_confirmation text) set schema private;
alter function public.first_lesson_position(module_id_param uuid) set schema private;
alter function public.get_user_role(user_uuid uuid) set schema private;
alter function public.is_admin() set schema private;
alter function public.is_brand_owner(brand_id_param uuid) set schema private;
alter function public.is_brand_verified(brand_id_param uuid) set schema private;
alter function public.is_conversation_participant(conv_id uuid) set schema private;
alter function public.is_suspended(p_user_id uuid) set schema private;
alter function public.join_event(event_id_param uuid) set schema private;
alter function public.learning_module_outline() set schema private;
alter function public.learning_module_popularity() set schema private;
alter function public.leave_event(event_id_param uuid) set schema private;
alter function public.match_score(d public.deals) set schema private;
alter function public.media_kit(p_handle text, p_user_id uuid) set schema private;
alter function public.my_conversation_ids() set schema private;
alter function public.notification_preference_on(p_user uuid, p_key text) set schema private;
alter function public.owned_deal_ids() set schema private;
alter function public.record_profile_view(p_kind text, p_user_id uuid, p_handle text) set schema private;
alter function public.register_for_workshop(workshop_id_param uuid) set schema private;
alter function public.request_brand_verification(p_brand_id uuid) set schema private;
alter function public.send_event_reminders(p_within interval) set schema private;
alter function public.send_message(p_content text, p_conversation_id uuid, p_recipient_id uuid) set schema private;
alter function public.start_conversation(p_recipient_id uuid) set schema private;
alter function public.toggle_post_like(post_id_param uuid) set schema private;
alter function public.write_admin_audit(p_action text, p_target_type text, p_target_id text, p_reason text, p_details jsonb) set schema private;
alter function public.agency_clients_sync_managed() set schema private;
alter function public.ai_user_features_touch() set schema private;
alter function public.applications_check_rules() set schema private;
alter function public.applications_create_deliverables() set schema private;
alter function public.applications_notify() set schema private;
alter function public.applications_record_history() set schema private;
alter function public.applications_starter_limit() set schema private;
alter function public.brands_notify_verified() set schema private;
alter function public.brands_sync_deals_verified() set schema private;
alter function public.deal_categories_ai_markets() set schema private;
alter function public.deal_deliverables_ai_features() set schema private;
alter function public.deal_deliverables_guard() set schema private;
alter function public.deal_deliverables_guard_caption() set schema private;
alter function public.deal_deliverables_notify() set schema private;
alter function public.deal_deliverables_track_payment() set schema private;
alter function public.deal_payments_ai_brands() set schema private;
alter function public.deal_payments_notify() set schema private;
alter function public.deals_ai_markets() set schema private;
alter function public.deals_notify_alerts() set schema private;
alter function public.deals_set_brand_verified() set schema private;
alter function public.event_attendees_count() set schema private;
alter function public.events_notify_attendees() set schema private;
alter function public.handle_new_user() set schema private;
alter function public.learning_progress_check_lesson() set schema private;
alter function public.learning_progress_summarise() set schema private;
alter function public.messages_after_insert() set schema private;
alter function public.notifications_email_copy() set schema private;
alter function public.payments_notify() set schema private;
alter function public.post_comments_count() set schema private;
alter function public.post_comments_notify() set schema private;
alter function public.post_likes_count() set schema private;
alter function public.profiles_sync_clients_managed() set schema private;
alter function public.refuse_suspended_writes() set schema private;
alter function public.reports_check_target() set schema private;
alter function public.user_roles_sync_profile() set schema private;
alter function public.workshop_registrations_count() set schema private;

-- ------------------------------------------------ 2. bodies that call a moved function call it in private

CREATE OR REPLACE FUNCTION private.account_email(p public.profiles)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select u.email from auth.users u
  where u.id = p.user_id and (p.user_id = auth.uid() or private.is_admin())
$function$;

CREATE OR REPLACE FUNCTION private.admin_brand_requests()
 RETURNS TABLE(id uuid, name text, website_url text, industry text, description text, logo_url text, verification_requested_at timestamp with time zone, created_at timestamp with time zone, owner_id uuid, owner_name text, owner_email text, deals_total bigint, deals_active bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_admin();
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
$function$;

CREATE OR REPLACE FUNCTION private.admin_decide_brand_verification(p_brand_id uuid, p_approve boolean, p_reason text DEFAULT NULL::text)
 RETURNS public.brands
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_brand public.brands%rowtype;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform private.assert_admin();
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
    perform private.admin_notify(v_brand.owner_id, 'Brand verification declined',
      v_brand.name || ' was not verified: ' || v_reason || ' You can update your brand and ask again.', 'warning', '/deals',
      jsonb_build_object('kind', 'brand_verification', 'brand_id', p_brand_id, 'approved', false));
  end if;
  perform private.write_admin_audit(case when p_approve then 'brand.verify' else 'brand.reject' end, 'brand', p_brand_id::text, v_reason,
    jsonb_build_object('name', v_brand.name));
  return v_brand;
end
$function$;

CREATE OR REPLACE FUNCTION private.admin_moderate_comment(p_comment_id uuid, p_remove boolean, p_reason text DEFAULT NULL::text)
 RETURNS public.post_comments
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_comment public.post_comments%rowtype;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_excerpt text;
  v_closed integer := 0;
begin
  perform private.assert_admin();
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
    v_closed := private.admin_close_reports('comment', p_comment_id, 'Comment removed: ' || v_reason);
    perform private.admin_notify(v_comment.user_id, 'Your comment was removed',
      'An administrator removed your comment "' || v_excerpt || '": ' || v_reason, 'warning', '/community',
      jsonb_build_object('kind', 'comment_moderation', 'comment_id', p_comment_id, 'post_id', v_comment.post_id, 'removed', true));
  else
    if v_comment.removed_at is null then
      raise exception 'This comment is not removed' using errcode = 'P0001';
    end if;
    update public.post_comments set removed_at = null, removed_by = null, removed_reason = null
      where id = p_comment_id returning * into v_comment;
    perform private.admin_notify(v_comment.user_id, 'Your comment was restored',
      'Your comment "' || v_excerpt || '" is visible again.', 'success', '/community',
      jsonb_build_object('kind', 'comment_moderation', 'comment_id', p_comment_id, 'post_id', v_comment.post_id, 'removed', false));
  end if;
  perform private.write_admin_audit(case when p_remove then 'comment.remove' else 'comment.restore' end, 'comment', p_comment_id::text, v_reason,
    jsonb_build_object('excerpt', v_excerpt, 'author_id', v_comment.user_id, 'post_id', v_comment.post_id, 'reports_resolved', v_closed));
  return v_comment;
end
$function$;

CREATE OR REPLACE FUNCTION private.admin_moderate_post(p_post_id uuid, p_remove boolean, p_reason text DEFAULT NULL::text)
 RETURNS public.community_posts
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_post public.community_posts%rowtype;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_closed integer := 0;
begin
  perform private.assert_admin();
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
    v_closed := private.admin_close_reports('post', p_post_id, 'Post removed: ' || v_reason);
    perform private.admin_notify(v_post.user_id, 'Your post was removed',
      'An administrator removed "' || v_post.title || '": ' || v_reason, 'warning', '/community',
      jsonb_build_object('kind', 'post_moderation', 'post_id', p_post_id, 'removed', true));
  else
    if v_post.removed_at is null then
      raise exception 'This post is not removed' using errcode = 'P0001';
    end if;
    update public.community_posts set removed_at = null, removed_by = null, removed_reason = null
      where id = p_post_id returning * into v_post;
    perform private.admin_notify(v_post.user_id, 'Your post was restored',
      '"' || v_post.title || '" is visible in the community again.', 'success', '/community',
      jsonb_build_object('kind', 'post_moderation', 'post_id', p_post_id, 'removed', false));
  end if;
  perform private.write_admin_audit(case when p_remove then 'post.remove' else 'post.restore' end, 'post', p_post_id::text, v_reason,
    jsonb_build_object('title', v_post.title, 'author_id', v_post.user_id, 'reports_resolved', v_closed));
  return v_post;
end
$function$;

CREATE OR REPLACE FUNCTION private.admin_overview(p_days integer DEFAULT 30)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_since timestamptz;
  v_totals jsonb;
  v_series jsonb;
begin
  perform private.assert_admin();
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
    'deal_payments_held', (select coalesce(sum(amount), 0) from public.deal_payments where status = 'held'),
    'deal_payments_released', (select coalesce(sum(amount), 0) from public.deal_payments where status = 'released'),
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
$function$;

CREATE OR REPLACE FUNCTION private.admin_report_queue(p_status text DEFAULT 'open'::text)
 RETURNS TABLE(target_type text, target_id uuid, title text, excerpt text, author_id uuid, author_name text, removed boolean, report_count bigint, reasons text[], notes text[], report_ids uuid[], latest_report_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_admin();
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
$function$;

CREATE OR REPLACE FUNCTION private.admin_resolve_report(p_report_id uuid, p_status text, p_note text DEFAULT NULL::text)
 RETURNS public.reports
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_report public.reports%rowtype;
begin
  perform private.assert_admin();
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
  perform private.write_admin_audit('report.' || case when p_status = 'resolved' then 'resolve' else 'dismiss' end, 'report', p_report_id::text,
    nullif(btrim(p_note), ''), jsonb_build_object('target_type', v_report.target_type, 'target_id', v_report.target_id, 'reason', v_report.reason));
  return v_report;
end
$function$;

CREATE OR REPLACE FUNCTION private.admin_set_deal_active(p_deal_id uuid, p_active boolean, p_reason text DEFAULT NULL::text)
 RETURNS public.deals
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_deal public.deals%rowtype;
  v_owner uuid;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform private.assert_admin();
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
    perform private.admin_notify(v_owner, 'Deal reactivated', '"' || v_deal.title || '" is active again.', 'success', '/deals',
      jsonb_build_object('kind', 'deal_moderation', 'deal_id', p_deal_id, 'active', true));
  else
    v_reason := public.admin_require_reason(v_reason, 'deactivate a deal');
    if not v_deal.is_active then
      raise exception 'This deal is already inactive' using errcode = 'P0001';
    end if;
    update public.deals set is_active = false, deactivated_at = now(), deactivated_by = auth.uid(), deactivated_reason = v_reason
      where id = p_deal_id returning * into v_deal;
    perform private.admin_notify(v_owner, 'Deal deactivated by an administrator',
      '"' || v_deal.title || '" was taken off the marketplace: ' || v_reason, 'warning', '/deals',
      jsonb_build_object('kind', 'deal_moderation', 'deal_id', p_deal_id, 'active', false));
  end if;
  perform private.write_admin_audit(case when p_active then 'deal.reactivate' else 'deal.deactivate' end, 'deal', p_deal_id::text, v_reason,
    jsonb_build_object('title', v_deal.title));
  return v_deal;
end
$function$;

CREATE OR REPLACE FUNCTION private.admin_set_suspended(p_user_id uuid, p_suspended boolean, p_reason text DEFAULT NULL::text)
 RETURNS public.profiles
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_profile public.profiles%rowtype;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform private.assert_admin();
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
  perform private.write_admin_audit(case when p_suspended then 'user.suspend' else 'user.unsuspend' end, 'user', p_user_id::text, v_reason,
    jsonb_build_object('name', v_profile.full_name));
  return v_profile;
end
$function$;

CREATE OR REPLACE FUNCTION private.admin_set_user_role(p_user_id uuid, p_role text)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_from text;
  v_admins integer;
begin
  perform private.assert_admin();
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
  if p_role = 'admin' and private.is_suspended(p_user_id) then
    raise exception 'Unsuspend this user before making them an administrator' using errcode = 'P0001';
  end if;
  update public.user_roles set role = p_role where user_id = p_user_id;
  perform private.admin_notify(p_user_id, 'Your role changed',
    'An administrator changed your role from ' || v_from || ' to ' || p_role || '.', 'info', '/dashboard',
    jsonb_build_object('kind', 'role_change', 'from', v_from, 'to', p_role));
  perform private.write_admin_audit('user.set_role', 'user', p_user_id::text, null, jsonb_build_object('from', v_from, 'to', p_role));
  return p_role;
end
$function$;

CREATE OR REPLACE FUNCTION private.admin_users(p_search text DEFAULT NULL::text, p_role text DEFAULT NULL::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
 RETURNS TABLE(user_id uuid, full_name text, email text, role text, avatar_url text, created_at timestamp with time zone, last_sign_in_at timestamp with time zone, onboarding_completed boolean, suspended_at timestamp with time zone, suspended_reason text, deals_posted bigint, applications bigint, posts bigint, comments bigint, messages bigint, reports_against bigint, total_count bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
begin
  perform private.assert_admin();
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
$function$;

CREATE OR REPLACE FUNCTION private.agency_clients_sync_managed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_agency uuid;
begin
  foreach v_agency in array array[
    case when tg_op <> 'INSERT' then old.agency_id end,
    case when tg_op <> 'DELETE' then new.agency_id end
  ] loop
    if v_agency is not null then
      update public.profiles
      set extra_data = coalesce(extra_data, '{}'::jsonb) || jsonb_build_object('clients_managed', private.agency_clients_count(v_agency))
      where user_id = v_agency;
    end if;
  end loop;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.ai_market_position(p_deal_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.ai_market_counts(d.category, d.target_roles, d.compensation_amount, d.id)
  from public.deals d where d.id = p_deal_id
$function$;

CREATE OR REPLACE FUNCTION private.ai_refresh_brand_payments(p_brands uuid[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select pg_advisory_xact_lock(hashtextextended('ai_brand_payment_stats:' || x::text, 0)) from unnest(p_brands) x order by x;
  insert into public.ai_brand_payment_stats (brand_id, settled, refunded)
  select b.id, (r->>'settled')::bigint, (r->>'refunded')::bigint
  from public.brands b cross join lateral private.ai_brand_payment_record(b.id) r
  where b.id = any (p_brands)
  on conflict (brand_id) do update set settled = excluded.settled, refunded = excluded.refunded
$function$;

CREATE OR REPLACE FUNCTION private.ai_refresh_user_features(p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- an account being deleted (its rows cascading away) has nothing left to score
  if p_user_id is null or not exists (select 1 from auth.users u where u.id = p_user_id) then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('ai_user_features:' || p_user_id::text, 0));
  insert into public.ai_user_features (user_id, inputs, role, interested, refused, min_deal_cents, open_deliverables, updated_at)
  select p_user_id, i, i->>'role',
         case when jsonb_typeof(i->'interested_categories') = 'array'
              then array(select lower(x) from jsonb_array_elements_text(i->'interested_categories') x) end,
         case when jsonb_typeof(i->'refused_categories') = 'array'
              then array(select lower(x) from jsonb_array_elements_text(i->'refused_categories') x) end,
         (i->>'min_deal_cents')::bigint,
         coalesce((i->>'open_deliverables')::int, 0),
         now()
  from private.ai_user_score_inputs(p_user_id) i
  on conflict (user_id) do update set inputs = excluded.inputs, role = excluded.role, interested = excluded.interested,
    refused = excluded.refused, min_deal_cents = excluded.min_deal_cents, open_deliverables = excluded.open_deliverables,
    updated_at = excluded.updated_at
    where public.ai_user_features.inputs is distinct from excluded.inputs;
end
$function$;

CREATE OR REPLACE FUNCTION public.ai_score_inputs(p_deal_id uuid, p_user_id uuid DEFAULT auth.uid())
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  d record;
  p record;
  v_prefs jsonb;
  v_platforms jsonb;
  v_followers bigint;
  v_market jsonb;
  v_pay jsonb;
begin
  if p_deal_id is null or p_user_id is null then
    return null;
  end if;
  if public.is_api_user() and p_user_id is distinct from auth.uid() and not private.is_admin() then
    raise exception 'You can only score deals for yourself' using errcode = '42501';
  end if;
  -- the deal as the caller sees it (RLS): no row, no score
  select dl.id, dl.title, dl.category, dl.compensation_amount, dl.target_roles, dl.application_deadline, dl.brand_id,
         c.slug as category_slug
    into d
    from public.deals dl left join public.deal_categories c on c.name = dl.category
    where dl.id = p_deal_id;
  if not found then
    return null;
  end if;
  select coalesce(pr.role, private.get_user_role(p_user_id)) as role, pr.sport, pr.follower_count, pr.extra_data,
         pr.instagram_handle, pr.twitter_handle, pr.tiktok_handle
    into p
    from public.profiles pr where pr.user_id = p_user_id;
  v_prefs := case when jsonb_typeof(p.extra_data->'preferences') = 'object' then p.extra_data->'preferences' else '{}'::jsonb end;

  select coalesce(jsonb_agg(distinct x order by x), '[]'::jsonb) into v_platforms from (
    select cp.platform as x from public.creator_platforms cp where cp.user_id = p_user_id
    union select 'instagram' where coalesce(p.instagram_handle, '') <> ''
    union select 'twitter' where coalesce(p.twitter_handle, '') <> ''
    union select 'tiktok' where coalesce(p.tiktok_handle, '') <> ''
  ) s;
  select sum(cp.follower_count) into v_followers from public.creator_platforms cp where cp.user_id = p_user_id;
  if v_followers is null then
    v_followers := case coalesce(p.follower_count, p.extra_data->>'follower_count')
      when '0-1k' then 0 when '1k-10k' then 1000 when '10k-100k' then 10000 when '100k-1m' then 100000 when '1m+' then 1000000 end;
  end if;

  v_market := private.ai_market_stats(d.category, d.id);
  v_pay := private.ai_brand_payment_record(d.brand_id);

  return jsonb_build_object(
    'deal', jsonb_build_object(
      'id', d.id,
      'title', d.title,
      'category', d.category,
      'category_slug', d.category_slug,
      'amount_cents', round(d.compensation_amount * 100)::bigint,
      'target_roles', to_jsonb(d.target_roles),
      'target_audience', coalesce(private.ai_deal_audience(d.id), '{}'::jsonb),
      'days_left', case when d.application_deadline is not null
                        then floor(extract(epoch from (d.application_deadline - now())) / 86400)::int end),
    'user', jsonb_build_object(
      'role', coalesce(p.role, private.get_user_role(p_user_id)),
      'sport', p.sport,
      'interested_categories', public.ai_text_array(v_prefs->'interested_categories'),
      'refused_categories', public.ai_text_array(v_prefs->'refused_categories'),
      'min_deal_cents', case when jsonb_typeof(v_prefs->'min_deal_amount') = 'number' and (v_prefs->>'min_deal_amount')::numeric >= 0
                             then floor((v_prefs->>'min_deal_amount')::numeric * 100)::bigint end,
      'platforms', v_platforms,
      'followers', v_followers,
      'age', (select coalesce(jsonb_object_agg(label, pct), '{}'::jsonb) from (
                select ad.label, max(ad.percentage) as pct from public.audience_demographics ad
                where ad.user_id = p_user_id and ad.dimension = 'age' group by ad.label) a),
      'location', (select coalesce(jsonb_object_agg(label, pct), '{}'::jsonb) from (
                select ad.label, max(ad.percentage) as pct from public.audience_demographics ad
                where ad.user_id = p_user_id and ad.dimension = 'location' group by ad.label) l),
      'open_deliverables', (select count(*) from public.deal_deliverables dd join public.applications a on a.id = dd.application_id
                            where a.user_id = p_user_id and a.status = 'accepted' and dd.status in ('todo', 'changes_requested'))),
    'market', jsonb_build_object('sample', coalesce((v_market->>'sample')::int, 0), 'median_cents', v_market->'median_cents'),
    'brand', jsonb_build_object(
      'name', coalesce((select b.name from public.brands b where b.id = d.brand_id), 'The brand'),
      'verified', coalesce((select b.verified from public.brands b where b.id = d.brand_id), false),
      'payments_settled', (v_pay->>'settled')::bigint,
      'payments_refunded', (v_pay->>'refunded')::bigint));
end
$function$;

CREATE OR REPLACE FUNCTION private.ai_user_features_touch()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.ai_refresh_user_features(old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.user_id is distinct from old.user_id) then
    perform private.ai_refresh_user_features(new.user_id);
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION private.applications_check_rules()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_deal public.deals%rowtype;
  v_owner uuid;
  v_role text;
  v_taken integer;
begin
  if auth.uid() is null or private.is_admin() then
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
  v_role := private.get_user_role(new.user_id);
  if cardinality(v_deal.target_roles) > 0 and not (v_role = any (v_deal.target_roles)) then
    raise exception 'This deal is not open to your role' using errcode = 'P0001';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.applications_guard()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_is_owner boolean;
begin
  if not public.is_api_user() or private.is_admin() then
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
  select private.is_brand_owner(d.brand_id) into v_is_owner from public.deals d where d.id = new.deal_id;
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
$function$;

CREATE OR REPLACE FUNCTION public.applications_review_rules()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_is_owner boolean;
  v_max integer;
  v_taken integer;
begin
  if not public.is_api_user() then
    return new;
  end if;
  select private.is_brand_owner(d.brand_id) into v_is_owner from public.deals d where d.id = new.deal_id;
  if new.decision_note is distinct from old.decision_note and not (coalesce(v_is_owner, false) or private.is_admin()) then
    raise exception 'Only the brand can write a decision note' using errcode = '42501';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;
  if old.status = 'withdrawn' then
    raise exception 'This application was withdrawn by the applicant' using errcode = 'P0001';
  end if;
  if new.status = 'accepted' then
    select max_applicants into v_max from public.deals where id = new.deal_id for update;
    if v_max is not null then
      select count(*) into v_taken from public.applications
        where deal_id = new.deal_id and status = 'accepted' and id <> new.id;
      if v_taken >= v_max then
        raise exception 'This deal already has % accepted applicants, its maximum', v_max using errcode = 'P0001';
      end if;
    end if;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.applications_starter_limit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  if v_used > 5 and not private.is_admin() and not private.has_paid_plan(new.user_id) then
    raise exception 'The Starter plan includes 5 applications a month. Upgrade to Pro for unlimited applications.'
      using errcode = 'P0001', hint = '/pricing';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.assert_admin()
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if auth.uid() is null or not private.is_admin() then
    raise exception 'Only administrators can do this' using errcode = '42501';
  end if;
end
$function$;

CREATE OR REPLACE FUNCTION public.brands_guard_verification_request()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if public.is_api_user() and not private.is_admin() then
    new.verification_requested_at := case when tg_op = 'UPDATE' then old.verification_requested_at end;
  end if;
  if new.verified then
    new.verification_requested_at := null;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.brands_guard_verified()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if public.is_api_user() and not private.is_admin() then
    if tg_op = 'INSERT' and new.verified then
      raise exception 'Only an administrator can verify a brand' using errcode = '42501';
    elsif tg_op = 'UPDATE' and new.verified is distinct from old.verified then
      raise exception 'Only an administrator can verify a brand' using errcode = '42501';
    end if;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.brands_unverify_on_rename()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if old.verified and new.verified and new.name is distinct from old.name
     and public.is_api_user() and not private.is_admin() then
    new.verified := false;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.deal_categories_ai_markets()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.ai_refresh_category_markets(array[new.name]);
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION private.deal_deliverables_ai_features()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.ai_refresh_user_features((select a.user_id from public.applications a where a.id = old.application_id));
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.application_id is distinct from old.application_id) then
    perform private.ai_refresh_user_features((select a.user_id from public.applications a where a.id = new.application_id));
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION private.deal_deliverables_guard()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_talent uuid;
  v_owner boolean;
begin
  if auth.uid() is null or private.is_admin() then
    return new;
  end if;
  select a.user_id, private.is_brand_owner(d.brand_id) into v_talent, v_owner
    from public.applications a join public.deals d on d.id = a.deal_id
    where a.id = old.application_id;
  if new.application_id is distinct from old.application_id then
    raise exception 'A deliverable cannot be moved' using errcode = '42501';
  end if;
  new.reviewed_by := old.reviewed_by;
  new.reviewed_at := old.reviewed_at;
  new.submitted_at := old.submitted_at;

  if auth.uid() = v_talent then
    if new.review_note is distinct from old.review_note or new.title is distinct from old.title
       or new.due_date is distinct from old.due_date or new.position is distinct from old.position then
      raise exception 'Only the brand can change this' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      if new.status <> 'submitted' then
        raise exception 'Only the brand can approve or ask for changes' using errcode = '42501';
      end if;
      if old.status not in ('todo', 'changes_requested') then
        raise exception 'This deliverable is already %', replace(old.status, '_', ' ') using errcode = 'P0001';
      end if;
      if new.submission_url is null then
        raise exception 'Add a link to the work' using errcode = 'P0001';
      end if;
      new.submitted_at := now();
    elsif new.submission_url is distinct from old.submission_url or new.submission_note is distinct from old.submission_note then
      if old.status not in ('todo', 'changes_requested') then
        raise exception 'A submitted deliverable waits for the brand''s review' using errcode = 'P0001';
      end if;
    end if;
    return new;
  end if;

  if coalesce(v_owner, false) then
    if new.submission_url is distinct from old.submission_url or new.submission_note is distinct from old.submission_note then
      raise exception 'Only the talent can submit the work' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      if new.status not in ('approved', 'changes_requested') then
        raise exception 'The brand approves or asks for changes' using errcode = '42501';
      end if;
      if old.status <> 'submitted' then
        raise exception 'Only submitted work can be reviewed' using errcode = 'P0001';
      end if;
      if new.status = 'changes_requested' and nullif(btrim(new.review_note), '') is null then
        raise exception 'Say what should change' using errcode = 'P0001';
      end if;
      new.reviewed_by := auth.uid();
      new.reviewed_at := now();
    end if;
    return new;
  end if;
  raise exception 'Only the talent and the brand of this deal can change its deliverables' using errcode = '42501';
end
$function$;

CREATE OR REPLACE FUNCTION private.deal_deliverables_guard_caption()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.caption is not distinct from old.caption or auth.uid() is null or private.is_admin() then
    return new;
  end if;
  if not exists (select 1 from public.applications a where a.id = old.application_id and a.user_id = auth.uid()) then
    raise exception 'Only the talent can change this' using errcode = '42501';
  end if;
  if old.status = 'approved' then
    raise exception 'This deliverable is already approved' using errcode = 'P0001';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.deal_payments_ai_brands()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_brands uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.brand_id) into v_brands from new_rows n where n.brand_id is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.brand_id) into v_brands from old_rows o where o.brand_id is not null;
  else
    select array_agg(distinct b) into v_brands from (
      select o.brand_id as b from old_rows o join new_rows n on n.id = o.id
      where (o.brand_id, o.status) is distinct from (n.brand_id, n.status)
      union all
      select n.brand_id from old_rows o join new_rows n on n.id = o.id
      where (o.brand_id, o.status) is distinct from (n.brand_id, n.status)
    ) x where b is not null;
  end if;
  if v_brands is not null then
    perform private.ai_refresh_brand_payments(v_brands);
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION private.deals_ai_markets()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_categories text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.category) into v_categories from new_rows n where n.brand_verified and n.category is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.category) into v_categories from old_rows o where o.brand_verified and o.category is not null;
  else
    select array_agg(distinct c) into v_categories from (
      select o.category as c from old_rows o join new_rows n on n.id = o.id
      where (o.category, o.compensation_amount, o.brand_verified) is distinct from (n.category, n.compensation_amount, n.brand_verified)
      union all
      select n.category from old_rows o join new_rows n on n.id = o.id
      where (o.category, o.compensation_amount, o.brand_verified) is distinct from (n.category, n.compensation_amount, n.brand_verified)
    ) x where c is not null;
  end if;
  if v_categories is not null then
    perform private.ai_refresh_category_markets(v_categories);
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.deals_set_created_by()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' then
    if auth.uid() is not null then
      new.created_by := auth.uid();
    end if;
  elsif public.is_api_user() and not private.is_admin() then
    new.created_by := old.created_by;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.delete_my_account(p_confirmation text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  if p_confirmation is distinct from 'DELETE' then
    raise exception 'Type DELETE to confirm' using errcode = 'P0001';
  end if;
  if private.is_admin() and (select count(*) from public.user_roles where role = 'admin') <= 1 then
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
$function$;

CREATE OR REPLACE FUNCTION private.get_user_role(user_uuid uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select role from public.user_roles where user_id = user_uuid), 'athlete')
  where auth.uid() is null or user_uuid = auth.uid() or private.is_admin()
$function$;

CREATE OR REPLACE FUNCTION private.match_score(d public.deals)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET enable_seqscan TO 'off'
AS $function$
declare
  v_uid uuid := auth.uid();
  f record;
  v_n integer;
  v_lo float8;
  v_hi float8;
  v_median bigint;
  v_amount bigint;
  v_days integer;
begin
  if v_uid is null or d.id is null then
    return null;
  end if;
  select u.inputs, u.role, u.interested, u.refused, u.min_deal_cents, u.open_deliverables,
         m.slug, coalesce(m.sample, 0) as sample, m.mid_from, m.mid,
         coalesce(b.settled, 0) as settled, coalesce(b.refunded, 0) as refunded
    into f
    from public.ai_user_features u
    left join public.ai_category_markets m on m.category = d.category
    left join public.ai_brand_payment_stats b on b.brand_id = d.brand_id
    where u.user_id = v_uid;
  if not found then
    -- no kept row (an account the triggers have not seen): the long way
    return (select case when i->>'role' in ('athlete', 'creator') then public.deal_match_score(d.id, v_uid) end
            from private.ai_user_score_inputs(v_uid) i);
  end if;
  if f.role is null or f.role not in ('athlete', 'creator') then
    return null;
  end if;

  -- the market: ai_market_stats(d.category, d.id), the median of the category's other deals
  v_n := case when d.category is null then 0
              else greatest(f.sample - case when d.brand_verified then 1 else 0 end, 0) end;
  if v_n > 0 then
    v_lo := f.mid[(v_n - 1) / 2 - f.mid_from + case when d.brand_verified and f.mid[(v_n - 1) / 2 - f.mid_from + 1] < d.compensation_amount then 1
                                                         when d.brand_verified then 2 else 1 end];
    v_hi := f.mid[v_n / 2 - f.mid_from + case when d.brand_verified and f.mid[v_n / 2 - f.mid_from + 1] < d.compensation_amount then 1
                                                         when d.brand_verified then 2 else 1 end];
    v_median := round((v_lo + (0.5::float8 * (v_hi - v_lo)))::numeric * 100)::bigint;
  end if;
  v_amount := d.compensation_cents;
  v_days := case when d.application_deadline is not null
                 then floor(extract(epoch from (d.application_deadline - now())) / 86400)::int end;

  return
    -- role and category fit (30)
    case when coalesce(f.role = any (d.target_roles), false) then 10 else 0 end
    + case when d.category is null then 10
           when f.refused is not null and f.refused && array[lower(d.category), lower(coalesce(f.slug, d.category))] then 0
           when f.interested is null or cardinality(f.interested) = 0 then 10
           when f.interested && array[lower(d.category), lower(coalesce(f.slug, d.category))] then 20
           else 5 end
    -- audience fit (25), only for deals that name an audience
    + case when d.target_audience = '{}'::jsonb and d.campaign_id is null then 13
           else public.ai_audience_fit(private.ai_deal_audience(d.id), f.inputs) end
    -- pay fit (25): against the user's minimum (15) and the market median (10)
    + case when f.min_deal_cents is null then 8
           when v_amount >= f.min_deal_cents then 15
           else (15 * v_amount) / f.min_deal_cents end
    + case when v_n < 3 or v_median is null then 5
           when v_amount >= v_median then 10
           else (10 * v_amount) / v_median end
    -- timing (10): the deadline (7) and the user's open deliverables (3)
    + case when v_days is null then 5 when v_days < 0 then 0 when v_days < 3 then 2 when v_days < 7 then 4 else 7 end
    + case when f.open_deliverables <= 2 then 3 when f.open_deliverables <= 5 then 1 else 0 end
    -- brand trust (10): verified (5) and the deal payment record (5)
    + case when d.brand_verified then 5 else 0 end
    + case when f.settled + f.refunded = 0 then 2 else ((5 * f.settled) / (f.settled + f.refunded))::int end;
end
$function$;

CREATE OR REPLACE FUNCTION private.media_kit(p_handle text DEFAULT NULL::text, p_user_id uuid DEFAULT NULL::uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  v_owner := v_uid = p_user_id or private.is_admin();
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
    'partnerships', case when 'partnerships' = any (v_sections) then private.completed_partnerships(p_user_id) end,
    'rates', case when 'rates' = any (v_sections) then coalesce(v_kit.rates, '[]'::jsonb) end
  );
end
$function$;

CREATE OR REPLACE FUNCTION private.messages_after_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_sender_name text;
begin
  update public.conversations set updated_at = now() where id = new.conversation_id;

  select coalesce(nullif(btrim(full_name), ''), 'Someone') into v_sender_name
    from public.profiles where user_id = new.sender_id;

  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select cp.user_id,
         'New message from ' || coalesce(v_sender_name, 'Someone'),
         left(new.content, 140),
         'info',
         '/messages?conversation=' || new.conversation_id::text,
         jsonb_build_object('kind', 'message', 'conversation_id', new.conversation_id, 'message_id', new.id)
  from public.conversation_participants cp
  where cp.conversation_id = new.conversation_id and cp.user_id <> new.sender_id
    and private.notification_preference_on(cp.user_id, 'message_notifications')
    and not exists (
      select 1 from public.notifications n
      where n.user_id = cp.user_id and not n.read
        and n.metadata->>'kind' = 'message' and n.metadata->>'conversation_id' = new.conversation_id::text
    );
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION private.notifications_email_copy()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_email text;
  v_site text;
  v_link text := new.action_url;
begin
  if to_regclass('auth.local_mail_outbox') is null or not public.in_api_request()
     or not private.notification_preference_on(new.user_id, 'email_notifications') then
    return null;
  end if;
  select email into v_email from auth.users where id = new.user_id;
  if v_email is null then
    return null;
  end if;
  if v_link like '/%' and to_regclass('auth.local_site') is not null then
    execute 'select rtrim(url, ''/'') from auth.local_site' into v_site;
    v_link := coalesce(v_site, '') || v_link;
  end if;
  execute 'insert into auth.local_mail_outbox (to_email, subject, body_text, body_html, links, kind)
           values ($1, $2, $3, $4, $5, ''notification'')'
    using v_email, new.title,
          new.message || coalesce(E'\n\n' || v_link, ''),
          '<p>' || replace(replace(replace(new.message, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>'
            || coalesce('<p><a href="' || replace(replace(v_link, '&', '&amp;'), '"', '&quot;') || '">Open in Pitchside</a></p>', ''),
          case when v_link is null then '[]'::jsonb else jsonb_build_array(v_link) end;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.profiles_guard_role()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.role is null or public.is_api_user() then
    new.role := coalesce(private.get_user_role(new.user_id), case when tg_op = 'UPDATE' then old.role end, 'athlete');
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.profiles_sync_clients_managed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_count integer;
begin
  if new.role = 'agency' then
    v_count := private.agency_clients_count(new.user_id);
    if v_count > 0 then
      new.extra_data := coalesce(new.extra_data, '{}'::jsonb) || jsonb_build_object('clients_managed', v_count);
    end if;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION private.refuse_suspended_writes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

CREATE OR REPLACE FUNCTION public.refuse_suspended_writes_on(p_table regclass)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  execute format('create trigger refuse_suspended_writes before insert or update or delete on %s for each statement execute function private.refuse_suspended_writes()', p_table);
end
$function$;

CREATE OR REPLACE FUNCTION private.send_message(p_content text, p_conversation_id uuid DEFAULT NULL::uuid, p_recipient_id uuid DEFAULT NULL::uuid)
 RETURNS public.messages
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_me uuid := auth.uid();
  v_conv uuid := p_conversation_id;
  v_row public.messages;
begin
  if v_me is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_content is null or p_content !~ '\S' then
    raise exception 'A message cannot be empty' using errcode = 'P0001';
  end if;
  if char_length(p_content) > 4000 then
    raise exception 'A message can be at most 4000 characters' using errcode = 'P0001';
  end if;
  if v_conv is null then
    v_conv := private.start_conversation(p_recipient_id);
  elsif not exists (
    select 1 from public.conversation_participants where conversation_id = v_conv and user_id = v_me
  ) then
    raise exception 'You are not a participant in this conversation' using errcode = '42501';
  end if;

  insert into public.messages (conversation_id, sender_id, content)
  values (v_conv, v_me, p_content)
  returning * into v_row;
  return v_row;
end
$function$;

-- ------------------------------------------------- 3. every function sets search_path = ''
-- (their bodies name every object with its schema; pg_catalog is always searched first)
alter function public.community_posts_guard_counters() set search_path = '';
alter function public.deals_keep_admin_deactivation() set search_path = '';
alter function public.events_guard_counters() set search_path = '';
alter function public.guard_moderation_columns() set search_path = '';
alter function public.my_bookmark(public.deals) set search_path = '';
alter function public.post_comments_guard() set search_path = '';
alter function public.profiles_drop_email() set search_path = '';
alter function public.profiles_normalize() set search_path = '';
alter function public.set_updated_at() set search_path = '';
alter function public.user_roles_guard_admin() set search_path = '';

-- ---------------------------------------- 4. the RPCs the app calls: invoker wrappers in public

create function public.account_email(p public.profiles)
returns text
language sql stable security invoker set search_path = ''
as $$ select private.account_email($1) $$;
revoke all on function public.account_email(p public.profiles) from public, anon, authenticated, service_role;
grant execute on function public.account_email(p public.profiles) to authenticated, service_role;

create function public.admin_brand_requests()
returns TABLE(id uuid, name text, website_url text, industry text, description text, logo_url text, verification_requested_at timestamp with time zone, created_at timestamp with time zone, owner_id uuid, owner_name text, owner_email text, deals_total bigint, deals_active bigint)
language sql stable security invoker set search_path = ''
as $$ select * from private.admin_brand_requests() $$;
revoke all on function public.admin_brand_requests() from public, anon, authenticated, service_role;
grant execute on function public.admin_brand_requests() to authenticated, service_role;

create function public.admin_decide_brand_verification(p_brand_id uuid, p_approve boolean, p_reason text DEFAULT NULL::text)
returns public.brands
language sql volatile security invoker set search_path = ''
as $$ select * from private.admin_decide_brand_verification($1, $2, $3) $$;
revoke all on function public.admin_decide_brand_verification(p_brand_id uuid, p_approve boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_decide_brand_verification(p_brand_id uuid, p_approve boolean, p_reason text) to authenticated, service_role;

create function public.admin_moderate_comment(p_comment_id uuid, p_remove boolean, p_reason text DEFAULT NULL::text)
returns public.post_comments
language sql volatile security invoker set search_path = ''
as $$ select * from private.admin_moderate_comment($1, $2, $3) $$;
revoke all on function public.admin_moderate_comment(p_comment_id uuid, p_remove boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_moderate_comment(p_comment_id uuid, p_remove boolean, p_reason text) to authenticated, service_role;

create function public.admin_moderate_post(p_post_id uuid, p_remove boolean, p_reason text DEFAULT NULL::text)
returns public.community_posts
language sql volatile security invoker set search_path = ''
as $$ select * from private.admin_moderate_post($1, $2, $3) $$;
revoke all on function public.admin_moderate_post(p_post_id uuid, p_remove boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_moderate_post(p_post_id uuid, p_remove boolean, p_reason text) to authenticated, service_role;

create function public.admin_overview(p_days integer DEFAULT 30)
returns jsonb
language sql stable security invoker set search_path = ''
as $$ select private.admin_overview($1) $$;
revoke all on function public.admin_overview(p_days integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_overview(p_days integer) to authenticated, service_role;

create function public.admin_report_queue(p_status text DEFAULT 'open'::text)
returns TABLE(target_type text, target_id uuid, title text, excerpt text, author_id uuid, author_name text, removed boolean, report_count bigint, reasons text[], notes text[], report_ids uuid[], latest_report_at timestamp with time zone)
language sql stable security invoker set search_path = ''
as $$ select * from private.admin_report_queue($1) $$;
revoke all on function public.admin_report_queue(p_status text) from public, anon, authenticated, service_role;
grant execute on function public.admin_report_queue(p_status text) to authenticated, service_role;

create function public.admin_resolve_report(p_report_id uuid, p_status text, p_note text DEFAULT NULL::text)
returns public.reports
language sql volatile security invoker set search_path = ''
as $$ select * from private.admin_resolve_report($1, $2, $3) $$;
revoke all on function public.admin_resolve_report(p_report_id uuid, p_status text, p_note text) from public, anon, authenticated, service_role;
grant execute on function public.admin_resolve_report(p_report_id uuid, p_status text, p_note text) to authenticated, service_role;

create function public.admin_set_deal_active(p_deal_id uuid, p_active boolean, p_reason text DEFAULT NULL::text)
returns public.deals
language sql volatile security invoker set search_path = ''
as $$ select * from private.admin_set_deal_active($1, $2, $3) $$;
revoke all on function public.admin_set_deal_active(p_deal_id uuid, p_active boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_deal_active(p_deal_id uuid, p_active boolean, p_reason text) to authenticated, service_role;

create function public.admin_set_suspended(p_user_id uuid, p_suspended boolean, p_reason text DEFAULT NULL::text)
returns public.profiles
language sql volatile security invoker set search_path = ''
as $$ select * from private.admin_set_suspended($1, $2, $3) $$;
revoke all on function public.admin_set_suspended(p_user_id uuid, p_suspended boolean, p_reason text) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_suspended(p_user_id uuid, p_suspended boolean, p_reason text) to authenticated, service_role;

create function public.admin_set_user_role(p_user_id uuid, p_role text)
returns text
language sql volatile security invoker set search_path = ''
as $$ select private.admin_set_user_role($1, $2) $$;
revoke all on function public.admin_set_user_role(p_user_id uuid, p_role text) from public, anon, authenticated, service_role;
grant execute on function public.admin_set_user_role(p_user_id uuid, p_role text) to authenticated, service_role;

create function public.admin_users(p_search text DEFAULT NULL::text, p_role text DEFAULT NULL::text, p_limit integer DEFAULT 50, p_offset integer DEFAULT 0)
returns TABLE(user_id uuid, full_name text, email text, role text, avatar_url text, created_at timestamp with time zone, last_sign_in_at timestamp with time zone, onboarding_completed boolean, suspended_at timestamp with time zone, suspended_reason text, deals_posted bigint, applications bigint, posts bigint, comments bigint, messages bigint, reports_against bigint, total_count bigint)
language sql stable security invoker set search_path = ''
as $$ select * from private.admin_users($1, $2, $3, $4) $$;
revoke all on function public.admin_users(p_search text, p_role text, p_limit integer, p_offset integer) from public, anon, authenticated, service_role;
grant execute on function public.admin_users(p_search text, p_role text, p_limit integer, p_offset integer) to authenticated, service_role;

create function public.cancel_workshop_registration(workshop_id_param uuid)
returns jsonb
language sql volatile security invoker set search_path = ''
as $$ select private.cancel_workshop_registration($1) $$;
revoke all on function public.cancel_workshop_registration(workshop_id_param uuid) from public, anon, authenticated, service_role;
grant execute on function public.cancel_workshop_registration(workshop_id_param uuid) to authenticated, service_role;

create function public.delete_my_account(p_confirmation text)
returns void
language sql volatile security invoker set search_path = ''
as $$ select private.delete_my_account($1) $$;
revoke all on function public.delete_my_account(p_confirmation text) from public, anon, authenticated, service_role;
grant execute on function public.delete_my_account(p_confirmation text) to authenticated, service_role;

create function public.get_user_role(user_uuid uuid)
returns text
language sql stable security invoker set search_path = ''
as $$ select private.get_user_role($1) $$;
revoke all on function public.get_user_role(user_uuid uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_user_role(user_uuid uuid) to authenticated, service_role;

create function public.is_admin()
returns boolean
language sql stable security invoker set search_path = ''
as $$ select private.is_admin() $$;
revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to authenticated, service_role;

create function public.join_event(event_id_param uuid)
returns jsonb
language sql volatile security invoker set search_path = ''
as $$ select private.join_event($1) $$;
revoke all on function public.join_event(event_id_param uuid) from public, anon, authenticated, service_role;
grant execute on function public.join_event(event_id_param uuid) to authenticated, service_role;

create function public.learning_module_outline()
returns TABLE(module_id uuid, lesson_id uuid, slug text, title text, lesson_position integer, duration_minutes integer, has_video boolean)
language sql stable security invoker set search_path = ''
as $$ select * from private.learning_module_outline() $$;
revoke all on function public.learning_module_outline() from public, anon, authenticated, service_role;
grant execute on function public.learning_module_outline() to anon, authenticated, service_role;

create function public.learning_module_popularity()
returns TABLE(module_id uuid, role text, learners integer)
language sql stable security invoker set search_path = ''
as $$ select * from private.learning_module_popularity() $$;
revoke all on function public.learning_module_popularity() from public, anon, authenticated, service_role;
grant execute on function public.learning_module_popularity() to anon, authenticated, service_role;

create function public.leave_event(event_id_param uuid)
returns jsonb
language sql volatile security invoker set search_path = ''
as $$ select private.leave_event($1) $$;
revoke all on function public.leave_event(event_id_param uuid) from public, anon, authenticated, service_role;
grant execute on function public.leave_event(event_id_param uuid) to authenticated, service_role;

create function public.match_score(d public.deals)
returns integer
language sql stable security invoker set search_path = ''
as $$ select private.match_score($1) $$;
revoke all on function public.match_score(d public.deals) from public, anon, authenticated, service_role;
grant execute on function public.match_score(d public.deals) to anon, authenticated, service_role;

create function public.media_kit(p_handle text DEFAULT NULL::text, p_user_id uuid DEFAULT NULL::uuid)
returns jsonb
language sql stable security invoker set search_path = ''
as $$ select private.media_kit($1, $2) $$;
revoke all on function public.media_kit(p_handle text, p_user_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.media_kit(p_handle text, p_user_id uuid) to anon, authenticated, service_role;

create function public.record_profile_view(p_kind text, p_user_id uuid DEFAULT NULL::uuid, p_handle text DEFAULT NULL::text)
returns boolean
language sql volatile security invoker set search_path = ''
as $$ select private.record_profile_view($1, $2, $3) $$;
revoke all on function public.record_profile_view(p_kind text, p_user_id uuid, p_handle text) from public, anon, authenticated, service_role;
grant execute on function public.record_profile_view(p_kind text, p_user_id uuid, p_handle text) to anon, authenticated, service_role;

create function public.register_for_workshop(workshop_id_param uuid)
returns jsonb
language sql volatile security invoker set search_path = ''
as $$ select private.register_for_workshop($1) $$;
revoke all on function public.register_for_workshop(workshop_id_param uuid) from public, anon, authenticated, service_role;
grant execute on function public.register_for_workshop(workshop_id_param uuid) to authenticated, service_role;

create function public.request_brand_verification(p_brand_id uuid)
returns timestamp with time zone
language sql volatile security invoker set search_path = ''
as $$ select private.request_brand_verification($1) $$;
revoke all on function public.request_brand_verification(p_brand_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.request_brand_verification(p_brand_id uuid) to authenticated, service_role;

create function public.send_event_reminders(p_within interval DEFAULT '24:00:00'::interval)
returns integer
language sql volatile security invoker set search_path = ''
as $$ select private.send_event_reminders($1) $$;
revoke all on function public.send_event_reminders(p_within interval) from public, anon, authenticated, service_role;
grant execute on function public.send_event_reminders(p_within interval) to service_role;

create function public.send_message(p_content text, p_conversation_id uuid DEFAULT NULL::uuid, p_recipient_id uuid DEFAULT NULL::uuid)
returns public.messages
language sql volatile security invoker set search_path = ''
as $$ select * from private.send_message($1, $2, $3) $$;
revoke all on function public.send_message(p_content text, p_conversation_id uuid, p_recipient_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.send_message(p_content text, p_conversation_id uuid, p_recipient_id uuid) to authenticated, service_role;

create function public.start_conversation(p_recipient_id uuid)
returns uuid
language sql volatile security invoker set search_path = ''
as $$ select private.start_conversation($1) $$;
revoke all on function public.start_conversation(p_recipient_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.start_conversation(p_recipient_id uuid) to authenticated, service_role;

create function public.toggle_post_like(post_id_param uuid)
returns jsonb
language sql volatile security invoker set search_path = ''
as $$ select private.toggle_post_like($1) $$;
revoke all on function public.toggle_post_like(post_id_param uuid) from public, anon, authenticated, service_role;
grant execute on function public.toggle_post_like(post_id_param uuid) to authenticated, service_role;

-- ---------------------------------------- 5. trigger functions: executable by no API role
revoke execute on function private.agency_clients_sync_managed() from public, anon, authenticated;
revoke execute on function private.ai_user_features_touch() from public, anon, authenticated;
revoke execute on function private.applications_check_rules() from public, anon, authenticated;
revoke execute on function private.applications_create_deliverables() from public, anon, authenticated;
revoke execute on function public.applications_guard() from public, anon, authenticated;
revoke execute on function private.applications_notify() from public, anon, authenticated;
revoke execute on function private.applications_record_history() from public, anon, authenticated;
revoke execute on function public.applications_review_rules() from public, anon, authenticated;
revoke execute on function private.applications_starter_limit() from public, anon, authenticated;
revoke execute on function public.audience_demographics_check_sum() from public, anon, authenticated;
revoke execute on function public.brands_guard_verification_request() from public, anon, authenticated;
revoke execute on function public.brands_guard_verified() from public, anon, authenticated;
revoke execute on function private.brands_notify_verified() from public, anon, authenticated;
revoke execute on function private.brands_sync_deals_verified() from public, anon, authenticated;
revoke execute on function public.brands_unverify_on_rename() from public, anon, authenticated;
revoke execute on function public.community_posts_guard_counters() from public, anon, authenticated;
revoke execute on function public.community_posts_normalize() from public, anon, authenticated;
revoke execute on function public.content_library_items_default_slug() from public, anon, authenticated;
revoke execute on function public.conversation_participants_guard() from public, anon, authenticated;
revoke execute on function public.conversations_guard() from public, anon, authenticated;
revoke execute on function private.deal_categories_ai_markets() from public, anon, authenticated;
revoke execute on function private.deal_deliverables_ai_features() from public, anon, authenticated;
revoke execute on function private.deal_deliverables_guard() from public, anon, authenticated;
revoke execute on function private.deal_deliverables_guard_caption() from public, anon, authenticated;
revoke execute on function private.deal_deliverables_notify() from public, anon, authenticated;
revoke execute on function private.deal_deliverables_track_payment() from public, anon, authenticated;
revoke execute on function private.deal_payments_ai_brands() from public, anon, authenticated;
revoke execute on function private.deal_payments_notify() from public, anon, authenticated;
revoke execute on function private.deals_ai_markets() from public, anon, authenticated;
revoke execute on function public.deals_check_campaign() from public, anon, authenticated;
revoke execute on function public.deals_check_deadline() from public, anon, authenticated;
revoke execute on function public.deals_keep_admin_deactivation() from public, anon, authenticated;
revoke execute on function private.deals_notify_alerts() from public, anon, authenticated;
revoke execute on function private.deals_set_brand_verified() from public, anon, authenticated;
revoke execute on function public.deals_set_created_by() from public, anon, authenticated;
revoke execute on function private.event_attendees_count() from public, anon, authenticated;
revoke execute on function public.events_guard() from public, anon, authenticated;
revoke execute on function public.events_guard_counters() from public, anon, authenticated;
revoke execute on function private.events_notify_attendees() from public, anon, authenticated;
revoke execute on function public.guard_moderation_columns() from public, anon, authenticated;
revoke execute on function private.handle_new_user() from public, anon, authenticated;
revoke execute on function private.learning_progress_check_lesson() from public, anon, authenticated;
revoke execute on function private.learning_progress_summarise() from public, anon, authenticated;
revoke execute on function public.media_kits_check() from public, anon, authenticated;
revoke execute on function private.messages_after_insert() from public, anon, authenticated;
revoke execute on function public.messages_guard() from public, anon, authenticated;
revoke execute on function private.notifications_email_copy() from public, anon, authenticated;
revoke execute on function private.payments_notify() from public, anon, authenticated;
revoke execute on function public.planned_posts_check_deal() from public, anon, authenticated;
revoke execute on function private.post_comments_count() from public, anon, authenticated;
revoke execute on function public.post_comments_guard() from public, anon, authenticated;
revoke execute on function private.post_comments_notify() from public, anon, authenticated;
revoke execute on function public.post_comments_thread_guard() from public, anon, authenticated;
revoke execute on function private.post_likes_count() from public, anon, authenticated;
revoke execute on function public.profiles_check_preferences() from public, anon, authenticated;
revoke execute on function public.profiles_drop_email() from public, anon, authenticated;
revoke execute on function public.profiles_guard_role() from public, anon, authenticated;
revoke execute on function public.profiles_merge_extra_data() from public, anon, authenticated;
revoke execute on function public.profiles_normalize() from public, anon, authenticated;
revoke execute on function public.profiles_normalize_handles() from public, anon, authenticated;
revoke execute on function private.profiles_sync_clients_managed() from public, anon, authenticated;
revoke execute on function private.refuse_suspended_writes() from public, anon, authenticated;
revoke execute on function private.reports_check_target() from public, anon, authenticated;
revoke execute on function public.set_updated_at() from public, anon, authenticated;
revoke execute on function public.user_roles_guard_admin() from public, anon, authenticated;
revoke execute on function private.user_roles_sync_profile() from public, anon, authenticated;
revoke execute on function private.workshop_registrations_count() from public, anon, authenticated;

-- ------------------------------------------------------------------ 6. one permissive policy per role and command

-- agency_clients
drop policy "Admins manage agency clients" on public.agency_clients;
drop policy "Agencies add clients" on public.agency_clients;
drop policy "Agencies read their clients" on public.agency_clients;
drop policy "Agencies remove their clients" on public.agency_clients;
drop policy "Agencies update their clients" on public.agency_clients;
drop policy "Listed clients remove themselves" on public.agency_clients;
-- merges "Admins manage agency clients" | "Agencies read their clients"
create policy "Signed-in users read agency clients" on public.agency_clients for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (((agency_id = ( SELECT auth.uid() AS uid)) OR (client_user_id = ( SELECT auth.uid() AS uid)))));
-- merges "Admins manage agency clients" | "Agencies add clients"
create policy "Signed-in users add agency clients" on public.agency_clients for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((agency_id = ( SELECT auth.uid() AS uid)) AND (private.get_user_role(( SELECT auth.uid() AS uid)) = 'agency'::text))));
-- merges "Admins manage agency clients" | "Agencies update their clients"
create policy "Signed-in users change agency clients" on public.agency_clients for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((agency_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((agency_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage agency clients" | "Agencies remove their clients" | "Listed clients remove themselves"
create policy "Signed-in users delete agency clients" on public.agency_clients for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((agency_id = ( SELECT auth.uid() AS uid)))
      or ((client_user_id = ( SELECT auth.uid() AS uid))));

-- application_status_history
drop policy "Admins manage application history" on public.application_status_history;
drop policy "Applicants and brand owners read history" on public.application_status_history;
-- merges "Admins manage application history" | "Applicants and brand owners read history"
create policy "Signed-in users read application status history" on public.application_status_history for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (private.can_see_application(application_id)));
-- was "Admins manage application history"
create policy "Admins add application status history" on public.application_status_history for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage application history"
create policy "Admins change application status history" on public.application_status_history for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage application history"
create policy "Admins delete application status history" on public.application_status_history for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- applications
drop policy "Admins manage applications" on public.applications;
drop policy "Applicants delete their pending applications" on public.applications;
drop policy "Applicants read their applications" on public.applications;
drop policy "Applicants update their applications" on public.applications;
drop policy "Brand owners read applications to their deals" on public.applications;
drop policy "Brand owners update applications to their deals" on public.applications;
drop policy "Users apply to open deals" on public.applications;
-- merges "Admins manage applications" | "Applicants read their applications" | "Brand owners read applications to their deals"
create policy "Signed-in users read applications" on public.applications for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid)))
      or ((deal_id IN ( SELECT private.owned_deal_ids() AS owned_deal_ids))));
-- merges "Admins manage applications" | "Users apply to open deals"
create policy "Signed-in users add applications" on public.applications for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'pending'::text) AND (deal_id IN ( SELECT d.id
   FROM public.deals d
  WHERE (d.is_active AND (d.brand_id IN ( SELECT b.id
           FROM public.brands b
          WHERE b.verified))))))));
-- merges "Admins manage applications" | "Applicants update their applications" | "Brand owners update applications to their deals"
create policy "Signed-in users change applications" on public.applications for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid)))
      or ((deal_id IN ( SELECT private.owned_deal_ids() AS owned_deal_ids))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid)))
      or ((deal_id IN ( SELECT private.owned_deal_ids() AS owned_deal_ids))));
-- merges "Admins manage applications" | "Applicants delete their pending applications"
create policy "Signed-in users delete applications" on public.applications for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) AND (status = ANY (ARRAY['pending'::text, 'withdrawn'::text])))));

-- athlete_achievements
drop policy "Admins manage athlete_achievements" on public.athlete_achievements;
drop policy "Owners add athlete_achievements" on public.athlete_achievements;
drop policy "Owners delete athlete_achievements" on public.athlete_achievements;
drop policy "Owners update athlete_achievements" on public.athlete_achievements;
drop policy "Signed-in users read athlete_achievements" on public.athlete_achievements;
-- merges "Admins manage athlete_achievements" | "Signed-in users read athlete_achievements"
create policy "Signed-in users read athlete achievements" on public.athlete_achievements for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- merges "Admins manage athlete_achievements" | "Owners add athlete_achievements"
create policy "Signed-in users add athlete achievements" on public.athlete_achievements for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage athlete_achievements" | "Owners update athlete_achievements"
create policy "Signed-in users change athlete achievements" on public.athlete_achievements for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage athlete_achievements" | "Owners delete athlete_achievements"
create policy "Signed-in users delete athlete achievements" on public.athlete_achievements for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- athlete_stats
drop policy "Admins manage athlete_stats" on public.athlete_stats;
drop policy "Owners add athlete_stats" on public.athlete_stats;
drop policy "Owners delete athlete_stats" on public.athlete_stats;
drop policy "Owners update athlete_stats" on public.athlete_stats;
drop policy "Signed-in users read athlete_stats" on public.athlete_stats;
-- merges "Admins manage athlete_stats" | "Signed-in users read athlete_stats"
create policy "Signed-in users read athlete stats" on public.athlete_stats for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- merges "Admins manage athlete_stats" | "Owners add athlete_stats"
create policy "Signed-in users add athlete stats" on public.athlete_stats for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage athlete_stats" | "Owners update athlete_stats"
create policy "Signed-in users change athlete stats" on public.athlete_stats for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage athlete_stats" | "Owners delete athlete_stats"
create policy "Signed-in users delete athlete stats" on public.athlete_stats for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- audience_demographics
drop policy "Admins manage audience_demographics" on public.audience_demographics;
drop policy "Owners add audience_demographics" on public.audience_demographics;
drop policy "Owners delete audience_demographics" on public.audience_demographics;
drop policy "Owners update audience_demographics" on public.audience_demographics;
drop policy "Signed-in users read audience_demographics" on public.audience_demographics;
-- merges "Admins manage audience_demographics" | "Signed-in users read audience_demographics"
create policy "Signed-in users read audience demographics" on public.audience_demographics for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- merges "Admins manage audience_demographics" | "Owners add audience_demographics"
create policy "Signed-in users add audience demographics" on public.audience_demographics for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage audience_demographics" | "Owners update audience_demographics"
create policy "Signed-in users change audience demographics" on public.audience_demographics for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage audience_demographics" | "Owners delete audience_demographics"
create policy "Signed-in users delete audience demographics" on public.audience_demographics for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- bookmarks
drop policy "Admins manage bookmarks" on public.bookmarks;
drop policy "Users add their own bookmarks" on public.bookmarks;
drop policy "Users read their own bookmarks" on public.bookmarks;
drop policy "Users remove their own bookmarks" on public.bookmarks;
-- merges "Admins manage bookmarks" | "Users read their own bookmarks"
create policy "Signed-in users read bookmarks" on public.bookmarks for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage bookmarks" | "Users add their own bookmarks"
create policy "Signed-in users add bookmarks" on public.bookmarks for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- was "Admins manage bookmarks"
create policy "Admins change bookmarks" on public.bookmarks for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- merges "Admins manage bookmarks" | "Users remove their own bookmarks"
create policy "Signed-in users delete bookmarks" on public.bookmarks for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- brands
drop policy "Admins manage brands" on public.brands;
drop policy "Anyone reads verified brands" on public.brands;
drop policy "Brand and agency users create brands" on public.brands;
drop policy "Owners delete their brands" on public.brands;
drop policy "Owners read their brands" on public.brands;
drop policy "Owners update their brands" on public.brands;
-- was "Anyone reads verified brands"
create policy "Visitors read brands" on public.brands for select to anon
  using (verified);
-- merges "Admins manage brands" | "Anyone reads verified brands" | "Owners read their brands"
create policy "Signed-in users read brands" on public.brands for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (verified)
      or ((owner_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage brands" | "Brand and agency users create brands"
create policy "Signed-in users add brands" on public.brands for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((owner_id = ( SELECT auth.uid() AS uid)) AND (private.get_user_role(( SELECT auth.uid() AS uid)) = ANY (ARRAY['brand'::text, 'agency'::text])))));
-- merges "Admins manage brands" | "Owners update their brands"
create policy "Signed-in users change brands" on public.brands for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((owner_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((owner_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage brands" | "Owners delete their brands"
create policy "Signed-in users delete brands" on public.brands for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((owner_id = ( SELECT auth.uid() AS uid))));

-- campaigns
drop policy "Admins manage campaigns" on public.campaigns;
drop policy "Brand owners create campaigns" on public.campaigns;
drop policy "Brand owners delete campaigns" on public.campaigns;
drop policy "Brand owners read campaigns" on public.campaigns;
drop policy "Brand owners update campaigns" on public.campaigns;
-- merges "Admins manage campaigns" | "Brand owners read campaigns"
create policy "Signed-in users read campaigns" on public.campaigns for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));
-- merges "Admins manage campaigns" | "Brand owners create campaigns"
create policy "Signed-in users add campaigns" on public.campaigns for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));
-- merges "Admins manage campaigns" | "Brand owners update campaigns"
create policy "Signed-in users change campaigns" on public.campaigns for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)))
  with check ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));
-- merges "Admins manage campaigns" | "Brand owners delete campaigns"
create policy "Signed-in users delete campaigns" on public.campaigns for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));

-- community_posts
drop policy "Admins manage posts" on public.community_posts;
drop policy "Anyone reads posts" on public.community_posts;
drop policy "Authors delete their posts" on public.community_posts;
drop policy "Authors read their removed posts" on public.community_posts;
drop policy "Authors update their posts" on public.community_posts;
drop policy "Users create their own posts" on public.community_posts;
-- was "Anyone reads posts"
create policy "Visitors read community posts" on public.community_posts for select to anon
  using ((removed_at IS NULL));
-- merges "Admins manage posts" | "Anyone reads posts" | "Authors read their removed posts"
create policy "Signed-in users read community posts" on public.community_posts for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((removed_at IS NULL))
      or (((removed_at IS NOT NULL) AND (user_id = ( SELECT auth.uid() AS uid)))));
-- merges "Admins manage posts" | "Users create their own posts"
create policy "Signed-in users add community posts" on public.community_posts for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage posts" | "Authors update their posts"
create policy "Signed-in users change community posts" on public.community_posts for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage posts" | "Authors delete their posts"
create policy "Signed-in users delete community posts" on public.community_posts for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- content_library_items
drop policy "Admins manage content_library_items" on public.content_library_items;
drop policy "Anyone reads published content" on public.content_library_items;
-- was "Anyone reads published content"
create policy "Visitors read content library items" on public.content_library_items for select to anon
  using (is_published);
-- merges "Admins manage content_library_items" | "Anyone reads published content"
create policy "Signed-in users read content library items" on public.content_library_items for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (is_published));
-- was "Admins manage content_library_items"
create policy "Admins add content library items" on public.content_library_items for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage content_library_items"
create policy "Admins change content library items" on public.content_library_items for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage content_library_items"
create policy "Admins delete content library items" on public.content_library_items for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- conversation_participants
drop policy "Admins read participants" on public.conversation_participants;
drop policy "Admins remove participants" on public.conversation_participants;
drop policy "Participants leave conversations" on public.conversation_participants;
drop policy "Participants read participants" on public.conversation_participants;
drop policy "Participants update their own read state" on public.conversation_participants;
-- merges "Admins read participants" | "Participants read participants"
create policy "Signed-in users read conversation participants" on public.conversation_participants for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) OR (conversation_id IN ( SELECT private.my_conversation_ids() AS my_conversation_ids)))));
-- was "Participants update their own read state"
create policy "Participants update their own read state" on public.conversation_participants for update to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));
-- merges "Admins remove participants" | "Participants leave conversations"
create policy "Signed-in users delete conversation participants" on public.conversation_participants for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- conversations
drop policy "Admins manage conversations" on public.conversations;
drop policy "Participants read conversations" on public.conversations;
drop policy "Participants rename conversations" on public.conversations;
-- merges "Admins manage conversations" | "Participants read conversations"
create policy "Signed-in users read conversations" on public.conversations for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((id IN ( SELECT private.my_conversation_ids() AS my_conversation_ids))));
-- was "Admins manage conversations"
create policy "Admins add conversations" on public.conversations for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- merges "Admins manage conversations" | "Participants rename conversations"
create policy "Signed-in users change conversations" on public.conversations for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((id IN ( SELECT private.my_conversation_ids() AS my_conversation_ids))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((id IN ( SELECT private.my_conversation_ids() AS my_conversation_ids))));
-- was "Admins manage conversations"
create policy "Admins delete conversations" on public.conversations for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- creator_platforms
drop policy "Admins manage creator_platforms" on public.creator_platforms;
drop policy "Owners add creator_platforms" on public.creator_platforms;
drop policy "Owners delete creator_platforms" on public.creator_platforms;
drop policy "Owners update creator_platforms" on public.creator_platforms;
drop policy "Signed-in users read creator_platforms" on public.creator_platforms;
-- merges "Admins manage creator_platforms" | "Signed-in users read creator_platforms"
create policy "Signed-in users read creator platforms" on public.creator_platforms for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- merges "Admins manage creator_platforms" | "Owners add creator_platforms"
create policy "Signed-in users add creator platforms" on public.creator_platforms for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage creator_platforms" | "Owners update creator_platforms"
create policy "Signed-in users change creator platforms" on public.creator_platforms for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage creator_platforms" | "Owners delete creator_platforms"
create policy "Signed-in users delete creator platforms" on public.creator_platforms for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- deal_categories
drop policy "Admins manage deal categories" on public.deal_categories;
drop policy "Anyone reads deal categories" on public.deal_categories;
-- was "Anyone reads deal categories"
create policy "Visitors read deal categories" on public.deal_categories for select to anon
  using (true);
-- merges "Admins manage deal categories" | "Anyone reads deal categories"
create policy "Signed-in users read deal categories" on public.deal_categories for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- was "Admins manage deal categories"
create policy "Admins add deal categories" on public.deal_categories for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage deal categories"
create policy "Admins change deal categories" on public.deal_categories for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage deal categories"
create policy "Admins delete deal categories" on public.deal_categories for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- deal_deliverables
drop policy "Admins manage deliverables" on public.deal_deliverables;
drop policy "Parties read deliverables" on public.deal_deliverables;
drop policy "Parties update deliverables" on public.deal_deliverables;
-- merges "Admins manage deliverables" | "Parties read deliverables"
create policy "Signed-in users read deal deliverables" on public.deal_deliverables for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((application_id IN ( SELECT a.id
   FROM public.applications a))));
-- was "Admins manage deliverables"
create policy "Admins add deal deliverables" on public.deal_deliverables for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- merges "Admins manage deliverables" | "Parties update deliverables"
create policy "Signed-in users change deal deliverables" on public.deal_deliverables for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((application_id IN ( SELECT a.id
   FROM public.applications a))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((application_id IN ( SELECT a.id
   FROM public.applications a))));
-- was "Admins manage deliverables"
create policy "Admins delete deal deliverables" on public.deal_deliverables for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- deal_templates
drop policy "Admins manage deal_templates" on public.deal_templates;
drop policy "Brand owners create deal_templates" on public.deal_templates;
drop policy "Brand owners delete deal_templates" on public.deal_templates;
drop policy "Brand owners read deal_templates" on public.deal_templates;
drop policy "Brand owners update deal_templates" on public.deal_templates;
-- merges "Admins manage deal_templates" | "Brand owners read deal_templates"
create policy "Signed-in users read deal templates" on public.deal_templates for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));
-- merges "Admins manage deal_templates" | "Brand owners create deal_templates"
create policy "Signed-in users add deal templates" on public.deal_templates for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));
-- merges "Admins manage deal_templates" | "Brand owners update deal_templates"
create policy "Signed-in users change deal templates" on public.deal_templates for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)))
  with check ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));
-- merges "Admins manage deal_templates" | "Brand owners delete deal_templates"
create policy "Signed-in users delete deal templates" on public.deal_templates for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));

-- deals
drop policy "Admins manage deals" on public.deals;
drop policy "Anyone reads active deals of verified brands" on public.deals;
drop policy "Brand owners create deals" on public.deals;
drop policy "Brand owners delete their deals" on public.deals;
drop policy "Brand owners read their deals" on public.deals;
drop policy "Brand owners update their deals" on public.deals;
-- was "Anyone reads active deals of verified brands"
create policy "Visitors read deals" on public.deals for select to anon
  using ((is_active AND brand_verified));
-- merges "Admins manage deals" | "Anyone reads active deals of verified brands" | "Brand owners read their deals"
create policy "Signed-in users read deals" on public.deals for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((is_active AND brand_verified))
      or ((brand_id IN ( SELECT b.id
   FROM public.brands b
  WHERE (b.owner_id = ( SELECT auth.uid() AS uid))))));
-- merges "Admins manage deals" | "Brand owners create deals"
create policy "Signed-in users add deals" on public.deals for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));
-- merges "Admins manage deals" | "Brand owners update their deals"
create policy "Signed-in users change deals" on public.deals for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((brand_id IN ( SELECT b.id
   FROM public.brands b
  WHERE (b.owner_id = ( SELECT auth.uid() AS uid))))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or (private.is_brand_owner(brand_id)));
-- merges "Admins manage deals" | "Brand owners delete their deals"
create policy "Signed-in users delete deals" on public.deals for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((brand_id IN ( SELECT b.id
   FROM public.brands b
  WHERE (b.owner_id = ( SELECT auth.uid() AS uid))))));

-- event_attendees
drop policy "Admins manage attendees" on public.event_attendees;
drop policy "Attendees leave events" on public.event_attendees;
drop policy "Signed-in users read attendees" on public.event_attendees;
-- merges "Admins manage attendees" | "Signed-in users read attendees"
create policy "Signed-in users read event attendees" on public.event_attendees for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- was "Admins manage attendees"
create policy "Admins add event attendees" on public.event_attendees for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage attendees"
create policy "Admins change event attendees" on public.event_attendees for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- merges "Admins manage attendees" | "Attendees leave events"
create policy "Signed-in users delete event attendees" on public.event_attendees for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- events
drop policy "Admins manage events" on public.events;
drop policy "Anyone reads events" on public.events;
drop policy "Brands, agencies and admins create events" on public.events;
drop policy "Creators delete their events" on public.events;
drop policy "Creators update their events" on public.events;
-- was "Anyone reads events"
create policy "Visitors read events" on public.events for select to anon
  using (true);
-- merges "Admins manage events" | "Anyone reads events"
create policy "Signed-in users read events" on public.events for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- merges "Admins manage events" | "Brands, agencies and admins create events"
create policy "Signed-in users add events" on public.events for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((created_by = ( SELECT auth.uid() AS uid)) AND (( SELECT private.get_user_role(auth.uid()) AS get_user_role) = ANY (ARRAY['brand'::text, 'agency'::text, 'admin'::text])))));
-- merges "Admins manage events" | "Creators update their events"
create policy "Signed-in users change events" on public.events for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((created_by = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((created_by = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage events" | "Creators delete their events"
create policy "Signed-in users delete events" on public.events for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((created_by = ( SELECT auth.uid() AS uid))));

-- learning_modules
drop policy "Admins manage learning_modules" on public.learning_modules;
drop policy "Anyone reads published modules" on public.learning_modules;
-- was "Anyone reads published modules"
create policy "Visitors read learning modules" on public.learning_modules for select to anon
  using (is_published);
-- merges "Admins manage learning_modules" | "Anyone reads published modules"
create policy "Signed-in users read learning modules" on public.learning_modules for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (is_published));
-- was "Admins manage learning_modules"
create policy "Admins add learning modules" on public.learning_modules for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage learning_modules"
create policy "Admins change learning modules" on public.learning_modules for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage learning_modules"
create policy "Admins delete learning modules" on public.learning_modules for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- learning_progress
drop policy "Admins manage progress" on public.learning_progress;
drop policy "Users read their progress" on public.learning_progress;
drop policy "Users record their lesson progress" on public.learning_progress;
drop policy "Users reset their progress" on public.learning_progress;
drop policy "Users update their lesson progress" on public.learning_progress;
-- merges "Admins manage progress" | "Users read their progress"
create policy "Signed-in users read learning progress" on public.learning_progress for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage progress" | "Users record their lesson progress"
create policy "Signed-in users add learning progress" on public.learning_progress for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) AND (lesson_id IS NOT NULL))));
-- merges "Admins manage progress" | "Users update their lesson progress"
create policy "Signed-in users change learning progress" on public.learning_progress for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) AND (lesson_id IS NOT NULL))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) AND (lesson_id IS NOT NULL))));
-- merges "Admins manage progress" | "Users reset their progress"
create policy "Signed-in users delete learning progress" on public.learning_progress for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- lessons
drop policy "Admins manage lessons" on public.lessons;
drop policy "Members read lessons of published modules" on public.lessons;
drop policy "Visitors read the first lesson of published modules" on public.lessons;
-- was "Visitors read the first lesson of published modules"
create policy "Visitors read lessons" on public.lessons for select to anon
  using (((EXISTS ( SELECT 1
   FROM public.learning_modules m
  WHERE ((m.id = lessons.module_id) AND m.is_published))) AND ("position" = private.first_lesson_position(module_id))));
-- merges "Admins manage lessons" | "Members read lessons of published modules"
create policy "Signed-in users read lessons" on public.lessons for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((EXISTS ( SELECT 1
   FROM public.learning_modules m
  WHERE ((m.id = lessons.module_id) AND m.is_published)))));
-- was "Admins manage lessons"
create policy "Admins add lessons" on public.lessons for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage lessons"
create policy "Admins change lessons" on public.lessons for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage lessons"
create policy "Admins delete lessons" on public.lessons for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- media_kits
drop policy "Admins manage media kits" on public.media_kits;
drop policy "Owners create their media kit" on public.media_kits;
drop policy "Owners delete their media kit" on public.media_kits;
drop policy "Owners read their media kit" on public.media_kits;
drop policy "Owners update their media kit" on public.media_kits;
-- merges "Admins manage media kits" | "Owners read their media kit"
create policy "Signed-in users read media kits" on public.media_kits for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage media kits" | "Owners create their media kit"
create policy "Signed-in users add media kits" on public.media_kits for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage media kits" | "Owners update their media kit"
create policy "Signed-in users change media kits" on public.media_kits for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage media kits" | "Owners delete their media kit"
create policy "Signed-in users delete media kits" on public.media_kits for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- messages
drop policy "Admins manage messages" on public.messages;
drop policy "Participants read messages" on public.messages;
drop policy "Participants send messages as themselves" on public.messages;
drop policy "Senders delete their messages" on public.messages;
drop policy "Senders edit their messages" on public.messages;
-- merges "Admins manage messages" | "Participants read messages"
create policy "Signed-in users read messages" on public.messages for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (private.is_conversation_participant(conversation_id)));
-- merges "Admins manage messages" | "Participants send messages as themselves"
create policy "Signed-in users add messages" on public.messages for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((sender_id = ( SELECT auth.uid() AS uid)) AND private.is_conversation_participant(conversation_id))));
-- merges "Admins manage messages" | "Senders edit their messages"
create policy "Signed-in users change messages" on public.messages for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((sender_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((sender_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage messages" | "Senders delete their messages"
create policy "Signed-in users delete messages" on public.messages for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((sender_id = ( SELECT auth.uid() AS uid))));

-- notifications
drop policy "Admins manage notifications" on public.notifications;
drop policy "Users delete their notifications" on public.notifications;
drop policy "Users read their notifications" on public.notifications;
drop policy "Users update their notifications" on public.notifications;
-- merges "Admins manage notifications" | "Users read their notifications"
create policy "Signed-in users read notifications" on public.notifications for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- was "Admins manage notifications"
create policy "Admins add notifications" on public.notifications for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- merges "Admins manage notifications" | "Users update their notifications"
create policy "Signed-in users change notifications" on public.notifications for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage notifications" | "Users delete their notifications"
create policy "Signed-in users delete notifications" on public.notifications for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- onboarding_status
drop policy "Admins manage onboarding" on public.onboarding_status;
drop policy "Users create their own onboarding" on public.onboarding_status;
drop policy "Users read their own onboarding" on public.onboarding_status;
drop policy "Users update their own onboarding" on public.onboarding_status;
-- merges "Admins manage onboarding" | "Users read their own onboarding"
create policy "Signed-in users read onboarding status" on public.onboarding_status for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage onboarding" | "Users create their own onboarding"
create policy "Signed-in users add onboarding status" on public.onboarding_status for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage onboarding" | "Users update their own onboarding"
create policy "Signed-in users change onboarding status" on public.onboarding_status for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- was "Admins manage onboarding"
create policy "Admins delete onboarding status" on public.onboarding_status for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- payments
drop policy "Admins manage payments" on public.payments;
drop policy "Users read their payments" on public.payments;
-- merges "Admins manage payments" | "Users read their payments"
create policy "Signed-in users read payments" on public.payments for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- was "Admins manage payments"
create policy "Admins add payments" on public.payments for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage payments"
create policy "Admins change payments" on public.payments for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage payments"
create policy "Admins delete payments" on public.payments for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- planned_posts
drop policy "Admins manage planned_posts" on public.planned_posts;
drop policy "Owners add planned_posts" on public.planned_posts;
drop policy "Owners delete planned_posts" on public.planned_posts;
drop policy "Owners read planned_posts" on public.planned_posts;
drop policy "Owners update planned_posts" on public.planned_posts;
-- merges "Admins manage planned_posts" | "Owners read planned_posts"
create policy "Signed-in users read planned posts" on public.planned_posts for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage planned_posts" | "Owners add planned_posts"
create policy "Signed-in users add planned posts" on public.planned_posts for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage planned_posts" | "Owners update planned_posts"
create policy "Signed-in users change planned posts" on public.planned_posts for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage planned_posts" | "Owners delete planned_posts"
create policy "Signed-in users delete planned posts" on public.planned_posts for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- post_comments
drop policy "Admins manage comments" on public.post_comments;
drop policy "Anyone reads comments" on public.post_comments;
drop policy "Authors delete their comments" on public.post_comments;
drop policy "Authors read their removed comments" on public.post_comments;
drop policy "Authors update their comments" on public.post_comments;
drop policy "Users comment as themselves" on public.post_comments;
-- was "Anyone reads comments"
create policy "Visitors read post comments" on public.post_comments for select to anon
  using ((removed_at IS NULL));
-- merges "Admins manage comments" | "Anyone reads comments" | "Authors read their removed comments"
create policy "Signed-in users read post comments" on public.post_comments for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((removed_at IS NULL))
      or (((removed_at IS NOT NULL) AND (user_id = ( SELECT auth.uid() AS uid)))));
-- merges "Admins manage comments" | "Users comment as themselves"
create policy "Signed-in users add post comments" on public.post_comments for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage comments" | "Authors update their comments"
create policy "Signed-in users change post comments" on public.post_comments for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage comments" | "Authors delete their comments"
create policy "Signed-in users delete post comments" on public.post_comments for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- post_likes
drop policy "Admins manage likes" on public.post_likes;
drop policy "Anyone reads likes" on public.post_likes;
drop policy "Users like as themselves" on public.post_likes;
drop policy "Users remove their likes" on public.post_likes;
-- was "Anyone reads likes"
create policy "Visitors read post likes" on public.post_likes for select to anon
  using (true);
-- merges "Admins manage likes" | "Anyone reads likes"
create policy "Signed-in users read post likes" on public.post_likes for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- merges "Admins manage likes" | "Users like as themselves"
create policy "Signed-in users add post likes" on public.post_likes for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- was "Admins manage likes"
create policy "Admins change post likes" on public.post_likes for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- merges "Admins manage likes" | "Users remove their likes"
create policy "Signed-in users delete post likes" on public.post_likes for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- post_stats
drop policy "Admins manage post_stats" on public.post_stats;
drop policy "Owners add post_stats" on public.post_stats;
drop policy "Owners delete post_stats" on public.post_stats;
drop policy "Owners read post_stats" on public.post_stats;
drop policy "Owners update post_stats" on public.post_stats;
-- merges "Admins manage post_stats" | "Owners read post_stats"
create policy "Signed-in users read post stats" on public.post_stats for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage post_stats" | "Owners add post_stats"
create policy "Signed-in users add post stats" on public.post_stats for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage post_stats" | "Owners update post_stats"
create policy "Signed-in users change post stats" on public.post_stats for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage post_stats" | "Owners delete post_stats"
create policy "Signed-in users delete post stats" on public.post_stats for delete to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));

-- profile_views
drop policy "Admins read profile views" on public.profile_views;
drop policy "Owners read views of their profile" on public.profile_views;
-- merges "Admins read profile views" | "Owners read views of their profile"
create policy "Signed-in users read profile views" on public.profile_views for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((profile_user_id = ( SELECT auth.uid() AS uid))));

-- profiles
drop policy "Admins manage profiles" on public.profiles;
drop policy "Signed-in users read profiles" on public.profiles;
drop policy "Users create their own profile" on public.profiles;
drop policy "Users update their own profile" on public.profiles;
-- merges "Admins manage profiles" | "Signed-in users read profiles"
create policy "Signed-in users read profiles" on public.profiles for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (true));
-- merges "Admins manage profiles" | "Users create their own profile"
create policy "Signed-in users add profiles" on public.profiles for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage profiles" | "Users update their own profile"
create policy "Signed-in users change profiles" on public.profiles for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- was "Admins manage profiles"
create policy "Admins delete profiles" on public.profiles for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- reports
drop policy "Admins read reports" on public.reports;
drop policy "Users read their own reports" on public.reports;
drop policy "Users report as themselves" on public.reports;
-- merges "Admins read reports" | "Users read their own reports"
create policy "Signed-in users read reports" on public.reports for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((reporter_id = ( SELECT auth.uid() AS uid))));
-- was "Users report as themselves"
create policy "Users report as themselves" on public.reports for insert to authenticated
  with check (((reporter_id = ( SELECT auth.uid() AS uid)) AND (status = 'open'::text) AND (resolved_by IS NULL) AND (resolved_at IS NULL) AND (resolution_note IS NULL)));

-- subscriptions
drop policy "Admins manage subscriptions" on public.subscriptions;
drop policy "Users read their subscriptions" on public.subscriptions;
-- merges "Admins manage subscriptions" | "Users read their subscriptions"
create policy "Signed-in users read subscriptions" on public.subscriptions for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- was "Admins manage subscriptions"
create policy "Admins add subscriptions" on public.subscriptions for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage subscriptions"
create policy "Admins change subscriptions" on public.subscriptions for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage subscriptions"
create policy "Admins delete subscriptions" on public.subscriptions for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- user_roles
drop policy "Admins manage roles" on public.user_roles;
drop policy "Users change their own non-admin role" on public.user_roles;
drop policy "Users pick their own non-admin role" on public.user_roles;
drop policy "Users read their own role" on public.user_roles;
-- merges "Admins manage roles" | "Users read their own role"
create policy "Signed-in users read user roles" on public.user_roles for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- merges "Admins manage roles" | "Users pick their own non-admin role"
create policy "Signed-in users add user roles" on public.user_roles for insert to authenticated
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) AND (role = ANY (ARRAY['athlete'::text, 'creator'::text, 'brand'::text, 'agency'::text])))));
-- merges "Admins manage roles" | "Users change their own non-admin role"
create policy "Signed-in users change user roles" on public.user_roles for update to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) AND (role <> 'admin'::text))))
  with check ((( SELECT private.is_admin() AS is_admin))
      or (((user_id = ( SELECT auth.uid() AS uid)) AND (role = ANY (ARRAY['athlete'::text, 'creator'::text, 'brand'::text, 'agency'::text])))));
-- was "Admins manage roles"
create policy "Admins delete user roles" on public.user_roles for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- workshop_registrations
drop policy "Admins manage registrations" on public.workshop_registrations;
drop policy "Users read their registrations" on public.workshop_registrations;
-- merges "Admins manage registrations" | "Users read their registrations"
create policy "Signed-in users read workshop registrations" on public.workshop_registrations for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or ((user_id = ( SELECT auth.uid() AS uid))));
-- was "Admins manage registrations"
create policy "Admins add workshop registrations" on public.workshop_registrations for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage registrations"
create policy "Admins change workshop registrations" on public.workshop_registrations for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage registrations"
create policy "Admins delete workshop registrations" on public.workshop_registrations for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- workshops
drop policy "Admins manage workshops" on public.workshops;
drop policy "Anyone reads published workshops" on public.workshops;
-- was "Anyone reads published workshops"
create policy "Visitors read workshops" on public.workshops for select to anon
  using (is_published);
-- merges "Admins manage workshops" | "Anyone reads published workshops"
create policy "Signed-in users read workshops" on public.workshops for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (is_published));
-- was "Admins manage workshops"
create policy "Admins add workshops" on public.workshops for insert to authenticated
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage workshops"
create policy "Admins change workshops" on public.workshops for update to authenticated
  using (( SELECT private.is_admin() AS is_admin))
  with check (( SELECT private.is_admin() AS is_admin));
-- was "Admins manage workshops"
create policy "Admins delete workshops" on public.workshops for delete to authenticated
  using (( SELECT private.is_admin() AS is_admin));

-- ------------------------------------------------------------------ 7. an index for every foreign key
-- Deleting the referenced row (an account, a deal, a lesson) looks the key up in the referencing table. The
-- columns that are mostly empty (who reviewed, removed, deactivated, resolved) get a partial index of the
-- rows that have one; the lookup `col = $1` implies `col is not null`, so it uses it.
create index if not exists application_status_history_changed_by_idx on public.application_status_history (changed_by) where changed_by is not null;
create index if not exists applications_reviewed_by_idx on public.applications (reviewed_by) where reviewed_by is not null;
create index if not exists community_posts_removed_by_idx on public.community_posts (removed_by) where removed_by is not null;
create index if not exists deal_deliverables_reviewed_by_idx on public.deal_deliverables (reviewed_by) where reviewed_by is not null;
create index if not exists deal_payments_brand_id_idx on public.deal_payments (brand_id) where brand_id is not null;
create index if not exists deal_payments_deal_id_idx on public.deal_payments (deal_id) where deal_id is not null;
create index if not exists deal_payments_payment_id_idx on public.deal_payments (payment_id) where payment_id is not null;
create index if not exists deals_created_by_idx on public.deals (created_by) where created_by is not null;
create index if not exists deals_deactivated_by_idx on public.deals (deactivated_by) where deactivated_by is not null;
create index if not exists learning_progress_lesson_id_idx on public.learning_progress (lesson_id) where lesson_id is not null;
create index if not exists learning_progress_module_id_idx on public.learning_progress (module_id);
create index if not exists planned_posts_deal_id_idx on public.planned_posts (deal_id) where deal_id is not null;
create index if not exists post_comments_removed_by_idx on public.post_comments (removed_by) where removed_by is not null;
create index if not exists profile_views_viewer_id_idx on public.profile_views (viewer_id) where viewer_id is not null;
create index if not exists reports_resolved_by_idx on public.reports (resolved_by) where resolved_by is not null;

-- ------------------------------------------------------------------ 8. pg_graphql off
-- Hosted projects install pg_graphql, whose /graphql/v1 introspection shows every table anon or authenticated
-- may select, whatever RLS then lets through. The app uses PostgREST only: drop the extension where it is
-- installed (the local stack never has it). Where the migration role may not drop it, the deploy guide in the
-- README says to turn it off under Database > Extensions.
do $$
begin
  drop extension if exists pg_graphql;
exception when insufficient_privilege or dependent_objects_still_exist then
  raise notice 'pg_graphql left installed (%): turn it off under Database > Extensions', sqlerrm;
end
$$;
