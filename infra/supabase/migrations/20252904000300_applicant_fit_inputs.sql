-- The brand's fit score on its applicants (issue 37, 16: "AI-scored applicants" was promised, not shown).
-- applicant_fit_inputs(deal) gives the deal's brand owner (or an admin), for each application that is not
-- withdrawn, what shared-ui's applicantFit() scores and explains: the deal's target roles and audience and the
-- applicant's role, sport, linked platforms, follower count and audience shares, the same facts the match score
-- reads (ai_score_inputs). The applicant's private preferences (interests, refused categories, minimum pay) and
-- open work are left out. Anyone else gets 42501.

create schema if not exists private;

create or replace function private.applicant_fit_inputs(p_deal_id uuid)
returns table (application_id uuid, user_id uuid, inputs jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_brand uuid;
begin
  select d.brand_id into v_brand from public.deals d where d.id = p_deal_id;
  if v_brand is null or not (private.is_brand_owner(v_brand) or private.is_admin()) then
    raise exception 'Only the deal''s brand can see its applicants'' fit' using errcode = '42501';
  end if;
  return query
    select a.id, a.user_id,
           jsonb_build_object(
             'deal', jsonb_build_object('target_roles', s.v->'deal'->'target_roles', 'target_audience', s.v->'deal'->'target_audience'),
             'user', jsonb_build_object(
               'role', s.v->'user'->'role', 'sport', s.v->'user'->'sport', 'platforms', s.v->'user'->'platforms',
               'followers', s.v->'user'->'followers', 'age', s.v->'user'->'age', 'location', s.v->'user'->'location'))
    from public.applications a
    cross join lateral (select public.ai_score_inputs(p_deal_id, a.user_id) as v) s
    where a.deal_id = p_deal_id and a.status <> 'withdrawn' and s.v is not null
    order by a.created_at desc;
end
$$;

revoke execute on function private.applicant_fit_inputs(uuid) from public, anon;
grant usage on schema private to authenticated;
grant execute on function private.applicant_fit_inputs(uuid) to authenticated;

create or replace function public.applicant_fit_inputs(p_deal_id uuid)
returns table (application_id uuid, user_id uuid, inputs jsonb)
language sql
stable
set search_path = ''
as $$ select * from private.applicant_fit_inputs(p_deal_id) $$;

revoke execute on function public.applicant_fit_inputs(uuid) from public, anon;
grant execute on function public.applicant_fit_inputs(uuid) to authenticated;

comment on function public.applicant_fit_inputs(uuid) is
  'For the deal''s brand owner (or an admin): per application not withdrawn, what the brand''s fit score reads (shared-ui applicantFit): the deal''s target roles and audience, the applicant''s role, sport, platforms, followers and audience shares. No private preferences.';
