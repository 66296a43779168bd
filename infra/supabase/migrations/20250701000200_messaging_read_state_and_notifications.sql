-- =============================================================================
-- Messaging read state and the notifications the database writes (issue 13).
--   * my_conversation_summaries(): per conversation of the caller, the last
--     message and the unread count (messages from others after last_read_at);
--   * mark_conversation_read(): the caller's read state, and their message
--     notifications of that conversation marked read;
--   * a new message notifies each other participant at most once per
--     conversation until read, unless they turned message_notifications off;
--   * a brand becoming verified notifies its owner; an active deal of a
--     verified brand notifies users whose interests and role match it
--     (deal_alerts on);
--   * every notification of a user with email_notifications on is also recorded
--     as an email in the local mailbox (local mode only: the table exists only
--     in the local stack).
-- Alerts and emails fan out only for changes made through the API (not for seed data).
-- Clients never write notifications: these are triggers and definer functions.
-- =============================================================================

create or replace function public.my_conversation_summaries()
returns table (
  conversation_id uuid,
  last_message text,
  last_message_at timestamptz,
  last_sender_id uuid,
  unread_count integer
)
language sql stable set search_path = '' as $$
  select cp.conversation_id, lm.content, lm.created_at, lm.sender_id,
         (select count(*)::int from public.messages m
           where m.conversation_id = cp.conversation_id
             and m.sender_id <> cp.user_id
             and m.created_at > coalesce(cp.last_read_at, '-infinity'::timestamptz))
  from public.conversation_participants cp
  left join lateral (
    select m.content, m.created_at, m.sender_id from public.messages m
    where m.conversation_id = cp.conversation_id
    order by m.created_at desc limit 1
  ) lm on true
  where cp.user_id = (select auth.uid())
$$;

create or replace function public.mark_conversation_read(p_conversation_id uuid) returns void
language plpgsql set search_path = '' as $$
begin
  update public.conversation_participants set last_read_at = now()
  where conversation_id = p_conversation_id and user_id = (select auth.uid());
  update public.notifications set read = true
  where user_id = (select auth.uid()) and not read
    and metadata->>'kind' = 'message' and metadata->>'conversation_id' = p_conversation_id::text;
end
$$;

revoke execute on function public.my_conversation_summaries(), public.mark_conversation_read(uuid) from public, anon;
grant execute on function public.my_conversation_summaries(), public.mark_conversation_read(uuid) to authenticated, service_role;

-- true unless the user turned the preference off (missing means on)
create or replace function public.notification_preference_on(p_user uuid, p_key text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select (p.extra_data->'preferences'->>p_key) is distinct from 'false'
                   from public.profiles p where p.user_id = p_user), true)
$$;
revoke execute on function public.notification_preference_on(uuid, text) from public, anon, authenticated;

-- true while serving an API request (JWT claims set); false for seeds and migrations run as postgres,
-- so loading seed data does not fan out alerts and emails
create or replace function public.in_api_request() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(current_setting('request.jwt.claims', true), '') not in ('', 'null')
$$;

-- ------------------------------------------------------------ new messages
create or replace function public.messages_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
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
    and public.notification_preference_on(cp.user_id, 'message_notifications')
    and not exists (
      select 1 from public.notifications n
      where n.user_id = cp.user_id and not n.read
        and n.metadata->>'kind' = 'message' and n.metadata->>'conversation_id' = new.conversation_id::text
    );
  return null;
end
$$;

-- ------------------------------------------------------ brand verification
create or replace function public.brands_notify_verified() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.verified and not old.verified and new.owner_id is not null then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (new.owner_id, 'Brand verified',
            new.name || ' is now verified. Your deals are live in the marketplace.',
            'success', '/brand-dashboard',
            jsonb_build_object('kind', 'brand_verified', 'brand_id', new.id));
  end if;
  return null;
end
$$;
create trigger brands_notify_verified after update of verified on public.brands
  for each row execute function public.brands_notify_verified();

-- ------------------------------------------------------------- deal alerts
create or replace function public.deals_notify_alerts() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_brand text;
begin
  if not new.is_active or new.category is null or not public.in_api_request()
     or (tg_op = 'UPDATE' and old.is_active) then
    return null;
  end if;
  select name into v_brand from public.brands where id = new.brand_id and verified;
  if v_brand is null then
    return null;
  end if;

  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select p.user_id, 'New ' || new.category || ' deal',
         v_brand || ' posted "' || new.title || '".',
         'info', '/marketplace/deals/' || new.id::text,
         jsonb_build_object('kind', 'deal_alert', 'deal_id', new.id)
  from public.profiles p
  join public.user_roles r on r.user_id = p.user_id
  where r.role = any (new.target_roles)
    and coalesce(p.extra_data->'preferences'->'interested_categories', '[]'::jsonb) ? new.category
    and (p.extra_data->'preferences'->>'deal_alerts') is distinct from 'false'
    and p.user_id is distinct from (select owner_id from public.brands where id = new.brand_id);
  return null;
end
$$;
create trigger deals_notify_alerts after insert or update of is_active on public.deals
  for each row execute function public.deals_notify_alerts();

-- ------------------------------------------- email copies in the local mailbox
create or replace function public.notifications_email_copy() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
begin
  if to_regclass('auth.local_mail_outbox') is null or not public.in_api_request()
     or not public.notification_preference_on(new.user_id, 'email_notifications') then
    return null;
  end if;
  select email into v_email from auth.users where id = new.user_id;
  if v_email is null then
    return null;
  end if;
  execute 'insert into auth.local_mail_outbox (to_email, subject, body_text, body_html, links, kind)
           values ($1, $2, $3, $4, $5, ''notification'')'
    using v_email, new.title,
          new.message || coalesce(E'\n\n' || new.action_url, ''),
          '<p>' || replace(replace(replace(new.message, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>',
          case when new.action_url is null then '[]'::jsonb else jsonb_build_array(new.action_url) end;
  return null;
end
$$;
create trigger notifications_email_copy after insert on public.notifications
  for each row execute function public.notifications_email_copy();

revoke execute on function public.brands_notify_verified(), public.deals_notify_alerts(),
  public.notifications_email_copy() from public, anon, authenticated;
