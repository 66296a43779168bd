-- Two things a signed-in user could forge through the API:
--   * Times the product orders by. A message's created_at came from the sender (the spec's insert sends one):
--     a date in 2099 pinned a message as the conversation's preview with an unread count nobody could clear,
--     and a past date planted an "earlier" message in a deal negotiation. A profile's created_at could be moved
--     (Discover's Newest sort, joined_at), a report's backdated or postdated (the admin queue's order), an agency
--     client's backdated (the one the contract names). The database now stamps them: now() on insert, kept on
--     update, for API users (the seed and the functions' service role are unchanged).
--   * An agency client's linked account. Any user could make themselves an agency and insert an agency_clients
--     row naming someone else's account: that talent's next contract named them as the talent's representative,
--     without the talent agreeing. A client's account is linked only by the talent accepting a roster request
--     (respond_to_roster_request, definer); an agency may add clients by name, and may unlink, but not link or
--     relink an account. Admins are unchanged.

create or replace function private.stamp_created_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.is_api_user() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new := jsonb_populate_record(new, jsonb_build_object('created_at', now())
      || case when to_jsonb(new) ? 'updated_at' then jsonb_build_object('updated_at', now()) else '{}'::jsonb end);
  else
    new := jsonb_populate_record(new, jsonb_build_object('created_at', to_jsonb(old) -> 'created_at'));
  end if;
  return new;
end
$$;
revoke execute on function private.stamp_created_at() from public, anon, authenticated;
comment on function private.stamp_created_at() is
  'Before insert or update, for API users: created_at (and updated_at) is now() on insert and kept on update, so a client cannot reorder what the product sorts by time.';

create trigger messages_stamp_created_at before insert or update on public.messages
  for each row execute function private.stamp_created_at();
create trigger profiles_stamp_created_at before insert or update on public.profiles
  for each row execute function private.stamp_created_at();
create trigger reports_stamp_created_at before insert or update on public.reports
  for each row execute function private.stamp_created_at();
create trigger agency_clients_stamp_created_at before insert or update on public.agency_clients
  for each row execute function private.stamp_created_at();

create or replace function private.agency_clients_guard_link() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not public.is_api_user() or private.is_admin() then
    return new;
  end if;
  if new.client_user_id is not null and (tg_op = 'INSERT' or new.client_user_id is distinct from old.client_user_id) then
    raise exception 'A client''s Pitchside account is linked only when they accept your roster request: add them by name, or send a request from Discover'
      using errcode = '42501';
  end if;
  return new;
end
$$;
revoke execute on function private.agency_clients_guard_link() from public, anon, authenticated;

create trigger agency_clients_guard_link before insert or update on public.agency_clients
  for each row execute function private.agency_clients_guard_link();
