-- The community feed's search, as the marketplace's (20252401000100_deals_search_text.sql).
--
-- Under row-level security the trigram indexes cannot serve `ilike` (it is not leakproof), so a search reads posts
-- newest first until it has a page, and `title ilike p or content ilike p` lowercases both texts of every post it
-- reads; a rare word reads them all. ILIKE is lower(text) LIKE lower(pattern), so the lowered text is kept once, on
-- write, and the section matches its ASCII search words with a plain LIKE on it (shared-ui searchTextPattern). The
-- newline between title and content is a character the search words never contain, so a match never spans the two.
-- Generated: it can never disagree with title and content, and nobody writes it.
alter table public.community_posts
  add column search_text text generated always as (lower(title || E'\n' || content)) stored;
comment on column public.community_posts.search_text is
  'lower(title || newline || content) (generated): `search_text like lower(%words%)` is `title ilike %words% or content ilike %words%`, without lowercasing every post per query.';

analyze public.community_posts;
