-- The marketplace's search, in a form PostgreSQL can evaluate cheaply on every listed deal.
--
-- Under row-level security neither the trigram indexes nor the tags index can serve `ilike` / `@>` (they are not
-- leakproof), so a search reads every listed deal, and `title ilike p or description ilike p` lowercases both texts
-- of every row, twice per request (the exact count and the page). PostgreSQL's ILIKE is by definition
-- lower(text) LIKE lower(pattern) (texticlike calls lower() with the column's collation on both sides), so the
-- lowered text is kept once, on write, and the section matches its ASCII search words with a plain LIKE on it.
-- The newline between title and description is a character the section's search words never contain, so a
-- match can never span the two fields. Generated: it can never disagree with title and description, and nobody
-- writes it.
alter table public.deals
  add column search_text text generated always as (lower(title || E'\n' || coalesce(description, ''))) stored;
comment on column public.deals.search_text is
  'lower(title || newline || description) (generated): `search_text like lower(%words%)` is `title ilike %words% or description ilike %words%`, without lowercasing every row per query.';

analyze public.deals;
