-- A notification's email copy links to the page with an absolute URL: a relative '/deals/…' means nothing in a
-- mail client. The local stack records its site in auth.local_site (hosted projects have no local mailbox, so the
-- copy is written only where both tables exist).
create or replace function public.notifications_email_copy() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_email text;
  v_site text;
  v_link text := new.action_url;
begin
  if to_regclass('auth.local_mail_outbox') is null or not public.in_api_request()
     or not public.notification_preference_on(new.user_id, 'email_notifications') then
    return null;
  end if;
  select email into v_email from auth.users where id = new.user_id;
  if v_email is null then
    return null;
  end if;
  if v_link like '/%' and to_regclass('auth.local_site') is not null then
    execute 'select rtrim(url, ''/'') from auth.local_site' into v_site;
    v_link := coalesce(v_site, '') || v_link;
  end if;
  execute 'insert into auth.local_mail_outbox (to_email, subject, body_text, body_html, links, kind)
           values ($1, $2, $3, $4, $5, ''notification'')'
    using v_email, new.title,
          new.message || coalesce(E'\n\n' || v_link, ''),
          '<p>' || replace(replace(replace(new.message, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>'
            || coalesce('<p><a href="' || replace(replace(v_link, '&', '&amp;'), '"', '&quot;') || '">Open in Pitchside</a></p>', ''),
          case when v_link is null then '[]'::jsonb else jsonb_build_array(v_link) end;
  return null;
end
$$;
revoke execute on function public.notifications_email_copy() from public, anon, authenticated;
