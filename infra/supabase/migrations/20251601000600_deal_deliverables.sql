-- =============================================================================
-- Deliverables of an accepted deal (issue 11): one row per item the deal asks
-- for, created by the database when an application is accepted.
--   todo -> submitted (the talent: a link and a note)
--   submitted -> approved | changes_requested (the brand owner; a change
--   request says what to change) ; changes_requested -> submitted ...
-- Whoever can read the application (its applicant, the deal's brand owner, an
-- admin) can read its deliverables; nobody else. Each change notifies the other
-- side. 'approved' is the state a payout waits for (the payments work reads it).
-- =============================================================================

create table public.deal_deliverables (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  title text not null constraint deal_deliverables_title_check check (char_length(title) between 1 and 300),
  position integer not null default 0,
  due_date date,
  status text not null default 'todo'
    constraint deal_deliverables_status_check check (status in ('todo', 'submitted', 'changes_requested', 'approved')),
  submission_url text constraint deal_deliverables_submission_url_check check (submission_url ~* '^https?://[^\s]+$'),
  submission_note text constraint deal_deliverables_submission_note_check check (char_length(submission_note) <= 2000),
  review_note text constraint deal_deliverables_review_note_check check (char_length(review_note) <= 2000),
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deal_deliverables_application_idx on public.deal_deliverables (application_id, position);
create trigger deal_deliverables_set_updated_at before update on public.deal_deliverables
  for each row execute function public.set_updated_at();
comment on table public.deal_deliverables is
  'What an accepted application owes the brand; status approved is what a payout waits for.';

alter table public.deal_deliverables enable row level security;
create policy "Parties read deliverables" on public.deal_deliverables
  for select to authenticated using (application_id in (select a.id from public.applications a));
create policy "Parties update deliverables" on public.deal_deliverables
  for update to authenticated
  using (application_id in (select a.id from public.applications a))
  with check (application_id in (select a.id from public.applications a));
create policy "Admins manage deliverables" on public.deal_deliverables
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
-- as every table: the API roles have the privileges and the policies decide the rows
grant all on public.deal_deliverables to anon, authenticated, service_role;

-- who changes what: the talent submits, the brand owner reviews
create or replace function public.deal_deliverables_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_talent uuid;
  v_owner boolean;
begin
  if auth.uid() is null or public.is_admin() then
    return new;
  end if;
  select a.user_id, public.is_brand_owner(d.brand_id) into v_talent, v_owner
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
$$;
create trigger deal_deliverables_guard before update on public.deal_deliverables
  for each row execute function public.deal_deliverables_guard();

-- an accepted application gets the deal's deliverables (once)
create or replace function public.applications_create_deliverables() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'accepted' and (tg_op = 'INSERT' or old.status is distinct from 'accepted')
     and not exists (select 1 from public.deal_deliverables where application_id = new.id) then
    insert into public.deal_deliverables (application_id, title, position)
    select new.id, item.title, item.pos::int
    from public.deals d, unnest(d.deliverables) with ordinality as item(title, pos)
    where d.id = new.deal_id and btrim(item.title) <> '';
  end if;
  return null;
end
$$;
create trigger applications_create_deliverables after insert or update of status on public.applications
  for each row execute function public.applications_create_deliverables();

-- each change tells the other side
create or replace function public.deal_deliverables_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_talent uuid;
  v_talent_name text;
  v_owner uuid;
  v_deal uuid;
  v_deal_title text;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select a.user_id, d.id, d.title, b.owner_id into v_talent, v_deal, v_deal_title, v_owner
    from public.applications a join public.deals d on d.id = a.deal_id join public.brands b on b.id = d.brand_id
    where a.id = new.application_id;
  if new.status = 'submitted' and v_owner is not null then
    select coalesce(nullif(btrim(full_name), ''), 'Your partner') into v_talent_name from public.profiles where user_id = v_talent;
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_owner, 'Deliverable submitted',
            coalesce(v_talent_name, 'Your partner') || ' submitted "' || new.title || '" for "' || v_deal_title || '".',
            'info', '/deals/' || v_deal::text || '/applicants',
            jsonb_build_object('kind', 'deliverable', 'deliverable_id', new.id, 'status', new.status));
  elsif new.status in ('approved', 'changes_requested') then
    insert into public.notifications (user_id, title, message, type, action_url, metadata)
    values (v_talent,
            case new.status when 'approved' then 'Deliverable approved' else 'Changes requested' end,
            case new.status
              when 'approved' then '"' || new.title || '" for "' || v_deal_title || '" is approved.'
              else '"' || new.title || '" for "' || v_deal_title || '" needs changes: ' || coalesce(new.review_note, '') end,
            case new.status when 'approved' then 'success' else 'warning' end,
            '/deals',
            jsonb_build_object('kind', 'deliverable', 'deliverable_id', new.id, 'status', new.status));
  end if;
  return null;
end
$$;
create trigger deal_deliverables_notify after update of status on public.deal_deliverables
  for each row execute function public.deal_deliverables_notify();

revoke execute on function public.deal_deliverables_guard(), public.applications_create_deliverables(), public.deal_deliverables_notify()
  from public, anon, authenticated;

alter publication supabase_realtime add table public.deal_deliverables;

-- deliverables for applications accepted before this table existed
insert into public.deal_deliverables (application_id, title, position)
select a.id, item.title, item.pos::int
from public.applications a join public.deals d on d.id = a.deal_id, unnest(d.deliverables) with ordinality as item(title, pos)
where a.status = 'accepted' and btrim(item.title) <> ''
  and not exists (select 1 from public.deal_deliverables x where x.application_id = a.id);
