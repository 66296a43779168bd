-- =============================================================================
-- Invitations (issue 32): a brand invites a discoverable talent to one of its open deals with a short note.
--   * One invitation per talent and deal; at most 50 a day per brand; it expires with the deal's application
--     deadline (expires_at, copied from the deal; an open-ended deal's invitation does not expire).
--   * Written only by invite_to_deal() and respond_to_invitation() (definer functions in private behind thin
--     public wrappers); the talent, the brand's owner and admins read it. The talent is notified of an
--     invitation, the brand of the answer (triggers).
-- =============================================================================

create schema if not exists private;

create table public.deal_invitations (
  id uuid primary key default gen_random_uuid(),
  deal_id uuid not null references public.deals (id) on delete cascade,
  brand_id uuid not null references public.brands (id) on delete cascade,
  talent_id uuid not null references public.profiles (user_id) on delete cascade,
  invited_by uuid references auth.users (id) on delete set null,
  note text constraint deal_invitations_note_check check (char_length(note) <= 500),
  status text not null default 'pending'
    constraint deal_invitations_status_check check (status in ('pending', 'accepted', 'declined')),
  decline_reason text constraint deal_invitations_decline_reason_check check (char_length(decline_reason) <= 500),
  expires_at timestamptz,
  responded_at timestamptz,
  created_at timestamptz not null default now(),
  constraint deal_invitations_deal_talent_unique unique (deal_id, talent_id)
);
create index deal_invitations_talent_idx on public.deal_invitations (talent_id, created_at desc);
create index deal_invitations_brand_created_idx on public.deal_invitations (brand_id, created_at);
create index deal_invitations_invited_by_idx on public.deal_invitations (invited_by);
comment on table public.deal_invitations is
  'A brand''s invitation of a talent to a deal (pending -> accepted | declined; expired once expires_at passes). Written only by invite_to_deal() / respond_to_invitation().';

alter table public.deal_invitations enable row level security;
revoke all on public.deal_invitations from anon, authenticated;
grant select on public.deal_invitations to authenticated;
grant all on public.deal_invitations to service_role;
create policy "Talent, the brand and admins read invitations" on public.deal_invitations
  for select to authenticated
  using (talent_id = (select auth.uid()) or (select public.is_brand_owner(brand_id)) or (select public.is_admin()));

-- ----------------------------------------------------------------- invite
create or replace function private.invite_to_deal(p_deal_id uuid, p_talent_id uuid, p_note text)
returns public.deal_invitations
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_deal public.deals%rowtype;
  v_owner uuid;
  v_sent integer;
  v_row public.deal_invitations;
begin
  if v_uid is null then
    raise exception 'Sign in to invite talent' using errcode = '42501';
  end if;
  select * into v_deal from public.deals where id = p_deal_id;
  select owner_id into v_owner from public.brands where id = v_deal.brand_id for update; -- one brand's invitations take turns
  if v_deal.id is null or v_owner is distinct from v_uid then
    raise exception 'You can only invite talent to your own deals' using errcode = '42501';
  end if;
  if not v_deal.is_active or (v_deal.application_deadline is not null and v_deal.application_deadline <= now()) then
    raise exception 'This deal is not open for applications' using errcode = 'P0001';
  end if;
  if not exists (select 1 from public.talent_directory t where t.user_id = p_talent_id) then
    raise exception 'This person is not open to invitations' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.deal_invitations i where i.deal_id = p_deal_id and i.talent_id = p_talent_id) then
    raise exception 'You already invited this person to this deal' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.applications a where a.deal_id = p_deal_id and a.user_id = p_talent_id) then
    raise exception 'This person has already applied to this deal' using errcode = 'P0001';
  end if;
  select count(*) into v_sent from public.deal_invitations i
    where i.brand_id = v_deal.brand_id and i.created_at > now() - interval '1 day';
  if v_sent >= 50 then
    raise exception 'A brand can send at most 50 invitations a day' using errcode = 'P0001';
  end if;
  insert into public.deal_invitations (deal_id, brand_id, talent_id, invited_by, note, expires_at)
  values (p_deal_id, v_deal.brand_id, p_talent_id, v_uid, nullif(btrim(p_note), ''), v_deal.application_deadline)
  returning * into v_row;
  return v_row;
end
$$;
revoke execute on function private.invite_to_deal(uuid, uuid, text) from public, anon;
grant execute on function private.invite_to_deal(uuid, uuid, text) to authenticated;

-- ----------------------------------------------------------------- answer
create or replace function private.respond_to_invitation(p_invitation_id uuid, p_accept boolean, p_reason text)
returns public.deal_invitations
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.deal_invitations;
begin
  select * into v_row from public.deal_invitations where id = p_invitation_id for update;
  if v_row.id is null or v_row.talent_id is distinct from auth.uid() then
    raise exception 'Only the invited person can answer an invitation' using errcode = '42501';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'You already answered this invitation' using errcode = 'P0001';
  end if;
  if (v_row.expires_at is not null and v_row.expires_at <= now())
     or exists (select 1 from public.deals d where d.id = v_row.deal_id
                and (not d.is_active or (d.application_deadline is not null and d.application_deadline <= now()))) then
    raise exception 'This invitation expired with the deal''s deadline' using errcode = 'P0001';
  end if;
  update public.deal_invitations set
    status = case when p_accept then 'accepted' else 'declined' end,
    decline_reason = case when p_accept then null else nullif(btrim(p_reason), '') end,
    responded_at = now()
  where id = p_invitation_id returning * into v_row;
  return v_row;
end
$$;
revoke execute on function private.respond_to_invitation(uuid, boolean, text) from public, anon;
grant execute on function private.respond_to_invitation(uuid, boolean, text) to authenticated;

create or replace function public.invite_to_deal(p_deal_id uuid, p_talent_id uuid, p_note text default null)
returns public.deal_invitations
language sql security invoker set search_path = '' as $$
  select * from private.invite_to_deal(p_deal_id, p_talent_id, p_note)
$$;
create or replace function public.respond_to_invitation(p_invitation_id uuid, p_accept boolean, p_reason text default null)
returns public.deal_invitations
language sql security invoker set search_path = '' as $$
  select * from private.respond_to_invitation(p_invitation_id, p_accept, p_reason)
$$;
revoke execute on function public.invite_to_deal(uuid, uuid, text), public.respond_to_invitation(uuid, boolean, text) from public, anon;
grant execute on function public.invite_to_deal(uuid, uuid, text), public.respond_to_invitation(uuid, boolean, text) to authenticated;

-- ----------------------------------------------------------------- notifications
create or replace function public.deal_invitations_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
  v_brand text;
  v_owner uuid;
  v_talent text;
begin
  select d.title, b.name, b.owner_id into v_title, v_brand, v_owner
    from public.deals d join public.brands b on b.id = d.brand_id where d.id = new.deal_id;
  if tg_op = 'INSERT' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (new.talent_id, 'Invitation to a deal',
      coalesce(v_brand, 'A brand') || ' invited you to apply to "' || coalesce(v_title, 'a deal') || '".'
        || coalesce(' "' || new.note || '"', ''),
      'info', '/deals', jsonb_build_object('kind', 'deal_invitation', 'invitation_id', new.id, 'deal_id', new.deal_id));
  elsif new.status is distinct from old.status and v_owner is not null then
    select coalesce(nullif(btrim(full_name), ''), 'The talent') into v_talent from public.profiles where user_id = new.talent_id;
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_owner,
      case new.status when 'accepted' then 'Invitation accepted' else 'Invitation declined' end,
      coalesce(v_talent, 'The talent') || case new.status when 'accepted' then ' accepted your invitation to "' else ' declined your invitation to "' end
        || coalesce(v_title, 'a deal') || '".' || coalesce(' Reason: ' || new.decline_reason, ''),
      case new.status when 'accepted' then 'success' else 'info' end,
      '/deals/' || new.deal_id::text || '/applicants',
      jsonb_build_object('kind', 'deal_invitation', 'invitation_id', new.id, 'deal_id', new.deal_id, 'status', new.status));
  end if;
  return null;
end
$$;
revoke execute on function public.deal_invitations_notify() from public, anon, authenticated;
create trigger deal_invitations_notify after insert or update of status on public.deal_invitations
  for each row execute function public.deal_invitations_notify();

alter publication supabase_realtime add table public.deal_invitations;
