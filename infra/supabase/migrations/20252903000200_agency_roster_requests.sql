-- =============================================================================
-- Roster requests (issue 32): an agency asks a talent found in discovery to join its roster; the talent consents.
--   * request_roster_join(): an agency, a discoverable talent not already on its roster, one open request per
--     agency and talent, at most 50 a day per agency.
--   * respond_to_roster_request(): only the talent answers, once; accepting adds them to the agency's roster
--     (agency_clients, with their account linked, so the roster size and the agency's clients_managed follow).
--   * Written only by these definer functions; the two parties and admins read it. The talent is notified of
--     the request, the agency of the answer (a trigger).
-- =============================================================================

create schema if not exists private;

create table public.agency_roster_requests (
  id uuid primary key default gen_random_uuid(),
  agency_id uuid not null references public.profiles (user_id) on delete cascade,
  talent_id uuid not null references public.profiles (user_id) on delete cascade,
  message text constraint agency_roster_requests_message_check check (char_length(message) <= 500),
  status text not null default 'pending'
    constraint agency_roster_requests_status_check check (status in ('pending', 'accepted', 'declined')),
  decline_reason text constraint agency_roster_requests_decline_reason_check check (char_length(decline_reason) <= 500),
  responded_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index agency_roster_requests_open_unique on public.agency_roster_requests (agency_id, talent_id) where status = 'pending';
create index agency_roster_requests_agency_created_idx on public.agency_roster_requests (agency_id, created_at);
create index agency_roster_requests_talent_idx on public.agency_roster_requests (talent_id, created_at desc);
comment on table public.agency_roster_requests is
  'An agency''s request that a talent join its roster (pending -> accepted | declined). Written only by request_roster_join() / respond_to_roster_request().';

alter table public.agency_roster_requests enable row level security;
revoke all on public.agency_roster_requests from anon, authenticated;
grant select on public.agency_roster_requests to authenticated;
grant all on public.agency_roster_requests to service_role;
create policy "The talent, the agency and admins read roster requests" on public.agency_roster_requests
  for select to authenticated
  using (talent_id = (select auth.uid()) or agency_id = (select auth.uid()) or (select private.is_admin()));
select public.refuse_suspended_writes_on('public.agency_roster_requests');

-- ----------------------------------------------------------------- ask
create or replace function private.request_roster_join(p_talent_id uuid, p_message text)
returns public.agency_roster_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
  v_sent integer;
  v_row public.agency_roster_requests;
begin
  if v_uid is null then
    raise exception 'Sign in to send a roster request' using errcode = '42501';
  end if;
  perform 1 from public.profiles where user_id = v_uid for update; -- one agency's requests take turns
  if not exists (select 1 from public.user_roles r where r.user_id = v_uid and r.role = 'agency') then
    raise exception 'Only agencies can ask talent to join their roster' using errcode = '42501';
  end if;
  if not exists (select 1 from public.talent_directory t where t.user_id = p_talent_id) then
    raise exception 'This person is not open to requests' using errcode = 'P0001';
  end if;
  if char_length(v_message) > 500 then
    raise exception 'Keep the message under 500 characters' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.agency_clients c where c.agency_id = v_uid and c.client_user_id = p_talent_id) then
    raise exception 'This person is already on your roster' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.agency_roster_requests q where q.agency_id = v_uid and q.talent_id = p_talent_id and q.status = 'pending') then
    raise exception 'You already asked this person to join your roster' using errcode = 'P0001';
  end if;
  select count(*) into v_sent from public.agency_roster_requests q where q.agency_id = v_uid and q.created_at > now() - interval '1 day';
  if v_sent >= 50 then
    raise exception 'An agency can send at most 50 roster requests a day' using errcode = 'P0001';
  end if;
  insert into public.agency_roster_requests (agency_id, talent_id, message)
  values (v_uid, p_talent_id, v_message)
  returning * into v_row;
  return v_row;
end
$$;
revoke execute on function private.request_roster_join(uuid, text) from public, anon;
grant execute on function private.request_roster_join(uuid, text) to authenticated;

-- ----------------------------------------------------------------- answer
create or replace function private.respond_to_roster_request(p_request_id uuid, p_accept boolean, p_reason text)
returns public.agency_roster_requests
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.agency_roster_requests;
  v_name text;
  v_role text;
begin
  select * into v_row from public.agency_roster_requests where id = p_request_id for update;
  if v_row.id is null or v_row.talent_id is distinct from auth.uid() then
    raise exception 'Only the person asked can answer a roster request' using errcode = '42501';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'You already answered this request' using errcode = 'P0001';
  end if;
  if not p_accept and char_length(btrim(coalesce(p_reason, ''))) > 500 then
    raise exception 'Keep the reason under 500 characters' using errcode = 'P0001';
  end if;
  update public.agency_roster_requests set
    status = case when p_accept then 'accepted' else 'declined' end,
    decline_reason = case when p_accept then null else nullif(btrim(p_reason), '') end,
    responded_at = now()
  where id = p_request_id returning * into v_row;
  if p_accept then
    select coalesce(nullif(btrim(p.full_name), ''), 'Talent'), coalesce(r.role, p.role)
      into v_name, v_role
      from public.profiles p left join public.user_roles r on r.user_id = p.user_id
      where p.user_id = v_row.talent_id;
    insert into public.agency_clients (agency_id, client_user_id, client_name, client_type, status, notes)
    values (v_row.agency_id, v_row.talent_id, v_name,
      case when v_role in ('athlete', 'creator') then v_role else 'athlete' end, 'active', 'Joined through a roster request.')
    on conflict (agency_id, client_user_id) do update set status = 'active';
  end if;
  return v_row;
end
$$;
revoke execute on function private.respond_to_roster_request(uuid, boolean, text) from public, anon;
grant execute on function private.respond_to_roster_request(uuid, boolean, text) to authenticated;

create or replace function public.request_roster_join(p_talent_id uuid, p_message text default null)
returns public.agency_roster_requests
language sql security invoker set search_path = '' as $$
  select * from private.request_roster_join(p_talent_id, p_message)
$$;
create or replace function public.respond_to_roster_request(p_request_id uuid, p_accept boolean, p_reason text default null)
returns public.agency_roster_requests
language sql security invoker set search_path = '' as $$
  select * from private.respond_to_roster_request(p_request_id, p_accept, p_reason)
$$;
revoke execute on function public.request_roster_join(uuid, text), public.respond_to_roster_request(uuid, boolean, text) from public, anon;
grant execute on function public.request_roster_join(uuid, text), public.respond_to_roster_request(uuid, boolean, text) to authenticated;

-- ----------------------------------------------------------------- notifications
create or replace function private.agency_roster_requests_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_agency text;
  v_talent text;
begin
  if tg_op = 'INSERT' then
    select coalesce(nullif(btrim(p.company_name), ''), nullif(btrim(p.full_name), ''), 'An agency') into v_agency
      from public.profiles p where p.user_id = new.agency_id;
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (new.talent_id, 'Roster request',
      coalesce(v_agency, 'An agency') || ' asked you to join its roster.' || coalesce(' "' || new.message || '"', ''),
      'info', '/dashboard', jsonb_build_object('kind', 'roster_request', 'request_id', new.id, 'agency_id', new.agency_id));
  elsif new.status is distinct from old.status then
    select coalesce(nullif(btrim(full_name), ''), 'The talent') into v_talent from public.profiles where user_id = new.talent_id;
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (new.agency_id,
      case new.status when 'accepted' then 'Roster request accepted' else 'Roster request declined' end,
      coalesce(v_talent, 'The talent') || case new.status when 'accepted' then ' joined your roster.' else ' declined your roster request.' end
        || coalesce(' Reason: ' || new.decline_reason, ''),
      case new.status when 'accepted' then 'success' else 'info' end, '/deals',
      jsonb_build_object('kind', 'roster_request', 'request_id', new.id, 'status', new.status));
  end if;
  return null;
end
$$;
revoke execute on function private.agency_roster_requests_notify() from public, anon, authenticated;
create trigger agency_roster_requests_notify after insert or update of status on public.agency_roster_requests
  for each row execute function private.agency_roster_requests_notify();

alter publication supabase_realtime add table public.agency_roster_requests;
