-- =============================================================================
-- The agency's client roster (issue 11): a contact per client, and the
-- agency's profile extra_data.clients_managed kept equal to the roster size
-- by the database. (With an empty roster the onboarding answer stands; from
-- the first client on, the roster decides.)
-- =============================================================================

alter table public.agency_clients add column contact text
  constraint agency_clients_contact_check check (char_length(contact) <= 200);

create or replace function public.agency_clients_count(p_agency uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::int from public.agency_clients where agency_id = p_agency
$$;
revoke execute on function public.agency_clients_count(uuid) from public, anon, authenticated;

create or replace function public.agency_clients_sync_managed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_agency uuid;
begin
  foreach v_agency in array array[
    case when tg_op <> 'INSERT' then old.agency_id end,
    case when tg_op <> 'DELETE' then new.agency_id end
  ] loop
    if v_agency is not null then
      update public.profiles
      set extra_data = coalesce(extra_data, '{}'::jsonb) || jsonb_build_object('clients_managed', public.agency_clients_count(v_agency))
      where user_id = v_agency;
    end if;
  end loop;
  return null;
end
$$;
create trigger agency_clients_sync_managed after insert or delete or update of agency_id on public.agency_clients
  for each row execute function public.agency_clients_sync_managed();

-- a client's own profile edit cannot set a different count while the roster has clients
create or replace function public.profiles_sync_clients_managed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  if new.role = 'agency' then
    v_count := public.agency_clients_count(new.user_id);
    if v_count > 0 then
      new.extra_data := coalesce(new.extra_data, '{}'::jsonb) || jsonb_build_object('clients_managed', v_count);
    end if;
  end if;
  return new;
end
$$;
create trigger profiles_sync_clients_managed before update on public.profiles
  for each row execute function public.profiles_sync_clients_managed();
revoke execute on function public.agency_clients_sync_managed(), public.profiles_sync_clients_managed() from public, anon, authenticated;

update public.profiles p
set extra_data = coalesce(p.extra_data, '{}'::jsonb) || jsonb_build_object('clients_managed', c.n)
from (select agency_id, count(*)::int as n from public.agency_clients group by agency_id) c
where p.user_id = c.agency_id;
