-- =============================================================================
-- Campaigns and budgets (issue 11): a deal may belong to a campaign of its own
-- brand; campaign_committed(campaign) is the spend already agreed: for every
-- accepted application to the campaign's deals, the applicant's proposed rate,
-- or the deal's compensation when they proposed none. It reads applications
-- through their policies, so only the brand (and admins) see a figure.
-- =============================================================================

alter table public.deals add column campaign_id uuid references public.campaigns (id) on delete set null;
create index deals_campaign_idx on public.deals (campaign_id) where campaign_id is not null;

create or replace function public.deals_check_campaign() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.campaign_id is not null
     and not exists (select 1 from public.campaigns c where c.id = new.campaign_id and c.brand_id = new.brand_id) then
    raise exception 'A deal can only join a campaign of its own brand' using errcode = 'P0001';
  end if;
  return new;
end
$$;
create trigger deals_check_campaign before insert or update of campaign_id, brand_id on public.deals
  for each row execute function public.deals_check_campaign();

-- the amount an application commits: the proposed rate it carries, or the deal's compensation
create or replace function public.application_amount(p_application_data jsonb, p_deal_amount numeric) returns numeric
language sql immutable set search_path = '' as $$
  select coalesce(
    case when jsonb_typeof(p_application_data->'proposedRate') = 'number' then (p_application_data->>'proposedRate')::numeric end,
    p_deal_amount)
$$;

create or replace function public.campaign_committed(c public.campaigns) returns numeric
language sql stable set search_path = '' as $$
  select coalesce(sum(public.application_amount(a.application_data, d.compensation_amount)), 0)
  from public.deals d join public.applications a on a.deal_id = d.id
  where d.campaign_id = c.id and a.status = 'accepted'
$$;
comment on function public.campaign_committed(public.campaigns) is
  'Spend agreed in the campaign: accepted applications'' proposed rates, or their deals'' compensation.';
revoke execute on function public.campaign_committed(public.campaigns) from public, anon;
grant execute on function public.campaign_committed(public.campaigns), public.application_amount(jsonb, numeric) to authenticated, service_role;
