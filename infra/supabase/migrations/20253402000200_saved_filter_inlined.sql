-- =============================================================================
-- The marketplace's Saved filter in milliseconds again (issue 35: every filter of the list within 12 ms). my_bookmark
-- (deals) was written to be inlined (20252501000100_saved_deals_embed.sql), but 20252809000100_advisors_clean.sql gave
-- every function `set search_path = ''`, and a SET clause stops the planner from inlining a SQL function: the filter
-- then called it once per listed deal, twice (the count and the page), about 38 ms at 10,000 deals on PGlite.
--   * No SET: the planner inlines it again. Its body names every object with its schema (allowed in
--     infra/supabase/tests/advisors.test.ts, as deal_match is); security invoker, so the bookmarks policies apply.
--   * The deal is matched by its id (a bookmark's content_id is the deal id's text; only that exact lowercase form
--     matched before and only it matches now), so the planner can look up the user's few bookmarked deals by the
--     deals' primary key instead of writing every listed deal's id as text.
-- =============================================================================
create or replace function public.my_bookmark(public.deals) returns setof public.bookmarks
language sql stable rows 1 as $$
  select b.* from public.bookmarks b
  where b.user_id = auth.uid() and b.content_type = 'deal'
    and ($1).id = (case when b.content_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                        then b.content_id::uuid end)
$$;
