-- Past partnerships (the media kit's section) no longer give away who holds a talent's exclusivity: a finished deal
-- whose contract's exclusivity is still running is listed only to the talent, its brand and admins until the
-- exclusivity ends (competing brands see "exclusive with a competing brand", never which one). A deal refunded to
-- its brand is not a partnership. And a partnership is dated by the last approval of its work, not by the last
-- time anything touched the application.
create or replace function private.completed_partnerships(p_user_id uuid) returns jsonb
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('deal_title', d.title, 'brand_name', b.name, 'brand_logo_url', b.logo_url,
                                               'category', d.category, 'completed_at', done.at)
                            order by done.at desc), '[]'::jsonb)
  from public.applications a
  join public.deals d on d.id = a.deal_id
  join public.brands b on b.id = d.brand_id
  cross join lateral (select coalesce(max(x.reviewed_at), a.updated_at) as at from public.deal_deliverables x where x.application_id = a.id) done
  where a.user_id = p_user_id and a.status = 'accepted'
    and not exists (select 1 from public.deal_deliverables x where x.application_id = a.id and x.status <> 'approved')
    and not exists (select 1 from public.deal_payments p where p.application_id = a.id and p.status = 'refunded')
    and (auth.uid() = p_user_id or b.owner_id = auth.uid() or private.is_admin()
         or not exists (select 1 from public.contracts c
                        where c.application_id = a.id and c.status = 'in_force' and jsonb_typeof(c.terms->'exclusivity') = 'object'
                          and private.window_end(c.in_force_at::date, (c.terms #>> '{exclusivity,months}')::integer) >= current_date))
$$;
