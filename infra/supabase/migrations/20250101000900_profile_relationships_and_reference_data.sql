-- =============================================================================
-- 1. Foreign keys to profiles(user_id), so PostgREST can embed author /
--    participant / sender profiles, e.g.
--      conversations?select=id,conversation_participants(user_id,profiles(full_name,avatar_url))
--      messages?select=*,sender:profiles(full_name,avatar_url)
--      community_posts?select=*,author:profiles(full_name,avatar_url,role)
--    (the FKs to auth.users stay: auth is not an exposed schema). Every auth
--    user has a profile (on_auth_user_created trigger).
-- 2. Profile value normalisation: '' -> null, option values lower-cased.
-- 3. Reference data: deal categories (the product's interest categories).
-- =============================================================================

alter table public.conversation_participants
  add constraint conversation_participants_user_profile_fkey
  foreign key (user_id) references public.profiles (user_id) on delete cascade;
alter table public.messages
  add constraint messages_sender_profile_fkey
  foreign key (sender_id) references public.profiles (user_id) on delete cascade;
alter table public.community_posts
  add constraint community_posts_user_profile_fkey
  foreign key (user_id) references public.profiles (user_id) on delete cascade;
alter table public.post_comments
  add constraint post_comments_user_profile_fkey
  foreign key (user_id) references public.profiles (user_id) on delete cascade;
alter table public.events
  add constraint events_created_by_profile_fkey
  foreign key (created_by) references public.profiles (user_id) on delete set null;
alter table public.applications
  add constraint applications_user_profile_fkey
  foreign key (user_id) references public.profiles (user_id) on delete cascade;
alter table public.event_attendees
  add constraint event_attendees_user_profile_fkey
  foreign key (user_id) references public.profiles (user_id) on delete cascade;

create or replace function public.profiles_normalize() returns trigger
language plpgsql as $$
begin
  new.full_name := nullif(btrim(new.full_name), '');
  new.sport := lower(nullif(btrim(new.sport), ''));
  new.industry := lower(nullif(btrim(new.industry), ''));
  new.content_type := lower(nullif(btrim(new.content_type), ''));
  new.follower_count := lower(nullif(btrim(new.follower_count), ''));
  new.website_url := nullif(btrim(new.website_url), '');
  new.company_name := nullif(btrim(new.company_name), '');
  new.instagram_handle := nullif(btrim(new.instagram_handle), '');
  new.twitter_handle := nullif(btrim(new.twitter_handle), '');
  new.tiktok_handle := nullif(btrim(new.tiktok_handle), '');
  new.content_categories := coalesce(new.content_categories, '{}');
  new.extra_data := coalesce(new.extra_data, '{}'::jsonb);
  return new;
end
$$;
create trigger profiles_normalize before insert or update on public.profiles
  for each row execute function public.profiles_normalize();

insert into public.deal_categories (name, slug, sort_order) values
  ('Sports Equipment', 'sports-equipment', 1), ('Nutrition', 'nutrition', 2), ('Training', 'training', 3),
  ('Apparel', 'apparel', 4), ('Recovery', 'recovery', 5), ('Technology', 'technology', 6),
  ('Supplements', 'supplements', 7), ('Event Sponsorships', 'event-sponsorships', 8), ('Fashion', 'fashion', 9),
  ('Beauty', 'beauty', 10), ('Lifestyle', 'lifestyle', 11), ('Travel', 'travel', 12),
  ('Food & Dining', 'food-dining', 13), ('Fitness', 'fitness', 14), ('Gaming', 'gaming', 15),
  ('Home & Garden', 'home-garden', 16)
on conflict (name) do nothing;
