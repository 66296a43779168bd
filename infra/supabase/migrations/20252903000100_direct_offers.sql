-- =============================================================================
-- Direct offers (issue 32): a brand's proposed terms to one talent found in discovery, without a public deal.
--   * send_direct_offer() creates, in one transaction: a private deal (deals.private_for = the talent), the
--     talent's application to it, a direct_offers row (the offer's message and state) and version 1 of the terms
--     on the application's negotiation thread (private.propose_application_terms, which checks the amount,
--     deliverables and due dates, usage rights and exclusivity as for any proposal).
--   * A private deal is read only by its brand's owner, the talent and admins (the deals policy), and it is never
--     listed: deals.brand_verified, the column every listing reads (marketplace, counts, recommendations, AI
--     markets), is false for it whatever the brand's verification. No client sets or changes private_for.
--   * The talent answers with respond_to_direct_offer(): accepting accepts the latest terms the brand proposed
--     through private.accept_application_terms(), the same path as any accepted application (deliverables,
--     agreed amount, Fund Deal, status history, everything hooked on acceptance); declining withdraws the
--     application. Counter-offers are the application's negotiation thread, unchanged. The offer's status
--     follows the application (a trigger).
--   * Notifications: the talent of the offer (not also of "terms proposed" for its version 1), the brand of a
--     decline; acceptance is the negotiation's "Terms agreed" to both. A private deal sends no deal alerts, and
--     the brand is not told of a "new application" it created itself.
-- =============================================================================

create schema if not exists private;

alter table public.deals add column private_for uuid references public.profiles (user_id) on delete cascade;
comment on column public.deals.private_for is
  'A direct offer''s private deal: the one talent who (with the brand and admins) may read it. Set only by send_direct_offer(); never listed.';
create index deals_private_for_idx on public.deals (private_for) where private_for is not null;
comment on column public.deals.brand_verified is
  'Whether the deal may be listed: its brand is verified and it is not a private offer. Set by triggers, never by clients.';

-- ----------------------------------------------------------------- private deals are never listed
create or replace function private.deals_set_brand_verified() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.brand_verified := new.private_for is null
    and coalesce((select b.verified from public.brands b where b.id = new.brand_id), false);
  return new;
end
$$;
revoke execute on function private.deals_set_brand_verified() from public, anon, authenticated;

create or replace function private.brands_sync_deals_verified() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.deals set brand_verified = new.verified
  where brand_id = new.id and private_for is null and brand_verified is distinct from new.verified;
  return null;
end
$$;
revoke execute on function private.brands_sync_deals_verified() from public, anon, authenticated;

-- no client writes private_for (send_direct_offer, a definer, does)
create or replace function private.deals_guard_private_for() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_before uuid;
begin
  if tg_op = 'UPDATE' then
    v_before := old.private_for;
  end if;
  if public.is_api_user() and new.private_for is distinct from v_before then
    raise exception 'A private deal is made by sending a direct offer' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function private.deals_guard_private_for() from public, anon, authenticated;
create trigger deals_guard_private_for before insert or update of private_for on public.deals
  for each row execute function private.deals_guard_private_for();

-- the talent of a private deal reads it (the brand's owner and admins already do; listed deals stay as they were)
drop policy "Signed-in users read deals" on public.deals;
create policy "Signed-in users read deals" on public.deals for select to authenticated
  using ((( SELECT private.is_admin() AS is_admin))
      or (is_active and brand_verified)
      or (brand_id in (select b.id from public.brands b where b.owner_id = (select auth.uid())))
      or (private_for = (select auth.uid())));

-- a private deal sends no deal alerts (same body, one more condition)
create or replace function private.deals_notify_alerts() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_brand text;
  v_slug text;
begin
  if not new.is_active or new.category is null or new.private_for is not null or not public.in_api_request()
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
revoke execute on function private.deals_notify_alerts() from public, anon, authenticated;

-- an offer's application is the brand's doing: it does not use the talent's Starter applications
create or replace function private.applications_starter_limit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_used integer;
begin
  if auth.uid() is null
     or exists (select 1 from public.deals d where d.id = new.deal_id and d.private_for is not null) then
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
$$;
revoke execute on function private.applications_starter_limit() from public, anon, authenticated;

-- the brand is not told of the application its own offer created
create or replace function private.applications_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
  v_owner uuid;
  v_private uuid;
  v_applicant text;
begin
  select d.title, b.owner_id, d.private_for into v_title, v_owner, v_private
    from public.deals d join public.brands b on b.id = d.brand_id
    where d.id = new.deal_id;

  if tg_op = 'INSERT' then
    if v_owner is not null and v_owner <> new.user_id and v_private is null then
      select coalesce(nullif(btrim(full_name), ''), 'A user') into v_applicant
        from public.profiles where user_id = new.user_id;
      insert into public.notifications (user_id, title, message, type, action_url, metadata)
      values (v_owner, 'New application',
              coalesce(v_applicant, 'A user') || ' applied to "' || coalesce(v_title, 'your deal') || '".',
              'info', '/deals/' || new.deal_id::text || '/applicants',
              jsonb_build_object('kind', 'application', 'application_id', new.id, 'deal_id', new.deal_id));
    end if;
  elsif new.status is distinct from old.status and new.status <> 'withdrawn' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (
      new.user_id,
      case new.status when 'accepted' then 'Application accepted'
                      when 'rejected' then 'Application not selected'
                      when 'shortlisted' then 'Application shortlisted'
                      else 'Application updated' end,
      'Your application to "' || coalesce(v_title, 'a deal') || '" is now ' || new.status || '.'
        || coalesce(' Message from the brand: ' || nullif(btrim(new.decision_note), ''), ''),
      case new.status when 'accepted' then 'success' when 'rejected' then 'warning' else 'info' end,
      '/marketplace/applications',
      jsonb_build_object('kind', 'application_status', 'application_id', new.id, 'deal_id', new.deal_id,
                         'old_status', old.status, 'new_status', new.status));
  end if;
  return null;
end
$$;
revoke execute on function private.applications_notify() from public, anon, authenticated;

-- nobody invites others to a private deal
create or replace function private.deal_invitations_not_private() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.deals d where d.id = new.deal_id and d.private_for is not null) then
    raise exception 'A private offer is for one person: invite them to an open deal instead' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.deal_invitations_not_private() from public, anon, authenticated;
create trigger deal_invitations_not_private before insert on public.deal_invitations
  for each row execute function private.deal_invitations_not_private();

-- ----------------------------------------------------------------- the offers
create table public.direct_offers (
  id uuid primary key default gen_random_uuid(),
  deal_id uuid not null references public.deals (id) on delete cascade,
  application_id uuid not null references public.applications (id) on delete cascade,
  brand_id uuid not null references public.brands (id) on delete cascade,
  talent_id uuid not null references public.profiles (user_id) on delete cascade,
  sent_by uuid references auth.users (id) on delete set null,
  message text constraint direct_offers_message_check check (char_length(message) <= 1000),
  status text not null default 'pending'
    constraint direct_offers_status_check check (status in ('pending', 'accepted', 'declined', 'withdrawn')),
  decline_reason text constraint direct_offers_decline_reason_check check (char_length(decline_reason) <= 500),
  responded_at timestamptz,
  created_at timestamptz not null default now(),
  constraint direct_offers_deal_unique unique (deal_id),
  constraint direct_offers_application_unique unique (application_id)
);
create index direct_offers_talent_idx on public.direct_offers (talent_id, created_at desc);
create index direct_offers_brand_created_idx on public.direct_offers (brand_id, created_at);
create index direct_offers_sent_by_idx on public.direct_offers (sent_by);
comment on table public.direct_offers is
  'A brand''s private offer to one talent (pending -> accepted | declined | withdrawn, following its application). Written only by send_direct_offer() / respond_to_direct_offer() and the application''s status.';

alter table public.direct_offers enable row level security;
revoke all on public.direct_offers from anon, authenticated;
grant select on public.direct_offers to authenticated;
grant all on public.direct_offers to service_role;
create policy "The talent, the brand and admins read direct offers" on public.direct_offers
  for select to authenticated
  using (talent_id = (select auth.uid()) or (select private.is_brand_owner(brand_id)) or (select private.is_admin()));
select public.refuse_suspended_writes_on('public.direct_offers');

-- ----------------------------------------------------------------- send
create or replace function private.send_direct_offer(p_brand_id uuid, p_talent_id uuid, p_title text, p_message text, p_terms jsonb)
returns public.direct_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_owner uuid;
  v_role text;
  v_title text := btrim(coalesce(p_title, ''));
  v_message text := nullif(btrim(coalesce(p_message, '')), '');
  v_amount numeric;
  v_sent integer;
  v_deal uuid;
  v_app uuid;
  v_row public.direct_offers;
begin
  if v_uid is null then
    raise exception 'Sign in to send an offer' using errcode = '42501';
  end if;
  select owner_id into v_owner from public.brands where id = p_brand_id for update; -- one brand's offers take turns
  if v_owner is null or v_owner <> v_uid then
    raise exception 'You can only send offers from your own brand' using errcode = '42501';
  end if;
  select role into v_role from public.talent_directory where user_id = p_talent_id;
  if v_role is null then
    raise exception 'This person is not open to offers' using errcode = 'P0001';
  end if;
  if char_length(v_title) not between 1 and 200 then
    raise exception 'Give the offer a title of 1 to 200 characters' using errcode = 'P0001';
  end if;
  if char_length(v_message) > 1000 then
    raise exception 'Keep the message under 1,000 characters' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.direct_offers o where o.brand_id = p_brand_id and o.talent_id = p_talent_id and o.status = 'pending') then
    raise exception 'You already have an open offer to this person' using errcode = 'P0001';
  end if;
  select count(*) into v_sent from public.direct_offers o where o.brand_id = p_brand_id and o.created_at > now() - interval '1 day';
  if v_sent >= 50 then
    raise exception 'A brand can send at most 50 offers a day' using errcode = 'P0001';
  end if;
  -- the terms are checked by propose_application_terms below; the deal shows the amount as its pay
  v_amount := case when jsonb_typeof(p_terms->'amount_cents') = 'number' then (p_terms->>'amount_cents')::numeric end;

  insert into public.deals (brand_id, title, description, compensation_amount, compensation_type, deliverables,
    target_roles, max_applicants, is_active, private_for, created_by)
  values (p_brand_id, v_title, coalesce(v_message, ''), greatest(coalesce(v_amount, 0), 0) / 100, 'cash',
    coalesce(array(select btrim(e->>'title') from jsonb_array_elements(
      case when jsonb_typeof(p_terms->'deliverables') = 'array' then p_terms->'deliverables' else '[]'::jsonb end) as x(e)
      where jsonb_typeof(e) = 'object' and nullif(btrim(e->>'title'), '') is not null), '{}'),
    array[v_role], 1, true, p_talent_id, v_uid)
  returning id into v_deal;
  insert into public.applications (deal_id, user_id, application_data)
  values (v_deal, p_talent_id, jsonb_build_object('directOffer', true))
  returning id into v_app;
  insert into public.direct_offers (deal_id, application_id, brand_id, talent_id, sent_by, message)
  values (v_deal, v_app, p_brand_id, p_talent_id, v_uid, v_message)
  returning * into v_row;
  -- version 1 of the terms, proposed by the brand: the same checks and thread as any proposal
  perform private.propose_application_terms(v_app, p_terms);
  return v_row;
end
$$;
revoke execute on function private.send_direct_offer(uuid, uuid, text, text, jsonb) from public, anon;
grant execute on function private.send_direct_offer(uuid, uuid, text, text, jsonb) to authenticated;

-- ----------------------------------------------------------------- answer
create or replace function private.respond_to_direct_offer(p_offer_id uuid, p_accept boolean, p_reason text)
returns public.direct_offers
language plpgsql security definer set search_path = '' as $$
declare
  v_row public.direct_offers;
  v_terms public.application_terms;
begin
  select * into v_row from public.direct_offers where id = p_offer_id for update;
  if v_row.id is null or v_row.talent_id is distinct from auth.uid() then
    raise exception 'Only the person the offer was made to can answer it' using errcode = '42501';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'This offer was already answered' using errcode = 'P0001';
  end if;
  if p_accept then
    select * into v_terms from public.application_terms
      where application_id = v_row.application_id order by version desc limit 1;
    if v_terms.id is null or v_terms.status <> 'open' then
      raise exception 'There are no open terms to accept on this offer' using errcode = 'P0001';
    end if;
    if v_terms.proposer_side <> 'brand' then
      raise exception 'The latest terms are your counter-offer: the brand accepts or counters them' using errcode = 'P0001';
    end if;
    -- the same acceptance as any application's: the offer's status follows (direct_offers_follow_application)
    perform private.accept_application_terms(v_terms.id);
  else
    if char_length(btrim(coalesce(p_reason, ''))) > 500 then
      raise exception 'Keep the reason under 500 characters' using errcode = 'P0001';
    end if;
    update public.direct_offers set decline_reason = nullif(btrim(p_reason), '') where id = p_offer_id;
    update public.applications set status = 'withdrawn' where id = v_row.application_id;
  end if;
  select * into v_row from public.direct_offers where id = p_offer_id;
  return v_row;
end
$$;
revoke execute on function private.respond_to_direct_offer(uuid, boolean, text) from public, anon;
grant execute on function private.respond_to_direct_offer(uuid, boolean, text) to authenticated;

create or replace function public.send_direct_offer(p_brand_id uuid, p_talent_id uuid, p_title text, p_message text, p_terms jsonb)
returns public.direct_offers
language sql security invoker set search_path = '' as $$
  select * from private.send_direct_offer(p_brand_id, p_talent_id, p_title, p_message, p_terms)
$$;
create or replace function public.respond_to_direct_offer(p_offer_id uuid, p_accept boolean, p_reason text default null)
returns public.direct_offers
language sql security invoker set search_path = '' as $$
  select * from private.respond_to_direct_offer(p_offer_id, p_accept, p_reason)
$$;
revoke execute on function public.send_direct_offer(uuid, uuid, text, text, jsonb), public.respond_to_direct_offer(uuid, boolean, text) from public, anon;
grant execute on function public.send_direct_offer(uuid, uuid, text, text, jsonb), public.respond_to_direct_offer(uuid, boolean, text) to authenticated;

-- ----------------------------------------------------------------- the offer follows its application
create or replace function private.direct_offers_follow_application() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.direct_offers set
    status = case new.status when 'accepted' then 'accepted' when 'withdrawn' then 'declined' else 'withdrawn' end,
    responded_at = now()
  where application_id = new.id and status = 'pending' and new.status in ('accepted', 'withdrawn', 'rejected');
  return null;
end
$$;
revoke execute on function private.direct_offers_follow_application() from public, anon, authenticated;
create trigger direct_offers_follow_application after update of status on public.applications
  for each row when (new.status is distinct from old.status)
  execute function private.direct_offers_follow_application();

-- ----------------------------------------------------------------- notifications
create or replace function private.direct_offers_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
  v_brand text;
  v_owner uuid;
  v_amount numeric;
  v_talent text;
begin
  select d.title, b.name, b.owner_id, d.compensation_amount into v_title, v_brand, v_owner, v_amount
    from public.deals d join public.brands b on b.id = d.brand_id where d.id = new.deal_id;
  if tg_op = 'INSERT' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (new.talent_id, 'Direct offer',
      coalesce(v_brand, 'A brand') || ' sent you a private offer: "' || coalesce(v_title, 'an offer') || '" for $'
        || to_char(coalesce(v_amount, 0), 'FM999,999,990.00') || '.' || coalesce(' "' || new.message || '"', ''),
      'info', '/marketplace/applications',
      jsonb_build_object('kind', 'direct_offer', 'offer_id', new.id, 'deal_id', new.deal_id, 'application_id', new.application_id));
  elsif new.status is distinct from old.status and new.status = 'declined' and v_owner is not null then
    select coalesce(nullif(btrim(full_name), ''), 'The talent') into v_talent from public.profiles where user_id = new.talent_id;
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_owner, 'Offer declined',
      coalesce(v_talent, 'The talent') || ' declined your offer "' || coalesce(v_title, 'an offer') || '".'
        || coalesce(' Reason: ' || new.decline_reason, ''),
      'info', '/deals/' || new.deal_id::text || '/applicants',
      jsonb_build_object('kind', 'direct_offer', 'offer_id', new.id, 'deal_id', new.deal_id, 'status', new.status));
  end if;
  return null;
end
$$;
revoke execute on function private.direct_offers_notify() from public, anon, authenticated;
create trigger direct_offers_notify after insert or update of status on public.direct_offers
  for each row execute function private.direct_offers_notify();

-- the offer's own notification says what version 1 of its terms would (same body, one more condition)
create or replace function public.application_terms_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_deal_id uuid;
  v_title text;
  v_owner uuid;
  v_talent uuid;
  v_amount text := '$' || to_char(new.amount_cents / 100.0, 'FM999,999,990.00');
  v_talent_name text;
  v_brand_name text;
  v_brand_url text;
  v_to uuid;
begin
  if tg_op = 'INSERT' and new.version = 1
     and exists (select 1 from public.direct_offers o where o.application_id = new.application_id) then
    return null;
  end if;
  select a.deal_id, d.title, b.owner_id, a.user_id, b.name into v_deal_id, v_title, v_owner, v_talent, v_brand_name
    from public.applications a join public.deals d on d.id = a.deal_id join public.brands b on b.id = d.brand_id
    where a.id = new.application_id;
  select coalesce(nullif(btrim(full_name), ''), 'The applicant') into v_talent_name from public.profiles where user_id = v_talent;
  v_talent_name := coalesce(v_talent_name, 'The applicant');
  v_brand_url := '/deals/' || v_deal_id::text || '/applicants';
  v_to := case new.proposer_side when 'brand' then v_talent else v_owner end;

  if tg_op = 'INSERT' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_to,
      case when new.version = 1 then 'Terms proposed' else 'Counter-offer' end,
      case new.proposer_side when 'brand' then coalesce(v_brand_name, 'The brand') else v_talent_name end
        || ' proposed ' || v_amount || ' for "' || coalesce(v_title, 'a deal') || '" (version ' || new.version || ').',
      'info',
      case new.proposer_side when 'brand' then '/marketplace/applications' else v_brand_url end,
      jsonb_build_object('kind', 'application_terms', 'terms_id', new.id, 'application_id', new.application_id, 'version', new.version));
  elsif new.status = 'accepted' and old.status <> 'accepted' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    select who, 'Terms agreed',
      'Version ' || new.version || ' of the terms for "' || coalesce(v_title, 'a deal') || '" is agreed: ' || v_amount || '.',
      'success', url,
      jsonb_build_object('kind', 'application_terms', 'terms_id', new.id, 'application_id', new.application_id, 'version', new.version)
    from (values (v_talent, '/marketplace/applications'), (v_owner, v_brand_url)) as n(who, url)
    where who is not null;
  elsif new.status = 'withdrawn' and old.status <> 'withdrawn' then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_to, 'Proposal withdrawn',
      'Version ' || new.version || ' of the terms for "' || coalesce(v_title, 'a deal') || '" (' || v_amount || ') was withdrawn.',
      'warning',
      case new.proposer_side when 'brand' then '/marketplace/applications' else v_brand_url end,
      jsonb_build_object('kind', 'application_terms', 'terms_id', new.id, 'application_id', new.application_id, 'version', new.version));
  end if;
  return null;
end
$$;
revoke execute on function public.application_terms_notify() from public, anon, authenticated;

alter publication supabase_realtime add table public.direct_offers;
