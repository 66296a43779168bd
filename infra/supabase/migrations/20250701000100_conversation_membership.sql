-- =============================================================================
-- Conversation membership is written by the database only (issue 19 item 1).
--
-- Before: a user could create a conversation, add themselves, then PATCH their
-- participant row's conversation_id to a victim's conversation (or rewrite
-- conversations.created_by to hand a conversation to a third user, who then
-- added themselves). Now:
--   * clients cannot insert conversations or participants at all; the
--     security-definer functions start_conversation / send_message create a
--     direct conversation between the caller and one recipient, atomically;
--   * a participant row's conversation_id, user_id and joined_at never change
--     (column grants for API roles, a trigger for everyone else);
--   * conversations.created_by, created_at and direct_key never change;
--   * a message's conversation_id and sender_id never change.
--
-- Who may be added (the Info point "participants can add any user"): a
-- conversation is direct, between exactly two different users, both with a
-- profile; there is one per pair (direct_key), so starting it twice, or from
-- both sides at once, returns the same conversation; a user may open at most
-- 20 new conversations per hour (notification spam). Nobody can add a third
-- person to a conversation.
-- =============================================================================

-- ------------------------------------------------- one conversation per pair
alter table public.conversations add column direct_key text;
alter table public.conversations
  add constraint conversations_direct_key_unique unique (direct_key);
comment on column public.conversations.direct_key is
  'For a direct conversation: the two participants'' ids, smaller first, joined by a colon. Set by start_conversation.';

create or replace function public.conversation_direct_key(a uuid, b uuid) returns text
language sql immutable set search_path = '' as $$
  select least(a, b)::text || ':' || greatest(a, b)::text
$$;

-- Existing two-person conversations become the pair's direct conversation (the oldest wins).
update public.conversations c set direct_key = pair.k
from (
  select distinct on (k) conversation_id, k
  from (
    select conversation_id,
           public.conversation_direct_key(min(user_id::text)::uuid, max(user_id::text)::uuid) as k
    from public.conversation_participants
    group by conversation_id
    having count(*) = 2
  ) x
  join public.conversations c2 on c2.id = x.conversation_id
  order by k, c2.created_at
) pair
where c.id = pair.conversation_id;

alter table public.messages
  add constraint messages_content_not_blank check (content ~ '\S'),
  add constraint messages_content_length check (char_length(content) <= 4000);

-- ------------------------------------------------------ immutable columns
create or replace function public.conversation_participants_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.conversation_id is distinct from old.conversation_id or new.user_id is distinct from old.user_id then
    raise exception 'A conversation participant cannot be moved' using errcode = '42501';
  end if;
  new.joined_at := old.joined_at;
  if new.last_read_at > now() then
    new.last_read_at := now();
  end if;
  return new;
end
$$;
create trigger conversation_participants_guard before update on public.conversation_participants
  for each row execute function public.conversation_participants_guard();

create or replace function public.conversations_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- created_by only ever becomes null, when its user is deleted (on delete set null)
  if new.created_by is distinct from old.created_by and new.created_by is not null then
    raise exception 'The creator of a conversation cannot be changed' using errcode = '42501';
  end if;
  -- a conversation's pair is set once (seed data sets it after the fact)
  if new.direct_key is distinct from old.direct_key and old.direct_key is not null then
    raise exception 'The participants of a conversation cannot be changed' using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger conversations_guard before update on public.conversations
  for each row execute function public.conversations_guard();

create or replace function public.messages_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.conversation_id is distinct from old.conversation_id or new.sender_id is distinct from old.sender_id then
    raise exception 'A message cannot be moved' using errcode = '42501';
  end if;
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger messages_guard before update on public.messages
  for each row execute function public.messages_guard();

-- ------------------------------------------------------- grants and policies
revoke insert, update on public.conversations from anon, authenticated;
grant update (title) on public.conversations to authenticated;
revoke insert, update on public.conversation_participants from anon, authenticated;
grant update (last_read_at) on public.conversation_participants to authenticated;
revoke update on public.messages from anon, authenticated;
grant update (content) on public.messages to authenticated;

drop policy "Participants read conversations" on public.conversations;
drop policy "Users start conversations" on public.conversations;
drop policy "Participants update conversations" on public.conversations;
create policy "Participants read conversations" on public.conversations
  for select to authenticated using (public.is_conversation_participant(id));
create policy "Participants rename conversations" on public.conversations
  for update to authenticated
  using (public.is_conversation_participant(id)) with check (public.is_conversation_participant(id));

drop policy "Creators and participants add participants" on public.conversation_participants;
drop policy "Participants update their own row" on public.conversation_participants;
drop policy "Admins manage participants" on public.conversation_participants;
create policy "Participants update their own read state" on public.conversation_participants
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Admins read participants" on public.conversation_participants
  for select to authenticated using ((select public.is_admin()));
create policy "Admins remove participants" on public.conversation_participants
  for delete to authenticated using ((select public.is_admin()));

-- ------------------------------------------------- the conversation functions
-- Returns the caller's direct conversation with p_recipient_id, creating it
-- (with both participants) when there is none. Serialised per pair by the
-- unique direct_key, so two people starting it at once end up in one.
create or replace function public.start_conversation(p_recipient_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_me uuid := auth.uid();
  v_key text;
  v_id uuid;
begin
  if v_me is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if p_recipient_id is null then
    raise exception 'Choose who to message' using errcode = 'P0001';
  end if;
  if p_recipient_id = v_me then
    raise exception 'You cannot message yourself' using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.profiles where user_id = p_recipient_id) then
    raise exception 'This user could not be found' using errcode = 'P0001';
  end if;

  v_key := public.conversation_direct_key(v_me, p_recipient_id);
  select id into v_id from public.conversations where direct_key = v_key;
  if v_id is null then
    if (select count(*) from public.conversations
        where created_by = v_me and created_at > now() - interval '1 hour') >= 20 then
      raise exception 'You have started too many conversations in the last hour. Please try again later.'
        using errcode = 'P0001';
    end if;
    insert into public.conversations (created_by, direct_key, is_active)
    values (v_me, v_key, true)
    on conflict (direct_key) do nothing
    returning id into v_id;
    if v_id is null then
      select id into v_id from public.conversations where direct_key = v_key;
    end if;
  end if;

  -- both belong to it (again, if one of them had left)
  insert into public.conversation_participants (conversation_id, user_id)
  values (v_id, v_me), (v_id, p_recipient_id)
  on conflict (conversation_id, user_id) do nothing;
  return v_id;
end
$$;

-- Sends a message into p_conversation_id (the caller must be a participant),
-- or, without one, into the caller's direct conversation with p_recipient_id,
-- starting it first. One transaction: never a conversation without its message.
create or replace function public.send_message(
  p_content text,
  p_conversation_id uuid default null,
  p_recipient_id uuid default null
) returns public.messages
language plpgsql security definer set search_path = '' as $$
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
    v_conv := public.start_conversation(p_recipient_id);
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
$$;

revoke execute on function public.start_conversation(uuid) from public, anon;
revoke execute on function public.send_message(text, uuid, uuid) from public, anon;
grant execute on function public.start_conversation(uuid) to authenticated, service_role;
grant execute on function public.send_message(text, uuid, uuid) to authenticated, service_role;

-- its only use was the participant insert policy dropped above
drop function public.is_conversation_creator(uuid);
