-- =============================================================================
-- Marketplace: brands, deal_categories, deals, applications,
-- application_status_history, deal_templates, campaigns.
-- =============================================================================

create table public.brands (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid references auth.users (id) on delete set null,
  name text not null constraint brands_name_check check (char_length(name) between 1 and 200),
  logo_url text,
  website_url text constraint brands_website_url_check check (website_url ~* '^https?://'),
  industry text,
  description text,
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index brands_owner_idx on public.brands (owner_id);
create index brands_verified_idx on public.brands (id) where verified;
create trigger brands_set_updated_at before update on public.brands
  for each row execute function public.set_updated_at();

-- Only an admin (or service_role) may verify a brand.
create or replace function public.brands_guard_verified() returns trigger
language plpgsql as $$
begin
  if public.is_api_user() and not public.is_admin() then
    if tg_op = 'INSERT' and new.verified then
      raise exception 'Only an administrator can verify a brand' using errcode = '42501';
    elsif tg_op = 'UPDATE' and new.verified is distinct from old.verified then
      raise exception 'Only an administrator can verify a brand' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
create trigger brands_guard_verified before insert or update on public.brands
  for each row execute function public.brands_guard_verified();

create or replace function public.is_brand_owner(brand_id_param uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.brands where id = brand_id_param and owner_id = auth.uid()
  )
$$;

create or replace function public.is_brand_verified(brand_id_param uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select verified from public.brands where id = brand_id_param), false)
$$;

-- ------------------------------------------------------ deal categories
create table public.deal_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  slug text not null unique constraint deal_categories_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text,
  icon text,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

-- ---------------------------------------------------------------- deals
create table public.deals (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references public.brands (id) on delete cascade,
  title text not null constraint deals_title_check check (char_length(title) between 1 and 200),
  description text not null default '',
  tags text[] not null default '{}',
  category text references public.deal_categories (name) on update cascade on delete set null,
  compensation_amount numeric(12, 2) not null default 0
    constraint deals_compensation_amount_check check (compensation_amount >= 0),
  compensation_type text not null default 'cash'
    constraint deals_compensation_type_check check (compensation_type in ('cash', 'product', 'commission', 'hybrid')),
  application_deadline timestamptz,
  deliverables text[] not null default '{}',
  requirements text[] not null default '{}',
  target_roles text[] not null default '{athlete,creator}',
  location text,
  max_applicants integer constraint deals_max_applicants_check check (max_applicants > 0),
  is_active boolean not null default true,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deals_brand_idx on public.deals (brand_id);
create index deals_tags_gin_idx on public.deals using gin (tags);
create index deals_title_trgm_idx on public.deals using gin (title extensions.gin_trgm_ops);
create index deals_description_trgm_idx on public.deals using gin (description extensions.gin_trgm_ops);
create index deals_fts_idx on public.deals
  using gin (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, '')));
create index deals_compensation_amount_idx on public.deals (compensation_amount);
create index deals_created_at_idx on public.deals (created_at desc);
create index deals_application_deadline_idx on public.deals (application_deadline);
create index deals_active_created_idx on public.deals (created_at desc) where is_active;
create index deals_category_idx on public.deals (category);
create trigger deals_set_updated_at before update on public.deals
  for each row execute function public.set_updated_at();

-- --------------------------------------------------------- applications
create table public.applications (
  id uuid primary key default gen_random_uuid(),
  deal_id uuid not null references public.deals (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  application_data jsonb not null default '{}'::jsonb,
  status text not null default 'pending'
    constraint applications_status_check check (status in ('pending', 'accepted', 'rejected', 'withdrawn')),
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_deal_user_unique unique (deal_id, user_id)
);
create index applications_user_created_idx on public.applications (user_id, created_at desc);
create index applications_deal_status_idx on public.applications (deal_id, status);
create trigger applications_set_updated_at before update on public.applications
  for each row execute function public.set_updated_at();

-- Applicants may only withdraw; the brand owner decides; nobody rewrites
-- who applied to what. Admin / service_role are unrestricted.
create or replace function public.applications_guard() returns trigger
language plpgsql as $$
declare
  v_is_owner boolean;
begin
  if not public.is_api_user() or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status <> 'pending' then
      raise exception 'New applications start as pending' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.deal_id is distinct from old.deal_id or new.user_id is distinct from old.user_id then
    raise exception 'An application cannot be moved' using errcode = '42501';
  end if;
  select public.is_brand_owner(d.brand_id) into v_is_owner from public.deals d where d.id = new.deal_id;
  if coalesce(v_is_owner, false) then
    if new.application_data is distinct from old.application_data and old.user_id <> auth.uid() then
      raise exception 'Only the applicant can change the application' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      new.reviewed_at := now();
      new.reviewed_by := auth.uid();
    end if;
  elsif new.status is distinct from old.status and new.status <> 'withdrawn' then
    raise exception 'Applicants can only withdraw an application' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger applications_guard before insert or update on public.applications
  for each row execute function public.applications_guard();

create table public.application_status_history (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  old_status text,
  new_status text not null,
  changed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index application_status_history_app_idx on public.application_status_history (application_id, created_at);

create or replace function public.applications_record_history() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.application_status_history (application_id, old_status, new_status, changed_by)
      values (new.id, null, new.status, auth.uid());
  elsif new.status is distinct from old.status then
    insert into public.application_status_history (application_id, old_status, new_status, changed_by)
      values (new.id, old.status, new.status, auth.uid());
  end if;
  return null;
end
$$;
create trigger applications_record_history after insert or update of status on public.applications
  for each row execute function public.applications_record_history();

create or replace function public.can_see_application(application_id_param uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.applications a
    join public.deals d on d.id = a.deal_id
    join public.brands b on b.id = d.brand_id
    where a.id = application_id_param
      and (a.user_id = auth.uid() or b.owner_id = auth.uid())
  )
$$;

-- ------------------------------------------------------ deal templates
create table public.deal_templates (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references public.brands (id) on delete cascade,
  name text not null constraint deal_templates_name_check check (char_length(name) > 0),
  title text,
  description text,
  tags text[] not null default '{}',
  category text,
  compensation_amount numeric(12, 2) constraint deal_templates_compensation_check check (compensation_amount >= 0),
  deliverables text[] not null default '{}',
  requirements text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index deal_templates_brand_idx on public.deal_templates (brand_id);
create trigger deal_templates_set_updated_at before update on public.deal_templates
  for each row execute function public.set_updated_at();

-- ------------------------------------------------------------ campaigns
create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  brand_id uuid not null references public.brands (id) on delete cascade,
  name text not null constraint campaigns_name_check check (char_length(name) > 0),
  description text,
  budget numeric(12, 2) not null default 0 constraint campaigns_budget_check check (budget >= 0),
  target_audience jsonb not null default '{}'::jsonb,
  status text not null default 'draft'
    constraint campaigns_status_check check (status in ('draft', 'active', 'paused', 'completed')),
  start_date date,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint campaigns_dates_check check (end_date is null or start_date is null or end_date >= start_date)
);
create index campaigns_brand_idx on public.campaigns (brand_id, created_at desc);
create trigger campaigns_set_updated_at before update on public.campaigns
  for each row execute function public.set_updated_at();

-- ============================================================ RLS
alter table public.brands enable row level security;
alter table public.deal_categories enable row level security;
alter table public.deals enable row level security;
alter table public.applications enable row level security;
alter table public.application_status_history enable row level security;
alter table public.deal_templates enable row level security;
alter table public.campaigns enable row level security;

-- brands: verified brands are public; owners see and edit their own.
create policy "Anyone reads verified brands" on public.brands
  for select to anon, authenticated using (verified);
create policy "Owners read their brands" on public.brands
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "Brand and agency users create brands" on public.brands
  for insert to authenticated
  with check (owner_id = (select auth.uid())
              and public.get_user_role((select auth.uid())) in ('brand', 'agency'));
create policy "Owners update their brands" on public.brands
  for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "Owners delete their brands" on public.brands
  for delete to authenticated using (owner_id = (select auth.uid()));
create policy "Admins manage brands" on public.brands
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- deal_categories: public list, admin-managed.
create policy "Anyone reads deal categories" on public.deal_categories
  for select to anon, authenticated using (true);
create policy "Admins manage deal categories" on public.deal_categories
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- deals: the marketplace shows active deals of verified brands to everyone.
create policy "Anyone reads active deals of verified brands" on public.deals
  for select to anon, authenticated
  using (is_active and public.is_brand_verified(brand_id));
create policy "Brand owners read their deals" on public.deals
  for select to authenticated using (public.is_brand_owner(brand_id));
create policy "Brand owners create deals" on public.deals
  for insert to authenticated with check (public.is_brand_owner(brand_id));
create policy "Brand owners update their deals" on public.deals
  for update to authenticated
  using (public.is_brand_owner(brand_id)) with check (public.is_brand_owner(brand_id));
create policy "Brand owners delete their deals" on public.deals
  for delete to authenticated using (public.is_brand_owner(brand_id));
create policy "Admins manage deals" on public.deals
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- applications: applicant and the deal's brand owner.
create policy "Applicants read their applications" on public.applications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Brand owners read applications to their deals" on public.applications
  for select to authenticated
  using (exists (select 1 from public.deals d where d.id = deal_id and public.is_brand_owner(d.brand_id)));
create policy "Users apply to open deals" on public.applications
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'pending'
    and exists (select 1 from public.deals d
                where d.id = deal_id and d.is_active and public.is_brand_verified(d.brand_id))
  );
create policy "Applicants update their applications" on public.applications
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Brand owners update applications to their deals" on public.applications
  for update to authenticated
  using (exists (select 1 from public.deals d where d.id = deal_id and public.is_brand_owner(d.brand_id)))
  with check (exists (select 1 from public.deals d where d.id = deal_id and public.is_brand_owner(d.brand_id)));
create policy "Applicants delete their pending applications" on public.applications
  for delete to authenticated using (user_id = (select auth.uid()) and status in ('pending', 'withdrawn'));
create policy "Admins manage applications" on public.applications
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- application_status_history: written by trigger only.
create policy "Applicants and brand owners read history" on public.application_status_history
  for select to authenticated using (public.can_see_application(application_id));
create policy "Admins manage application history" on public.application_status_history
  for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- deal_templates and campaigns: the brand owner's tools.
do $$
declare
  t text;
begin
  foreach t in array array['deal_templates', 'campaigns'] loop
    execute format('create policy "Brand owners read %1$s" on public.%1$I for select to authenticated using (public.is_brand_owner(brand_id))', t);
    execute format('create policy "Brand owners create %1$s" on public.%1$I for insert to authenticated with check (public.is_brand_owner(brand_id))', t);
    execute format('create policy "Brand owners update %1$s" on public.%1$I for update to authenticated using (public.is_brand_owner(brand_id)) with check (public.is_brand_owner(brand_id))', t);
    execute format('create policy "Brand owners delete %1$s" on public.%1$I for delete to authenticated using (public.is_brand_owner(brand_id))', t);
    execute format('create policy "Admins manage %1$s" on public.%1$I for all to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))', t);
  end loop;
end
$$;
