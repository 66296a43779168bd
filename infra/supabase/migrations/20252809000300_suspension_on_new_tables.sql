-- The tables this session's payouts (20252805), negotiation, discovery and invitations (20252807) migrations added
-- refuse a suspended or deleted member's writes like every other public table (the statement trigger the
-- moderation migration puts on each; security.test.ts checks no public table is without it). Their rows are
-- written by definer functions and the functions' service role, so this is a second fence, not the first.
select public.refuse_suspended_writes_on('public.payout_accounts');
select public.refuse_suspended_writes_on('public.payouts');
select public.refuse_suspended_writes_on('public.payment_disputes');
select public.refuse_suspended_writes_on('public.application_terms');
select public.refuse_suspended_writes_on('public.talent_directory');
select public.refuse_suspended_writes_on('public.deal_invitations');
