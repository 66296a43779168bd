-- =============================================================================
-- The marketplace's Saved filter. It sent the user's bookmarked deal ids in the
-- request's query string (id=in.(...)), which outgrows proxy URL limits at a few
-- hundred bookmarks. my_bookmark(deals) is a PostgREST computed relationship:
-- `select=*,my_bookmark!inner(id)` keeps the deals the signed-in user bookmarked.
-- Plain SQL, security invoker and without SET, so the planner inlines it as a
-- join on bookmarks_user_content_unique; the bookmarks policies still apply.
-- =============================================================================
create or replace function public.my_bookmark(public.deals) returns setof public.bookmarks
language sql stable rows 1 as $$
  select b.* from public.bookmarks b
  where b.user_id = auth.uid() and b.content_type = 'deal' and b.content_id = ($1).id::text
$$;
comment on function public.my_bookmark(public.deals) is
  'The signed-in user''s bookmark of this deal, if any: the marketplace''s Saved filter embeds it with !inner.';
revoke execute on function public.my_bookmark(public.deals) from public, anon;
grant execute on function public.my_bookmark(public.deals) to authenticated;
