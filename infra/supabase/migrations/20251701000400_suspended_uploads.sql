-- =============================================================================
-- Admin (issue 17), part 4: a suspended user cannot upload either. The write
-- check of part 1 (refuse_suspended_writes) also guards storage.objects.
-- storage.objects belongs to the storage service: where the migration's role
-- may not add a trigger to it, its RLS policies remain, and a suspended user
-- (who cannot sign in) keeps only an access token that expires.
-- =============================================================================
do $$
begin
  perform public.refuse_suspended_writes_on('storage.objects');
exception when insufficient_privilege or undefined_table then
  raise notice 'storage.objects: suspended users are not refused uploads here (%)', sqlerrm;
end
$$;
