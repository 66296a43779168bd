-- =============================================================================
-- Deals workspace, applicant review (issue 11):
--   * applications may be 'shortlisted';
--   * decision_note: the brand's optional message with a decision, written by
--     the deal's brand owner (or an admin) only, and carried in the
--     applicant's notification;
--   * a review refuses a withdrawn application, and acceptances never exceed
--     the deal's max_applicants (the deal row is locked, so parallel accepts
--     take turns).
-- =============================================================================

alter table public.applications drop constraint applications_status_check;
alter table public.applications add constraint applications_status_check
  check (status in ('pending', 'shortlisted', 'accepted', 'rejected', 'withdrawn'));

alter table public.applications add column decision_note text
  constraint applications_decision_note_check check (char_length(decision_note) <= 1000);
comment on column public.applications.decision_note is
  'The brand''s optional message with its decision (brand owner or admin only); sent to the applicant.';

-- Runs as the caller (only the deal's brand owner or an admin can change a status): is_api_user() must see
-- the caller's role, and the caller may lock its own deal row.
create or replace function public.applications_review_rules() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_is_owner boolean;
  v_max integer;
  v_taken integer;
begin
  if not public.is_api_user() then
    return new;
  end if;
  select public.is_brand_owner(d.brand_id) into v_is_owner from public.deals d where d.id = new.deal_id;
  if new.decision_note is distinct from old.decision_note and not (coalesce(v_is_owner, false) or public.is_admin()) then
    raise exception 'Only the brand can write a decision note' using errcode = '42501';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;
  if old.status = 'withdrawn' then
    raise exception 'This application was withdrawn by the applicant' using errcode = 'P0001';
  end if;
  if new.status = 'accepted' then
    select max_applicants into v_max from public.deals where id = new.deal_id for update;
    if v_max is not null then
      select count(*) into v_taken from public.applications
        where deal_id = new.deal_id and status = 'accepted' and id <> new.id;
      if v_taken >= v_max then
        raise exception 'This deal already has % accepted applicants, its maximum', v_max using errcode = 'P0001';
      end if;
    end if;
  end if;
  return new;
end
$$;
revoke execute on function public.applications_review_rules() from public, anon, authenticated;
create trigger applications_review_rules before update on public.applications
  for each row execute function public.applications_review_rules();

-- the applicant's notification names a shortlist and carries the brand's note
create or replace function public.applications_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_title text;
  v_owner uuid;
  v_applicant text;
begin
  select d.title, b.owner_id into v_title, v_owner
    from public.deals d join public.brands b on b.id = d.brand_id
    where d.id = new.deal_id;

  if tg_op = 'INSERT' then
    if v_owner is not null and v_owner <> new.user_id then
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

-- ------------------------------------------------ the deal editor's rules, in SQL too
alter table public.deals add constraint deals_target_roles_check
  check (target_roles <@ array['athlete', 'creator', 'brand', 'agency']::text[]);

create or replace function public.deals_check_deadline() returns trigger
language plpgsql set search_path = '' as $$
begin
  if public.is_api_user() and new.application_deadline is not null and new.application_deadline < now()
     and (tg_op = 'INSERT' or new.application_deadline is distinct from old.application_deadline) then
    raise exception 'The application deadline must be in the future' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger deals_check_deadline before insert or update on public.deals
  for each row execute function public.deals_check_deadline();
