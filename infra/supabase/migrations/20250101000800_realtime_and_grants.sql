-- =============================================================================
-- Realtime publication and API grants.
-- =============================================================================

-- Tables whose changes reach subscribers (postgres_changes). Guarded so it
-- also works when the publication already has a table, or does not exist yet.
do $$
declare
  t text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach t in array array['deals', 'notifications', 'conversations', 'conversation_participants', 'messages', 'community_posts'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t
    ) then
      execute format('alter publication supabase_realtime add table public.%I', t);
    end if;
  end loop;
end
$$;

-- Supabase grants everything in public to the API roles; RLS decides rows.
-- (Default privileges already do this on hosted projects; explicit for safety.)
grant usage on schema public to anon, authenticated, service_role;
grant all on all tables in schema public to anon, authenticated, service_role;
grant all on all sequences in schema public to anon, authenticated, service_role;
grant execute on all functions in schema public to anon, authenticated, service_role;

-- ...except the RPCs that only make sense for a signed-in user.
revoke execute on function public.toggle_post_like(uuid), public.join_event(uuid), public.leave_event(uuid) from anon;
