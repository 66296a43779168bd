-- A brand's onboarding makes its brand (issue 37, 11). The wizard's Company Name, Website and Industry were kept on
-- the profile only, so /deals and the brand dashboard asked the new brand to create its brand again. When a
-- member whose role is brand gives a company name (onboarding, or a later profile save) and owns no brand yet,
-- the database creates it from the profile: name, website, industry and the bio as its description. An existing
-- brand is never changed from here (the brand's own Edit Brand does that). Only in API requests: the seed and
-- the admin tools write brands themselves.

create schema if not exists private;

create or replace function private.profiles_create_brand()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := nullif(btrim(coalesce(new.company_name, '')), '');
begin
  if not public.in_api_request() or new.role is distinct from 'brand' or v_name is null then
    return null;
  end if;
  if exists (select 1 from public.brands where owner_id = new.user_id) then
    return null;
  end if;
  insert into public.brands (owner_id, name, website_url, industry, description)
  values (
    new.user_id,
    left(v_name, 200),
    case when new.website_url ~* '^https?://' then new.website_url end,
    nullif(btrim(coalesce(new.industry, '')), ''),
    nullif(btrim(coalesce(new.bio, '')), '')
  );
  return null;
end
$$;

revoke execute on function private.profiles_create_brand() from public, anon, authenticated;

create trigger profiles_create_brand
  after insert or update of company_name, role on public.profiles
  for each row execute function private.profiles_create_brand();

-- brand members who finished the wizard before this migration get theirs too
insert into public.brands (owner_id, name, website_url, industry, description)
select p.user_id, left(btrim(p.company_name), 200),
       case when p.website_url ~* '^https?://' then p.website_url end,
       nullif(btrim(coalesce(p.industry, '')), ''), nullif(btrim(coalesce(p.bio, '')), '')
from public.profiles p
where p.role = 'brand' and nullif(btrim(coalesce(p.company_name, '')), '') is not null
  and not exists (select 1 from public.brands b where b.owner_id = p.user_id);
