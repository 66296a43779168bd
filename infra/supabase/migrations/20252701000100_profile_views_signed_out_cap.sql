-- Signed-out visits of a published media kit cannot be told apart, so each one counted, and anyone could call
-- record_profile_view() in a loop: inflating a kit's views and growing profile_views without bound. Now at most
-- 100 signed-out views of one kit count in any hour; beyond that a visit returns false and writes nothing. Views
-- by signed-in members keep their own rule (one per viewer, profile and kind an hour).
create or replace function public.record_profile_view(p_kind text, p_user_id uuid default null, p_handle text default null) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_target uuid := p_user_id;
begin
  if p_kind not in ('profile', 'media_kit') then
    raise exception 'Unknown view kind %', p_kind using errcode = '22023';
  end if;
  if p_handle is not null then
    select user_id into v_target from public.media_kits where handle = lower(btrim(p_handle)) and published;
  end if;
  if v_target is null or v_target is not distinct from v_uid then
    return false;
  end if;
  if v_uid is null and p_handle is null then
    return false;
  end if;
  if not exists (select 1 from public.profiles where user_id = v_target) then
    return false;
  end if;
  if v_uid is not null and exists (select 1 from public.profile_views
                                   where profile_user_id = v_target and viewer_id = v_uid and kind = p_kind
                                     and viewed_at > now() - interval '1 hour') then
    return false;
  end if;
  if v_uid is null and (select count(*) from public.profile_views
                        where profile_user_id = v_target and viewer_id is null and kind = p_kind
                          and viewed_at > now() - interval '1 hour') >= 100 then
    return false;
  end if;
  insert into public.profile_views (profile_user_id, viewer_id, kind) values (v_target, v_uid, p_kind);
  return true;
end
$$;
revoke execute on function public.record_profile_view(text, uuid, text) from public;
grant execute on function public.record_profile_view(text, uuid, text) to anon, authenticated;
