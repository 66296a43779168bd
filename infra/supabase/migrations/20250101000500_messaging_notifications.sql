-- =============================================================================
-- Messaging (conversations, participants, messages) and notifications, with
-- the triggers that notify applicants, brand owners and message recipients.
-- =============================================================================

-- -------------------------------------------------------- notifications
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null constraint notifications_title_check check (char_length(title) between 1 and 200),
  message text not null default '',
  type text not null default 'info'
    constraint notifications_type_check check (type in ('success', 'warning', 'error', 'info')),
  read boolean not null default false,
  action_url text,
  metadata jsonb not null default '{}'::jsonb,
  expires_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where not read;

-- -------------------------------------------------------- conversations
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  title text,
  is_active boolean not null default true,
  -- the creator may see the conversation before adding participants
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index conversations_updated_idx on public.conversations (updated_at desc);
create index conversations_created_by_idx on public.conversations (created_by);
create trigger conversations_set_updated_at before update on public.conversations
  for each row execute function public.set_updated_at();

create table public.conversation_participants (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  last_read_at timestamptz,
  joined_at timestamptz not null default now(),
  constraint conversation_participants_conv_user_unique unique (conversation_id, user_id)
);
create index conversation_participants_user_idx on public.conversation_participants (user_id, conversation_id);

-- conversation_participants' policies must not query conversation_participants
-- under RLS (infinite recursion): they go through these SECURITY DEFINER helpers.
create or replace function public.is_conversation_participant(conv_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.conversation_participants
    where conversation_id = conv_id and user_id = auth.uid()
  )
$$;

create or replace function public.is_conversation_creator(conv_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.conversations where id = conv_id and created_by = auth.uid()
  )
$$;

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references auth.users (id) on delete cascade default auth.uid(),
  content text not null constraint messages_content_check check (char_length(content) between 1 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index messages_conversation_created_idx on public.messages (conversation_id, created_at);
create index messages_sender_idx on public.messages (sender_id);
create trigger messages_set_updated_at before update on public.messages
  for each row execute function public.set_updated_at();

-- A new message bumps the conversation and notifies the other participants.
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
  where cp.conversation_id = new.conversation_id and cp.user_id <> new.sender_id;
  return null;
end
$$;
create trigger messages_after_insert after insert on public.messages
  for each row execute function public.messages_after_insert();

-- ------------------------------------ application notifications (marketplace)
create or replace function public.applications_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
  v_owner uuid;
  v_applicant text;
begin
  select d.title, b.owner_id into v_title, v_owner
    from public.deals d join public.brands b on b.id = d.brand_id
    where d.id = new.deal_id;

  if tg_op = 'INSERT' then
    if v_owner is not null and v_owner <> new.user_id then
      select coalesce(nullif(btrim(full_name), ''), 'A user') into v_applicant
        from public.profiles where user_id = new.user_id;
      insert into public.notifications (user_id, title, message, type, action_url, metadata)
      values (v_owner, 'New application',
              coalesce(v_applicant, 'A user') || ' applied to "' || coalesce(v_title, 'your deal') || '".',
              'info', '/brand-dashboard',
              jsonb_build_object('kind', 'application', 'application_id', new.id, 'deal_id', new.deal_id));
    end if;
  elsif new.status is distinct from old.status and new.status <> 'withdrawn' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (
      new.user_id,
      case new.status when 'accepted' then 'Application accepted'
                      when 'rejected' then 'Application not selected'
                      else 'Application updated' end,
      'Your application to "' || coalesce(v_title, 'a deal') || '" is now ' || new.status || '.',
      case new.status when 'accepted' then 'success' when 'rejected' then 'warning' else 'info' end,
      '/marketplace/applications',
      jsonb_build_object('kind', 'application_status', 'application_id', new.id, 'deal_id', new.deal_id,
                         'old_status', old.status, 'new_status', new.status));
  end if;
  return null;
end
$$;
create trigger applications_notify after insert or update of status on public.applications
  for each row execute function public.applications_notify();

-- ============================================================ RLS
alter table public.notifications enable row level security;
alter table public.conversations enable row level security;
alter table public.conversation_participants enable row level security;
alter table public.messages enable row level security;

-- notifications: your own; created by triggers, service_role or admins.
create policy "Users read their notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users update their notifications" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their notifications" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage notifications" on public.notifications
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- conversations: participants (and the creator, who adds them).
create policy "Participants read conversations" on public.conversations
  for select to authenticated
  using (created_by = (select auth.uid()) or public.is_conversation_participant(id));
create policy "Users start conversations" on public.conversations
  for insert to authenticated with check (created_by = (select auth.uid()));
create policy "Participants update conversations" on public.conversations
  for update to authenticated
  using (created_by = (select auth.uid()) or public.is_conversation_participant(id))
  with check (created_by = (select auth.uid()) or public.is_conversation_participant(id));
create policy "Admins manage conversations" on public.conversations
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Participants read participants" on public.conversation_participants
  for select to authenticated
  using (user_id = (select auth.uid()) or public.is_conversation_participant(conversation_id));
create policy "Creators and participants add participants" on public.conversation_participants
  for insert to authenticated
  with check (public.is_conversation_creator(conversation_id) or public.is_conversation_participant(conversation_id));
create policy "Participants update their own row" on public.conversation_participants
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Participants leave conversations" on public.conversation_participants
  for delete to authenticated using (user_id = (select auth.uid()));
create policy "Admins manage participants" on public.conversation_participants
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create policy "Participants read messages" on public.messages
  for select to authenticated using (public.is_conversation_participant(conversation_id));
create policy "Participants send messages as themselves" on public.messages
  for insert to authenticated
  with check (sender_id = (select auth.uid()) and public.is_conversation_participant(conversation_id));
create policy "Senders edit their messages" on public.messages
  for update to authenticated
  using (sender_id = (select auth.uid())) with check (sender_id = (select auth.uid()));
create policy "Senders delete their messages" on public.messages
  for delete to authenticated using (sender_id = (select auth.uid()));
create policy "Admins manage messages" on public.messages
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
