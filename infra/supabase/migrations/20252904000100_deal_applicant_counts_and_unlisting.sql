-- Live applicant counts, written by the database, and a public signal when a deal leaves the marketplace.
--
-- 1. deals.applicants_count (applications not withdrawn), applicants_pending (waiting for review) and
--    applicants_accepted are kept by a trigger on applications. A change to them is an UPDATE of the deal, so
--    every viewer who may see the deal (its brand on /deals and the dashboard, talent on the marketplace) is
--    told by realtime and the count follows without a reload. A client cannot write them (guard trigger).
-- 2. When a listed deal (active, of a verified brand) is closed, deactivated, unverified or deleted, realtime
--    (hosted Supabase too) sends nothing to the viewers who can no longer see the row, so an open marketplace
--    tab kept it. public.deal_unlistings gets one row per such deal (upserted, so it stays one row per deal),
--    readable by anyone and published: the marketplace refetches on any change to it.

alter table public.deals
  add column applicants_count integer not null default 0 check (applicants_count >= 0),
  add column applicants_pending integer not null default 0 check (applicants_pending >= 0),
  add column applicants_accepted integer not null default 0 check (applicants_accepted >= 0);

comment on column public.deals.applicants_count is 'Applications not withdrawn; written by the database (applications trigger).';
comment on column public.deals.applicants_pending is 'Applications waiting for a decision (pending or shortlisted); written by the database.';
comment on column public.deals.applicants_accepted is 'Accepted applications; written by the database.';

update public.deals d set
  applicants_count = c.total,
  applicants_pending = c.pending,
  applicants_accepted = c.accepted
from (
  select deal_id,
         count(*) filter (where status <> 'withdrawn')::integer as total,
         count(*) filter (where status in ('pending', 'shortlisted'))::integer as pending,
         count(*) filter (where status = 'accepted')::integer as accepted
  from public.applications group by deal_id
) c
where c.deal_id = d.id;

create schema if not exists private;

-- Recounts the deal's applications (one indexed read of its rows; the deal row is already locked by the
-- application's own rules on insert and acceptance). Recounting rather than +1/-1 keeps it exact whatever the
-- transition (pending -> shortlisted -> accepted, withdrawals, deletes).
create or replace function private.deals_recount_applicants(p_deal_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.deals d set
    applicants_count = c.total,
    applicants_pending = c.pending,
    applicants_accepted = c.accepted
  from (
    select count(*) filter (where a.status <> 'withdrawn')::integer as total,
           count(*) filter (where a.status in ('pending', 'shortlisted'))::integer as pending,
           count(*) filter (where a.status = 'accepted')::integer as accepted
    from public.applications a where a.deal_id = p_deal_id
  ) c
  where d.id = p_deal_id
    and (d.applicants_count, d.applicants_pending, d.applicants_accepted) is distinct from (c.total, c.pending, c.accepted);
$$;

revoke execute on function private.deals_recount_applicants(uuid) from public, anon, authenticated;

create or replace function private.applications_count_on_deal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.deals_recount_applicants(new.deal_id);
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.deal_id is distinct from new.deal_id) then
    perform private.deals_recount_applicants(old.deal_id);
  end if;
  return null;
end
$$;

revoke execute on function private.applications_count_on_deal() from public, anon, authenticated;

create trigger applications_count_on_deal
  after insert or delete or update of status, deal_id on public.applications
  for each row execute function private.applications_count_on_deal();

-- A brand may update its own deals: the counts are the database's.
create or replace function public.deals_guard_counters()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_api_user() then
    if tg_op = 'INSERT' then
      new.applicants_count := 0;
      new.applicants_pending := 0;
      new.applicants_accepted := 0;
    else
      new.applicants_count := old.applicants_count;
      new.applicants_pending := old.applicants_pending;
      new.applicants_accepted := old.applicants_accepted;
    end if;
  end if;
  return new;
end
$$;

revoke execute on function public.deals_guard_counters() from public, anon, authenticated;

create trigger deals_guard_counters
  before insert or update on public.deals
  for each row execute function public.deals_guard_counters();

-- 2. The unlisting signal
create table public.deal_unlistings (
  deal_id uuid primary key,
  unlisted_at timestamptz not null default now()
);

comment on table public.deal_unlistings is
  'One row per deal that left the marketplace (closed, deactivated, brand unverified, deleted), written by the database; published so open marketplace lists refetch. No foreign key: a deleted deal keeps its row.';

alter table public.deal_unlistings enable row level security;

create policy "Anyone can read deal unlistings" on public.deal_unlistings
  for select to anon, authenticated using (true);

revoke insert, update, delete, truncate on public.deal_unlistings from anon, authenticated;

create or replace function private.deals_signal_unlisting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.is_active and old.brand_verified then
      insert into public.deal_unlistings (deal_id, unlisted_at) values (old.id, now())
      on conflict (deal_id) do update set unlisted_at = excluded.unlisted_at;
    end if;
    return null;
  end if;
  if (old.is_active and old.brand_verified) and not (new.is_active and new.brand_verified) then
    insert into public.deal_unlistings (deal_id, unlisted_at) values (new.id, now())
    on conflict (deal_id) do update set unlisted_at = excluded.unlisted_at;
  end if;
  return null;
end
$$;

revoke execute on function private.deals_signal_unlisting() from public, anon, authenticated;

create trigger deals_signal_unlisting
  after update of is_active, brand_verified or delete on public.deals
  for each row execute function private.deals_signal_unlisting();

alter publication supabase_realtime add table public.deal_unlistings;

-- as every public table (no API role may write it anyway)
select public.refuse_suspended_writes_on('public.deal_unlistings');
