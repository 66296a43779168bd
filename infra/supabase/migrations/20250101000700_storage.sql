-- =============================================================================
-- Storage buckets and object policies.
-- Path convention: <bucket>/<auth.uid()>/<file>. Users write only under their
-- own first folder; public buckets are readable by anyone; attachments only
-- by their owner.
-- =============================================================================

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 5242880,
   array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('brand-logos', 'brand-logos', true, 5242880,
   array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']),
  ('media-kits', 'media-kits', true, 10485760,
   array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('attachments', 'attachments', false, 10485760,
   array['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif', 'text/plain'])
on conflict (id) do update set
  name = excluded.name,
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone reads public pitchside buckets" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('avatars', 'brand-logos', 'media-kits'));

create policy "Owners read their attachments" on storage.objects
  for select to authenticated
  using (bucket_id = 'attachments' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "Users upload into their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('avatars', 'brand-logos', 'media-kits', 'attachments')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Users update files in their own folder" on storage.objects
  for update to authenticated
  using (
    bucket_id in ('avatars', 'brand-logos', 'media-kits', 'attachments')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('avatars', 'brand-logos', 'media-kits', 'attachments')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Users delete files in their own folder" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('avatars', 'brand-logos', 'media-kits', 'attachments')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "Admins moderate pitchside files" on storage.objects
  for all to authenticated
  using (bucket_id in ('avatars', 'brand-logos', 'media-kits', 'attachments') and (select public.is_admin()))
  with check (bucket_id in ('avatars', 'brand-logos', 'media-kits', 'attachments') and (select public.is_admin()));
