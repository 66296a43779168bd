-- =============================================================================
-- Conversation policies that check membership once per statement.
-- "Is the caller a participant?" was one is_conversation_participant() call
-- per row: reading the list of a user in 500 conversations with their
-- participants made about 1,000 such calls (~100 ms on PGlite). The caller's
-- conversation ids are now computed once (an uncorrelated IN subquery is a
-- hashed subplan). Who may read or rename what is unchanged.
-- =============================================================================

create or replace function public.my_conversation_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select conversation_id from public.conversation_participants where user_id = (select auth.uid())
$$;
comment on function public.my_conversation_ids() is
  'The conversations the caller takes part in (for policies; definer, so it reads past conversation_participants'' own policy).';
revoke execute on function public.my_conversation_ids() from public, anon;
grant execute on function public.my_conversation_ids() to authenticated, service_role;

alter policy "Participants read conversations" on public.conversations
  using (id in (select public.my_conversation_ids()));
alter policy "Participants rename conversations" on public.conversations
  using (id in (select public.my_conversation_ids()))
  with check (id in (select public.my_conversation_ids()));
alter policy "Participants read participants" on public.conversation_participants
  using (user_id = (select auth.uid()) or conversation_id in (select public.my_conversation_ids()));
