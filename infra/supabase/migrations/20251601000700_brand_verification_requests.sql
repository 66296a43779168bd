-- =============================================================================
-- "Request verification" (issue 11): a brand's owner asks an administrator to
-- verify it. The request is a timestamp only request_brand_verification()
-- writes (clients' values are ignored), and every admin is notified. The admin
-- issue builds the verifying side on brands.verification_requested_at.
-- =============================================================================

alter table public.brands add column verification_requested_at timestamptz;
comment on column public.brands.verification_requested_at is
  'When the owner asked for verification (request_brand_verification()); cleared when the brand is verified.';

create or replace function public.brands_guard_verification_request() returns trigger
language plpgsql set search_path = '' as $$
begin
  if public.is_api_user() and not public.is_admin() then
    new.verification_requested_at := case when tg_op = 'UPDATE' then old.verification_requested_at end;
  end if;
  if new.verified then
    new.verification_requested_at := null;
  end if;
  return new;
end
$$;
create trigger brands_guard_verification_request before insert or update on public.brands
  for each row execute function public.brands_guard_verification_request();

create or replace function public.request_brand_verification(p_brand_id uuid) returns timestamptz
language plpgsql security definer set search_path = '' as $$
declare
  v_brand public.brands%rowtype;
begin
  if auth.uid() is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select * into v_brand from public.brands where id = p_brand_id for update;
  if not found or v_brand.owner_id is distinct from auth.uid() then
    raise exception 'Only the owner of a brand can ask for its verification' using errcode = '42501';
  end if;
  if v_brand.verified then
    raise exception 'This brand is already verified' using errcode = 'P0001';
  end if;
  if v_brand.verification_requested_at is not null then
    return v_brand.verification_requested_at;
  end if;
  update public.brands set verification_requested_at = now() where id = p_brand_id;
  insert into public.notifications (user_id, title, message, type, action_url, metadata)
  select r.user_id, 'Brand verification requested', v_brand.name || ' asks to be verified.', 'info', '/admin-dashboard',
         jsonb_build_object('kind', 'brand_verification_request', 'brand_id', p_brand_id)
  from public.user_roles r where r.role = 'admin';
  return now();
end
$$;
revoke execute on function public.request_brand_verification(uuid) from public, anon;
grant execute on function public.request_brand_verification(uuid) to authenticated, service_role;
revoke execute on function public.brands_guard_verification_request() from public, anon, authenticated;
