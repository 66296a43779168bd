-- =============================================================================
-- Pitchside demo data. Runs once on a freshly created database (supabase db
-- reset / first local start). All dates are relative to now() so the data
-- stays fresh. Demo accounts (password for all: Pitchside123!):
--   athlete@pitchside.dev  creator@pitchside.dev  brand@pitchside.dev
--   agency@pitchside.dev   admin@pitchside.dev
-- =============================================================================

-- ------------------------------------------------------------------ users
-- The on_auth_user_created trigger creates profiles / user_roles /
-- onboarding_status from raw_user_meta_data; they are completed below.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at, is_anonymous
)
select '00000000-0000-0000-0000-000000000000'::uuid, u.id::uuid, 'authenticated', 'authenticated', u.email,
       extensions.crypt('Pitchside123!', extensions.gen_salt('bf')), now(),
       '', '', '', '',
       '{"provider":"email","providers":["email"]}'::jsonb,
       jsonb_build_object('full_name', u.full_name, 'role', u.role),
       now() - interval '30 days', now(), now() - interval '1 day', false
from (values
  ('10000000-0000-4000-8000-000000000001', 'athlete@pitchside.dev', 'Jordan Reyes',     'athlete'),
  ('10000000-0000-4000-8000-000000000002', 'creator@pitchside.dev', 'Maya Chen',        'creator'),
  ('10000000-0000-4000-8000-000000000003', 'brand@pitchside.dev',   'Apex Athletics',   'brand'),
  ('10000000-0000-4000-8000-000000000004', 'agency@pitchside.dev',  'Elevate Talent Group', 'agency'),
  ('10000000-0000-4000-8000-000000000005', 'admin@pitchside.dev',   'Pitchside Admin',  'athlete'),
  ('10000000-0000-4000-8000-000000000011', 'sam.okafor@pitchside.dev',   'Sam Okafor',      'athlete'),
  ('10000000-0000-4000-8000-000000000012', 'lena.fischer@pitchside.dev', 'Lena Fischer',    'athlete'),
  ('10000000-0000-4000-8000-000000000013', 'diego.santos@pitchside.dev', 'Diego Santos',    'creator'),
  ('10000000-0000-4000-8000-000000000014', 'priya.nair@pitchside.dev',   'Priya Nair',      'creator'),
  ('10000000-0000-4000-8000-000000000015', 'tyler.brooks@pitchside.dev', 'Tyler Brooks',    'athlete'),
  ('10000000-0000-4000-8000-000000000016', 'amara.diallo@pitchside.dev', 'Amara Diallo',    'athlete')
) as u(id, email, full_name, role)
on conflict do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now() - interval '1 day', now() - interval '30 days', now()
from auth.users u
where u.email like '%@pitchside.dev'
on conflict (provider_id, provider) do nothing;

-- admin is never granted through sign-up metadata: set it here.
update public.user_roles set role = 'admin' where user_id = '10000000-0000-4000-8000-000000000005';

update public.profiles p set
  bio = v.bio, sport = v.sport, graduation_year = v.grad, content_type = v.ctype,
  follower_count = v.followers, company_name = v.company, industry = v.industry,
  website_url = v.website, instagram_handle = v.ig, twitter_handle = v.tw, tiktok_handle = v.tt,
  avatar_url = 'https://api.dicebear.com/7.x/avataaars/svg?seed=' || p.user_id::text,
  content_categories = v.cats,
  extra_data = v.extra
from (values
  ('10000000-0000-4000-8000-000000000001'::uuid,
   'Division I point guard and sports management student. I love training content, sneaker culture and mentoring young players.',
   'basketball', extract(year from now())::int + 1, null, null, null, null, null, '@jordanreyes', '@jreyes_hoops', '@jordanhoops',
   array['Sports Equipment','Nutrition','Apparel','Training'],
   jsonb_build_object('sport','basketball','graduation_year', extract(year from now())::int + 1,
     'preferences', jsonb_build_object('email_notifications',true,'push_notifications',true,'marketing_emails',false,
       'weekly_digest',true,'deal_alerts',true,'message_notifications',true,
       'interested_categories', jsonb_build_array('Sports Equipment','Nutrition','Apparel')))),
  ('10000000-0000-4000-8000-000000000002'::uuid,
   'Lifestyle and fitness creator sharing honest reviews, training vlogs and healthy recipes with a growing community.',
   null, null, 'fitness', '100k-1m', null, null, 'https://mayachen.example.com', '@mayamoves', '@mayamoves', '@mayamoves',
   array['Fitness','Beauty','Food & Dining','Travel'],
   jsonb_build_object('content_type','fitness','follower_count','100k-1m',
     'preferences', jsonb_build_object('email_notifications',true,'push_notifications',true,'marketing_emails',true,
       'weekly_digest',true,'deal_alerts',true,'message_notifications',true,
       'interested_categories', jsonb_build_array('Fitness','Beauty','Travel')))),
  ('10000000-0000-4000-8000-000000000003'::uuid,
   'Apex Athletics builds performance gear for the next generation of athletes, from youth leagues to the pros.',
   null, null, null, null, 'Apex Athletics', 'sports', 'https://apexathletics.example.com', null, null, null,
   array['Athlete Partnerships','Product Reviews','Event Marketing'],
   jsonb_build_object('company_name','Apex Athletics','industry','sports',
     'preferences', jsonb_build_object('email_notifications',true,'push_notifications',false,'marketing_emails',false,
       'weekly_digest',true,'deal_alerts',true,'message_notifications',true,
       'interested_categories', jsonb_build_array('Athlete Partnerships','Product Reviews')))),
  ('10000000-0000-4000-8000-000000000004'::uuid,
   'Elevate Talent Group represents rising athletes and creators and builds long-term brand partnerships for them.',
   null, null, null, null, 'Elevate Talent Group', 'sports', 'https://elevatetalent.example.com', '@elevatetalent', null, null,
   array['Talent Management','Campaign Management'],
   jsonb_build_object('company_name','Elevate Talent Group','clients_managed', 12,
     'preferences', jsonb_build_object('email_notifications',true,'push_notifications',true,'marketing_emails',false,
       'weekly_digest',true,'deal_alerts',true,'message_notifications',true,
       'interested_categories', jsonb_build_array('Talent Management','Analytics Tools')))),
  ('10000000-0000-4000-8000-000000000005'::uuid,
   'Platform administrator keeping the Pitchside marketplace and community safe.',
   null, null, null, null, null, null, null, null, null, null, array[]::text[], '{}'::jsonb),
  ('10000000-0000-4000-8000-000000000011'::uuid, 'Sprinter chasing a sub-10. Track and field, speed work and recovery tips.',
   'track', extract(year from now())::int, null, null, null, null, null, '@samsprints', null, null, array['Recovery','Apparel'], '{}'::jsonb),
  ('10000000-0000-4000-8000-000000000012'::uuid, 'Tennis player from Hamburg studying nutrition science.',
   'tennis', extract(year from now())::int + 2, null, null, null, null, null, '@lenaserves', null, null, array['Nutrition'], '{}'::jsonb),
  ('10000000-0000-4000-8000-000000000013'::uuid, 'Gaming and esports creator streaming five nights a week.',
   null, null, 'gaming', '10k-100k', null, null, null, '@diegoplays', null, '@diegoplays', array['Gaming','Technology'], '{}'::jsonb),
  ('10000000-0000-4000-8000-000000000014'::uuid, 'Travel and food creator documenting street food around the world.',
   null, null, 'travel', '1k-10k', null, null, null, '@priyaeats', null, null, array['Travel','Food & Dining'], '{}'::jsonb),
  ('10000000-0000-4000-8000-000000000015'::uuid, 'Baseball shortstop and aspiring sports broadcaster.',
   'baseball', extract(year from now())::int + 3, null, null, null, null, null, '@tbrooks6', null, null, array['Sports Equipment'], '{}'::jsonb),
  ('10000000-0000-4000-8000-000000000016'::uuid, 'Soccer midfielder, community coach and advocate for girls in sport.',
   'soccer', extract(year from now())::int + 1, null, null, null, null, null, '@amaradiallo', null, null, array['Apparel','Training'], '{}'::jsonb)
) as v(user_id, bio, sport, grad, ctype, followers, company, industry, website, ig, tw, tt, cats, extra)
where p.user_id = v.user_id;

update public.onboarding_status set
  profile_completed = true, role_setup_completed = true, preferences_set = true, onboarding_completed = true
where user_id in (select id from auth.users where email like '%@pitchside.dev');

-- Deal categories are reference data: see migration ..._profile_relationships_and_reference_data.sql

-- --------------------------------------------------------------- brands
insert into public.brands (id, owner_id, name, logo_url, website_url, industry, description, verified) values
  ('20000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000003', 'Apex Athletics',
   'https://api.dicebear.com/7.x/identicon/svg?seed=apex', 'https://apexathletics.example.com', 'sports',
   'Performance gear for athletes at every level.', true),
  ('20000000-0000-4000-8000-000000000002', null, 'PeakFuel Nutrition',
   'https://api.dicebear.com/7.x/identicon/svg?seed=peakfuel', 'https://peakfuel.example.com', 'food',
   'Clean-sport certified nutrition and hydration.', true),
  ('20000000-0000-4000-8000-000000000003', null, 'Stride Apparel',
   'https://api.dicebear.com/7.x/identicon/svg?seed=stride', 'https://stride.example.com', 'fashion',
   'Athleisure and running apparel made from recycled fabrics.', true),
  ('20000000-0000-4000-8000-000000000004', null, 'Volt Tech',
   'https://api.dicebear.com/7.x/identicon/svg?seed=volt', 'https://volttech.example.com', 'technology',
   'Wearables and audio for people who move.', true),
  ('20000000-0000-4000-8000-000000000005', null, 'Glow Beauty Co.',
   'https://api.dicebear.com/7.x/identicon/svg?seed=glow', 'https://glowbeauty.example.com', 'beauty',
   'Clean skincare built for active lives.', true),
  ('20000000-0000-4000-8000-000000000006', null, 'Respawn Gaming',
   'https://api.dicebear.com/7.x/identicon/svg?seed=respawn', 'https://respawn.example.com', 'technology',
   'Gaming peripherals and esports events.', true),
  ('20000000-0000-4000-8000-000000000007', null, 'FitForge Gyms',
   'https://api.dicebear.com/7.x/identicon/svg?seed=fitforge', 'https://fitforge.example.com', 'health',
   'A national chain of performance gyms.', true),
  ('20000000-0000-4000-8000-000000000008', null, 'Harvest Table',
   'https://api.dicebear.com/7.x/identicon/svg?seed=harvest', 'https://harvesttable.example.com', 'food',
   'Farm-to-table meal kits and restaurants.', true),
  ('20000000-0000-4000-8000-000000000009', null, 'Wander Trails',
   'https://api.dicebear.com/7.x/identicon/svg?seed=wander', 'https://wandertrails.example.com', 'other',
   'Travel gear and a trip-planning app for teams and fans.', true),
  ('20000000-0000-4000-8000-000000000010', '10000000-0000-4000-8000-000000000004', 'Summit Travel Co.',
   'https://api.dicebear.com/7.x/identicon/svg?seed=summit', 'https://summittravel.example.com', 'other',
   'Mountain resorts and sports holidays.', true),
  ('20000000-0000-4000-8000-000000000011', '10000000-0000-4000-8000-000000000003', 'Nova Startup Labs',
   'https://api.dicebear.com/7.x/identicon/svg?seed=nova', 'https://nova.example.com', 'technology',
   'Stealth-mode training app (verification pending).', false),
  ('20000000-0000-4000-8000-000000000012', null, 'Shadow Supplements',
   null, null, 'health', 'Unverified supplement seller.', false),
  ('20000000-0000-4000-8000-000000000013', null, 'Quickflip Merch',
   null, null, 'fashion', 'Unverified merch reseller.', false)
on conflict (id) do nothing;

-- ---------------------------------------------------------------- deals
insert into public.deals (brand_id, title, description, tags, category, compensation_amount,
                          application_deadline, deliverables, requirements, is_active, created_at, updated_at)
select b.id, v.title, v.description, v.tags, v.category, v.amount, v.deadline, v.deliverables, v.requirements,
       v.active, v.created_at, v.created_at
from (values
  ('Apex Athletics', 'Pre-Season Training Gear Ambassador', 'Represent Apex Athletics during pre-season: wear our training line in practice content and share your weekly routine with your followers.', array['sports-equipment','apparel','training']::text[], 'Sports Equipment', 2500, now() + interval '30 days', array['4 Instagram posts','2 training reels']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '0 hours'),
  ('Apex Athletics', 'Court Shoe Launch Campaign', 'Be among the first athletes to test and review the new Apex Court Pro basketball shoe ahead of its national launch.', array['sports-equipment','basketball','launch']::text[], 'Sports Equipment', 4000, now() + interval '21 days', array['Unboxing video','2 in-game posts']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '7 hours'),
  ('Apex Athletics', 'Youth Camp Guest Coach', 'Lead a two-hour skills session at our summer youth camp and post highlights from the day.', array['event-sponsorships','events','coaching','community']::text[], 'Event Sponsorships', 1200, now() + interval '45 days', array['On-site appearance','1 recap post']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '14 hours'),
  ('Apex Athletics', 'Recovery Roller Review', 'Honest review of our vibrating foam roller as part of your recovery routine.', array['recovery','sports-equipment']::text[], 'Recovery', 300, now() + interval '14 days', array['1 review reel']::text[], array['18+','Public social profile']::text[], true, now() - interval '21 hours'),
  ('Apex Athletics', 'Signature Glove Design Collab', 'Co-design a limited-edition batting glove with our product team; revenue share on every pair sold.', array['baseball','sports-equipment','collab']::text[], 'Sports Equipment', 9500, now() + interval '60 days', array['Design workshop','Launch content series']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '28 hours'),
  ('PeakFuel Nutrition', 'Game-Day Fuel Partner', 'Show how PeakFuel electrolyte mix fits into your game-day routine across a month of competition.', array['nutrition','supplements','hydration']::text[], 'Nutrition', 1800, now() + interval '25 days', array['3 stories per week','1 feed post']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '35 hours'),
  ('PeakFuel Nutrition', 'Protein Bar Taste Test Series', 'Film a fun taste-test series of our five new protein bar flavours with teammates or friends.', array['nutrition','food','video']::text[], 'Nutrition', 750, now() + interval '18 days', array['3 short videos']::text[], array['18+','Public social profile']::text[], true, now() - interval '42 hours'),
  ('PeakFuel Nutrition', 'Clean Sport Supplement Ambassador', 'Year-long ambassador role for a certified clean-sport supplement range; ideal for collegiate athletes.', array['supplements','nutrition','ambassador']::text[], 'Supplements', 6000, now() + interval '40 days', array['Monthly post','Quarterly live Q&A']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '49 hours'),
  ('PeakFuel Nutrition', 'Meal Prep Sunday Feature', 'Share your weekly meal prep featuring PeakFuel products and a downloadable recipe card.', array['food-dining','nutrition','food','lifestyle']::text[], 'Food & Dining', 450, now() + interval '12 days', array['1 carousel','1 recipe card']::text[], array['18+','Public social profile']::text[], true, now() - interval '56 hours'),
  ('PeakFuel Nutrition', 'Marathon Hydration Challenge', 'Document your marathon training block with PeakFuel hydration tracking.', array['running','nutrition','endurance']::text[], 'Nutrition', 2200, now() + interval '35 days', array['Weekly training log','Race-day post']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '63 hours'),
  ('Stride Apparel', 'Campus Style Ambassador', 'Style Stride''s athleisure collection for campus life; bonus for every discount-code sale.', array['apparel','fashion','campus']::text[], 'Apparel', 900, now() + interval '20 days', array['2 outfit posts','Story takeover']::text[], array['18+','Public social profile']::text[], true, now() - interval '70 hours'),
  ('Stride Apparel', 'Summer Running Collection Shoot', 'Model and create content for our lightweight summer running collection.', array['apparel','running','photoshoot']::text[], 'Apparel', 3500, now() + interval '28 days', array['Photoshoot day','3 reels']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '77 hours'),
  ('Stride Apparel', 'Sustainable Fabrics Storyteller', 'Tell the story of our recycled-fabric line through short educational videos.', array['fashion','apparel','sustainability','education']::text[], 'Fashion', 1500, now() + interval '33 days', array['2 explainer videos']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '84 hours'),
  ('Stride Apparel', 'Team Warm-Up Kit Sponsorship', 'Outfit your whole team with custom Stride warm-up kits in exchange for tagged team photos.', array['apparel','team','sports-equipment']::text[], 'Apparel', 2000, now() + interval '50 days', array['Team photo set','Season shout-outs']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '1 hours'),
  ('Stride Apparel', 'Winter Layering Guide', 'Create a winter layering guide for outdoor training using Stride base layers.', array['apparel','training','winter']::text[], 'Apparel', 650, now() + interval '16 days', array['1 guide post','1 reel']::text[], array['18+','Public social profile']::text[], true, now() - interval '8 hours'),
  ('Volt Tech', 'Smartwatch Performance Tracker Review', 'Use the Volt Pulse smartwatch for four weeks of training and share your data-driven insights.', array['technology','wearables','training']::text[], 'Technology', 2800, now() + interval '22 days', array['Review video','2 data posts']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '15 hours'),
  ('Volt Tech', 'Wireless Earbuds Workout Series', 'Feature Volt earbuds across a five-part workout series on TikTok or Reels.', array['technology','audio','fitness']::text[], 'Technology', 1600, now() + interval '19 days', array['5 short videos']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '22 hours'),
  ('Volt Tech', 'Esports Setup Showcase', 'Show off your streaming and gaming setup powered by Volt peripherals.', array['gaming','technology','streaming']::text[], 'Gaming', 3200, now() + interval '27 days', array['1 stream integration','1 setup tour']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '29 hours'),
  ('Volt Tech', 'Smart Bottle Launch Teaser', 'Tease the launch of our smart hydration bottle with behind-the-scenes content.', array['technology','hydration','launch']::text[], 'Technology', 500, now() + interval '10 days', array['3 stories']::text[], array['18+','Public social profile']::text[], true, now() - interval '36 hours'),
  ('Volt Tech', 'Data Nerd Athlete Program', 'Long-term partnership for athletes who love stats: monthly performance breakdowns with Volt analytics.', array['technology','analytics','ambassador']::text[], 'Technology', 8500, now() + interval '55 days', array['Monthly breakdown video']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '43 hours'),
  ('Glow Beauty Co.', 'Game-Face Skincare Routine', 'Share the skincare routine that keeps you camera-ready on game day.', array['beauty','skincare','lifestyle']::text[], 'Beauty', 1100, now() + interval '24 days', array['1 GRWM video','2 stories']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '50 hours'),
  ('Glow Beauty Co.', 'SPF for Outdoor Athletes', 'Educate outdoor athletes on sun protection using Glow''s sport SPF line.', array['beauty','health','outdoor']::text[], 'Beauty', 700, now() + interval '15 days', array['1 reel','1 carousel']::text[], array['18+','Public social profile']::text[], true, now() - interval '57 hours'),
  ('Glow Beauty Co.', 'Holiday Gift Set Unboxing', 'Unbox and review our limited holiday gift sets.', array['beauty','holiday','unboxing']::text[], 'Beauty', 400, now() + interval '9 days', array['1 unboxing video']::text[], array['18+','Public social profile']::text[], true, now() - interval '64 hours'),
  ('Glow Beauty Co.', 'Creator Makeup Masterclass', 'Host a live makeup masterclass for your audience with Glow products.', array['beauty','live','education']::text[], 'Beauty', 5200, now() + interval '38 days', array['60-min live session','Highlight reel']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '71 hours'),
  ('Glow Beauty Co.', 'Clean Beauty Ambassador', 'Six-month ambassador programme for creators passionate about clean beauty.', array['beauty','ambassador','wellness']::text[], 'Beauty', 7800, now() + interval '48 days', array['Monthly content package']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '78 hours'),
  ('Respawn Gaming', 'Tournament Stream Sponsor', 'Stream our community tournament finals with Respawn overlays and giveaways.', array['gaming','streaming','esports']::text[], 'Gaming', 2600, now() + interval '26 days', array['4-hour stream','Giveaway']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '85 hours'),
  ('Respawn Gaming', 'Controller Skin Design Contest', 'Design a controller skin inspired by your sport; winning design goes into production.', array['gaming','design','contest']::text[], 'Gaming', 1000, now() + interval '32 days', array['Design submission','Reveal video']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '2 hours'),
  ('Respawn Gaming', 'Athlete vs Gamer Challenge', 'Film a friendly athlete-vs-gamer challenge series across three games.', array['gaming','sports','entertainment']::text[], 'Gaming', 3800, now() + interval '29 days', array['3-episode series']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '9 hours'),
  ('Respawn Gaming', 'Gaming Chair Ergonomics Review', 'Review the Respawn Pro chair with a focus on posture and recovery.', array['gaming','health','review']::text[], 'Gaming', 350, now() + interval '11 days', array['1 review']::text[], array['18+','Public social profile']::text[], true, now() - interval '16 hours'),
  ('Respawn Gaming', 'Launch Week Content Creator', 'Create launch-week content for our new battle royale season.', array['gaming','launch','video']::text[], 'Gaming', 4500, now() + interval '8 days', array['Daily content for 7 days']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '23 hours'),
  ('FitForge Gyms', '30-Day Transformation Coach', 'Coach your followers through a 30-day transformation challenge at FitForge.', array['fitness','training','challenge']::text[], 'Fitness', 3000, now() + interval '31 days', array['Daily stories','Weekly check-in video']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '30 hours'),
  ('FitForge Gyms', 'New Location Grand Opening', 'Appear at our new location opening and post live from the event.', array['event-sponsorships','fitness','events','local']::text[], 'Event Sponsorships', 800, now() + interval '13 days', array['2-hour appearance','Live stories']::text[], array['18+','Public social profile']::text[], true, now() - interval '37 hours'),
  ('FitForge Gyms', 'Strength Programme Co-Creator', 'Co-create a 12-week strength programme sold in the FitForge app; royalties included.', array['training','fitness','programme','collab']::text[], 'Training', 9000, now() + interval '58 days', array['12-week programme','Promo video']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '44 hours'),
  ('FitForge Gyms', 'Mobility Monday Series', 'Lead a weekly mobility routine posted every Monday for two months.', array['fitness','mobility','recovery']::text[], 'Fitness', 1400, now() + interval '23 days', array['8 short videos']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '51 hours'),
  ('FitForge Gyms', 'Student Membership Promo', 'Promote discounted student memberships to your campus audience.', array['fitness','campus','promo']::text[], 'Fitness', 250, now() + interval '7 days', array['2 stories']::text[], array['18+','Public social profile']::text[], true, now() - interval '58 hours'),
  ('Harvest Table', 'Athlete Recipe Collaboration', 'Share your favourite high-protein recipe made with Harvest Table ingredients.', array['food-dining','food','nutrition','recipes']::text[], 'Food & Dining', 600, now() + interval '17 days', array['1 recipe reel']::text[], array['18+','Public social profile']::text[], true, now() - interval '65 hours'),
  ('Harvest Table', 'Restaurant Tasting Night', 'Host a tasting night at a partner restaurant and review the new menu.', array['food-dining','food','dining','events']::text[], 'Food & Dining', 1300, now() + interval '34 days', array['Event appearance','Review post']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '72 hours'),
  ('Harvest Table', 'Meal Kit Subscription Review', 'Try four weeks of meal kits and share honest weekly reviews.', array['food-dining','food','subscription','review']::text[], 'Food & Dining', 900, now() + interval '20 days', array['4 weekly posts']::text[], array['18+','Public social profile']::text[], true, now() - interval '79 hours'),
  ('Harvest Table', 'Farm-to-Field Documentary Short', 'Star in a short documentary about where athlete food comes from.', array['food-dining','food','documentary','sustainability']::text[], 'Food & Dining', 4800, now() + interval '44 days', array['Filming day','Premiere post']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '86 hours'),
  ('Harvest Table', 'Game-Day Snack Board', 'Create a shareable game-day snack board with our products.', array['food-dining','food','game-day','lifestyle']::text[], 'Food & Dining', 200, now() + interval '6 days', array['1 post']::text[], array['18+','Public social profile']::text[], true, now() - interval '3 hours'),
  ('Wander Trails', 'Training Camp Travel Vlog', 'Document your off-season training camp trip with Wander Trails luggage and gear.', array['travel','training','vlog']::text[], 'Travel', 2700, now() + interval '36 days', array['Vlog episode','Travel tips post']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '10 hours'),
  ('Wander Trails', 'Weekend Adventure Guide', 'Build a weekend adventure guide in your home city using our app.', array['travel','guide','lifestyle']::text[], 'Travel', 850, now() + interval '21 days', array['Guide post','3 stories']::text[], array['18+','Public social profile']::text[], true, now() - interval '17 hours'),
  ('Wander Trails', 'Away Game Packing Checklist', 'Share your away-game packing checklist featuring Wander Trails bags.', array['travel','sports','checklist']::text[], 'Travel', 300, now() + interval '10 days', array['1 carousel']::text[], array['18+','Public social profile']::text[], true, now() - interval '24 hours'),
  ('Wander Trails', 'International Tournament Diary', 'Keep a content diary during an international tournament trip.', array['travel','international','diary']::text[], 'Travel', 6500, now() + interval '52 days', array['Daily stories','Recap video']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '31 hours'),
  ('Wander Trails', 'Eco Travel Ambassador', 'Promote low-impact travel options for sports teams and fans.', array['travel','sustainability','ambassador']::text[], 'Travel', 3300, now() + interval '41 days', array['Monthly post','Newsletter feature']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '38 hours'),
  ('Summit Travel Co.', 'Ski Season Content Partner', 'Create winter sports content from Summit resorts during peak season.', array['travel','winter','sports']::text[], 'Travel', 5000, now() + interval '47 days', array['5 reels','Resort review']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '45 hours'),
  ('Summit Travel Co.', 'Family Sports Holiday Feature', 'Feature a family sports holiday package with activities for all ages.', array['travel','family','lifestyle']::text[], 'Travel', 1900, now() + interval '30 days', array['2 posts','1 video']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '52 hours'),
  ('Apex Athletics', 'Goalkeeper Glove Field Test', 'Put our new grip technology through a month of matches and training.', array['soccer','sports-equipment','review']::text[], 'Sports Equipment', 1000, now() + interval '19 days', array['2 reels','1 review']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '59 hours'),
  ('PeakFuel Nutrition', 'Recovery Shake Morning Routine', 'Show how a PeakFuel recovery shake fits your morning routine.', array['nutrition','recovery','routine']::text[], 'Recovery', 550, now() + interval '14 days', array['2 stories','1 reel']::text[], array['18+','Public social profile']::text[], true, now() - interval '66 hours'),
  ('Stride Apparel', 'Track Spikes Launch', 'Launch our new track spikes with race-day content and a product Q&A.', array['track','sports-equipment','launch']::text[], 'Sports Equipment', 2400, now() + interval '26 days', array['Race-day post','Q&A story']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '73 hours'),
  ('Volt Tech', 'Swim Tracker Early Access', 'Test the waterproof Volt Swim tracker during pool sessions.', array['swimming','technology','wearables']::text[], 'Technology', 1700, now() + interval '23 days', array['Review video','2 posts']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '80 hours'),
  ('Glow Beauty Co.', 'Post-Workout Glow Routine', 'Demonstrate a quick post-workout skincare routine for busy athletes.', array['beauty','fitness','routine']::text[], 'Beauty', 480, now() + interval '12 days', array['1 reel']::text[], array['18+','Public social profile']::text[], true, now() - interval '87 hours'),
  ('Respawn Gaming', 'Charity Stream Partner', 'Co-host a charity stream supporting youth sports programmes.', array['gaming','charity','streaming']::text[], 'Gaming', 2100, now() + interval '37 days', array['Charity stream','Recap post']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '4 hours'),
  ('FitForge Gyms', 'Tennis Conditioning Clinic', 'Run a conditioning clinic for local tennis players at FitForge.', array['tennis','fitness','clinic']::text[], 'Fitness', 1150, now() + interval '27 days', array['Clinic appearance','Highlight reel']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '11 hours'),
  ('Harvest Table', 'Plant-Based Performance Week', 'Go plant-based for a week and share how it affects your performance.', array['food-dining','food','plant-based','nutrition']::text[], 'Food & Dining', 700, now() + interval '15 days', array['Daily stories','Wrap-up video']::text[], array['18+','Public social profile']::text[], true, now() - interval '18 hours'),
  ('Wander Trails', 'Road Trip to Nationals', 'Document the road trip to nationals with your team.', array['travel','team','road-trip']::text[], 'Travel', 3900, now() + interval '39 days', array['Road trip series']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '25 hours'),
  ('Apex Athletics', 'Basketball Skills Clinic Host', 'Host an online basketball skills clinic sponsored by Apex.', array['event-sponsorships','basketball','coaching','live']::text[], 'Event Sponsorships', 2900, now() + interval '32 days', array['Live clinic','Replay upload']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '32 hours'),
  ('PeakFuel Nutrition', 'Creatine Myths Explainer', 'Bust common creatine myths in an evidence-based explainer video.', array['supplements','education','nutrition']::text[], 'Supplements', 950, now() + interval '20 days', array['1 explainer video']::text[], array['18+','Public social profile']::text[], true, now() - interval '39 hours'),
  ('Stride Apparel', 'Graduation Day Lookbook', 'Create a graduation-day lookbook with Stride''s smart-casual range.', array['fashion','apparel','graduation']::text[], 'Fashion', 600, now() + interval '18 days', array['Lookbook carousel']::text[], array['18+','Public social profile']::text[], true, now() - interval '46 hours'),
  ('Volt Tech', 'Home Gym Tech Tour', 'Tour your home gym and the Volt tech that powers it.', array['technology','fitness','home-gym']::text[], 'Technology', 1250, now() + interval '24 days', array['1 tour video']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '53 hours'),
  ('Glow Beauty Co.', 'Beauty Behind the Jersey', 'Talk confidence and self-care in a candid interview series.', array['beauty','wellness','interview']::text[], 'Beauty', 2300, now() + interval '34 days', array['Interview feature']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '60 hours'),
  ('Respawn Gaming', 'Retro Games Night', 'Host a retro games night stream with fellow athletes.', array['gaming','retro','community']::text[], 'Gaming', 800, now() + interval '16 days', array['Stream','Clips']::text[], array['18+','Public social profile']::text[], true, now() - interval '67 hours'),
  ('FitForge Gyms', 'Baseball Off-Season Strength Block', 'Share an off-season strength block built for baseball players.', array['training','baseball','fitness','strength']::text[], 'Training', 1750, now() + interval '29 days', array['4 workout videos']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '74 hours'),
  ('Harvest Table', 'Tailgate Cook-Off', 'Compete in a tailgate cook-off and post the results.', array['food-dining','food','game-day','events']::text[], 'Food & Dining', 1000, now() + interval '22 days', array['Event content']::text[], array['18+','Public social profile','1k+ followers']::text[], true, now() - interval '81 hours'),
  ('Wander Trails', 'Hidden Gems for Fans', 'Share hidden gems near stadiums for travelling fans.', array['travel','fans','guide']::text[], 'Travel', 400, now() + interval '13 days', array['1 guide post']::text[], array['18+','Public social profile']::text[], true, now() - interval '88 hours'),
  ('Nova Startup Labs', 'Beta App Tester (unverified brand)', 'Test our unreleased training app and give feedback.', array['technology','beta','app']::text[], 'Technology', 150, now() + interval '20 days', array['Feedback form']::text[], array['18+','Public social profile']::text[], true, now() - interval '5 hours'),
  ('Shadow Supplements', 'Mystery Supplement Promo (unverified brand)', 'Promote an unlisted supplement blend.', array['supplements','promo']::text[], 'Supplements', 100, now() + interval '20 days', array['1 post']::text[], array['18+','Public social profile']::text[], true, now() - interval '12 hours'),
  ('Quickflip Merch', 'Merch Drop Reseller (unverified brand)', 'Resell limited merch drops to your audience.', array['apparel','merch']::text[], 'Apparel', 300, now() + interval '20 days', array['Story links']::text[], array['18+','Public social profile']::text[], true, now() - interval '19 hours'),
  ('Apex Athletics', 'Spring Team Kit Launch', 'Wear our spring team kit in game-day content. The kit sold out early, so Apex closed this deal before choosing anyone.', array['sports-equipment','apparel','team-kit']::text[], 'Sports Equipment', 1500, now() + interval '-10 days', array['2 Instagram posts','1 game-day story']::text[], array['18+','Public social profile','1k+ followers']::text[], false, now() - interval '26 hours')
) as v(brand, title, description, tags, category, amount, deadline, deliverables, requirements, active, created_at)
join public.brands b on b.name = v.brand;

insert into public.deal_templates (brand_id, name, title, description, tags, category, compensation_amount, deliverables, requirements) values
  ('20000000-0000-4000-8000-000000000001', 'Product review', 'Product review: {product}',
   'Test {product} for two weeks and publish an honest review.', array['review','sports-equipment'], 'Sports Equipment', 500,
   array['1 review reel'], array['18+']),
  ('20000000-0000-4000-8000-000000000001', 'Season ambassador', 'Season ambassador',
   'Represent Apex Athletics for a full season.', array['ambassador'], 'Apparel', 5000,
   array['Monthly posts','2 appearances'], array['Public profile','1k+ followers']);

insert into public.campaigns (brand_id, name, description, budget, target_audience, status, start_date, end_date) values
  ('20000000-0000-4000-8000-000000000001', 'Back to Court', 'Basketball season launch across campuses.', 25000,
   '{"roles":["athlete"],"sports":["basketball"],"age_range":"18-24","regions":["US"]}', 'active',
   (now() - interval '5 days')::date, (now() + interval '60 days')::date),
  ('20000000-0000-4000-8000-000000000001', 'Summer Camps', 'Youth camp sponsorships.', 8000,
   '{"roles":["athlete","creator"],"interests":["Training","Event Sponsorships"]}', 'draft',
   (now() + interval '30 days')::date, (now() + interval '90 days')::date),
  -- Elevate Talent Group runs Summit Travel Co.'s winter campaign.
  ('20000000-0000-4000-8000-000000000010', 'Winter Peaks', 'Resort content for the ski season and the February family holidays.', 12000,
   '{"roles":["athlete","creator"],"interests":["Travel","Lifestyle"],"regions":["US"]}', 'active',
   (now() - interval '3 days')::date, (now() + interval '75 days')::date);

-- Back to Court holds the basketball-season deals of Apex Athletics; Winter Peaks both of Summit Travel's.
update public.deals d set campaign_id = c.id
from public.campaigns c
join (values
  ('Back to Court', 'Court Shoe Launch Campaign'), ('Back to Court', 'Pre-Season Training Gear Ambassador'),
  ('Back to Court', 'Basketball Skills Clinic Host'),
  ('Winter Peaks', 'Ski Season Content Partner'), ('Winter Peaks', 'Family Sports Holiday Feature')
) as m(campaign, deal) on m.campaign = c.name
where c.brand_id = d.brand_id and d.title = m.deal;

insert into public.agency_clients (agency_id, client_user_id, client_name, client_type, status, contact, notes) values
  ('10000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000011', 'Sam Okafor', 'athlete', 'active', 'sam.okafor@pitchside.dev', 'Track sprinter, focus on apparel deals.'),
  ('10000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000013', 'Diego Santos', 'creator', 'active', 'diego.santos@pitchside.dev', 'Gaming creator, esports sponsorships.'),
  ('10000000-0000-4000-8000-000000000004', null, 'Riverside FC Academy', 'athlete', 'prospect', 'Coach Dana Ruiz, +1 512 555 0142', 'Youth academy exploring kit partners.');

-- ------------------------------------------------------------ applications
-- Jordan (athlete) applied to three Apex deals; the brand owner reviewed two.
insert into public.applications (deal_id, user_id, application_data, status, created_at)
select d.id, '10000000-0000-4000-8000-000000000001',
       jsonb_build_object('pitch', 'I train daily and my audience loves gear breakdowns. ' || d.title || ' is a perfect fit.',
                          'portfolio_url', 'https://instagram.com/jordanreyes', 'proposed_rate', d.compensation_amount),
       'pending', now() - interval '3 days'
from public.deals d
where d.title in ('Pre-Season Training Gear Ambassador', 'Court Shoe Launch Campaign', 'Recovery Roller Review',
                  'Game-Day Fuel Partner', 'Smartwatch Performance Tracker Review')
on conflict (deal_id, user_id) do nothing;

insert into public.applications (deal_id, user_id, application_data, status, created_at)
select d.id, '10000000-0000-4000-8000-000000000002',
       jsonb_build_object('pitch', 'My fitness audience (100k+) would love this.', 'portfolio_url', 'https://mayachen.example.com'),
       'pending', now() - interval '2 days'
from public.deals d
where d.title in ('Game-Face Skincare Routine', '30-Day Transformation Coach', 'Pre-Season Training Gear Ambassador')
on conflict (deal_id, user_id) do nothing;

update public.applications set status = 'accepted'
where user_id = '10000000-0000-4000-8000-000000000001'
  and deal_id = (select id from public.deals where title = 'Court Shoe Launch Campaign');
update public.applications set status = 'rejected'
where user_id = '10000000-0000-4000-8000-000000000001'
  and deal_id = (select id from public.deals where title = 'Recovery Roller Review');

-- Applicants to Apex Athletics' deals in every state the brand reviews (the deals workspace), in the
-- application form's shape.
insert into public.applications (deal_id, user_id, application_data, status, decision_note, created_at)
select d.id, v.user_id::uuid,
       jsonb_build_object('pitch', v.pitch, 'proposedRate', v.rate, 'deliveryPlan', v.plan,
                          'links', to_jsonb(v.links), 'startDate', to_char(now() + interval '10 days', 'YYYY-MM-DD')),
       v.status, v.note, now() - make_interval(days => v.days_ago)
from (values
  ('Pre-Season Training Gear Ambassador', '10000000-0000-4000-8000-000000000011',
   'Sprinter with 40k followers who film every session. Your training line would be in every warm-up reel I post this pre-season.',
   900, 'Three reels a week through March, plus one long-form gear breakdown on YouTube.', array['https://instagram.com/samokafor.runs'],
   'shortlisted', null, 4),
  ('Pre-Season Training Gear Ambassador', '10000000-0000-4000-8000-000000000015',
   'Catcher, team captain, and the guy teammates ask about gear. I would document our whole pre-season in your kit.',
   750, 'Weekly TikTok series from the locker room to the field.', array['https://tiktok.com/@tylerbrooks52'],
   'pending', null, 1),
  ('Youth Camp Guest Coach', '10000000-0000-4000-8000-000000000012',
   'I have coached at three youth clinics and love it. Happy to run the footwork station and post highlights the same day.',
   600, 'Two-hour session, a recap reel and a story takeover on the day.', array['https://instagram.com/lenafischer.hoops'],
   'accepted', 'Thrilled to have you. We will send the camp schedule this week.', 6),
  ('Youth Camp Guest Coach', '10000000-0000-4000-8000-000000000016',
   'Former camp kid myself. I would bring energy, run the shooting station and share clips with my 25k followers.',
   500, 'Live stories during camp and a highlight reel after.', array['https://instagram.com/amaradiallo'],
   'rejected', 'Thank you for applying. We filled the coaching spots, but keep an eye on our spring camp.', 5),
  ('Recovery Roller Review', '10000000-0000-4000-8000-000000000014',
   'Yoga and mobility creator: a foam roller review fits my Sunday recovery series.',
   250, 'One review reel and a saved story highlight.', array['https://instagram.com/priyanair.flow'],
   'withdrawn', null, 8),
  ('Signature Glove Design Collab', '10000000-0000-4000-8000-000000000013',
   'Product designer turned creator. I sketch gear concepts on camera and my audience votes on details: a natural fit for a co-design.',
   1500, 'Design diary videos every two weeks during the collab, then the launch video.', array['https://youtube.com/@diegosantosdesigns', 'https://diegosantos.example.com'],
   'pending', null, 2)
) as v(deal_title, user_id, pitch, rate, plan, links, status, note, days_ago)
join public.deals d on d.title = v.deal_title
on conflict (deal_id, user_id) do nothing;

-- Amara was accepted for the goalkeeper gloves, then withdrew before Apex funded the deal (a knee injury ended her
-- season): the database told Apex ("Talent withdrew from a deal"), her contract no longer binds and the deal's
-- deliverables are closed.
insert into public.applications (deal_id, user_id, application_data, status, created_at)
select d.id, '10000000-0000-4000-8000-000000000016',
       jsonb_build_object('pitch', 'I train in goal twice a week with our keepers and film every session; your grip tech would get a real test.',
                          'proposedRate', 1000, 'deliveryPlan', 'Two training reels and a match-day review over four weeks.',
                          'links', jsonb_build_array('https://instagram.com/amaradiallo'), 'startDate', to_char(now() + interval '10 days', 'YYYY-MM-DD')),
       'pending', now() - interval '2 days'
from public.deals d where d.title = 'Goalkeeper Glove Field Test'
on conflict (deal_id, user_id) do nothing;
update public.applications set status = 'accepted', decision_note = 'Welcome aboard! Gloves ship this week.',
       reviewed_by = '10000000-0000-4000-8000-000000000003', reviewed_at = now() - interval '3 hours'
where user_id = '10000000-0000-4000-8000-000000000016' and deal_id = (select id from public.deals where title = 'Goalkeeper Glove Field Test');
update public.application_status_history set created_at = now() - interval '1 minute'
where new_status = 'accepted' and application_id = (select a.id from public.applications a join public.deals d on d.id = a.deal_id
                                                    where a.user_id = '10000000-0000-4000-8000-000000000016' and d.title = 'Goalkeeper Glove Field Test');
update public.applications set status = 'withdrawn'
where user_id = '10000000-0000-4000-8000-000000000016' and deal_id = (select id from public.deals where title = 'Goalkeeper Glove Field Test');
-- she applied two days ago, was accepted yesterday and withdrew this morning (the dates block below spreads her
-- history up to reviewed_at, its last step)
update public.notifications n set created_at = now() - case n.metadata->>'kind' when 'application' then interval '2 days'
                                                                                when 'application_withdrawn' then interval '3 hours'
                                                                                else interval '1 day' end
from public.applications a join public.deals d on d.id = a.deal_id
where a.user_id = '10000000-0000-4000-8000-000000000016' and d.title = 'Goalkeeper Glove Field Test'
  and n.metadata->>'application_id' = a.id::text;

-- Deliverables of the accepted deals (created by the database on acceptance) in every state.
update public.deal_deliverables x
set status = v.status, submission_url = v.url, submission_note = v.note, review_note = v.review,
    submitted_at = case when v.url is not null then now() - interval '2 days' end,
    reviewed_at = case when v.status in ('approved', 'changes_requested') then now() - interval '1 day' end,
    reviewed_by = case when v.status in ('approved', 'changes_requested') then '10000000-0000-4000-8000-000000000003'::uuid end,
    due_date = v.due
from (values
  ('10000000-0000-4000-8000-000000000001', 'Unboxing video', 'approved', 'https://instagram.com/p/court-pro-unboxing',
   'Posted Tuesday at 6 pm: 38k views in the first day.', null, (now() + interval '3 days')::date),
  ('10000000-0000-4000-8000-000000000001', '2 in-game posts', 'changes_requested', 'https://instagram.com/p/court-pro-game-one',
   'First in-game post from Saturday.', 'Great shot. Please tag @apexathletics and add #CourtPro in the caption.', (now() + interval '12 days')::date),
  ('10000000-0000-4000-8000-000000000012', 'On-site appearance', 'submitted', 'https://instagram.com/p/lena-camp-day',
   'Ran the footwork station for 60 kids; photos in the post.', null, (now() + interval '5 days')::date),
  ('10000000-0000-4000-8000-000000000012', '1 recap post', 'todo', null, null, null, (now() + interval '9 days')::date)
) as v(user_id, title, status, url, note, review, due)
where x.title = v.title
  and x.application_id in (select a.id from public.applications a where a.user_id = v.user_id::uuid and a.status = 'accepted');

-- ----------------------------------------------------------- bookmarks
insert into public.bookmarks (user_id, content_id, content_type)
select '10000000-0000-4000-8000-000000000001', d.id::text, 'deal'
from public.deals d where d.title in ('Signature Glove Design Collab', 'Data Nerd Athlete Program')
on conflict do nothing;

-- ------------------------------------------------------ athlete / creator
insert into public.athlete_stats (user_id, sport, season, stat_name, stat_value, unit, recorded_at) values
  ('10000000-0000-4000-8000-000000000001', 'basketball', '2025-26', 'Points per game', 18.4, 'pts', (now() - interval '10 days')::date),
  ('10000000-0000-4000-8000-000000000001', 'basketball', '2025-26', 'Assists per game', 7.1, 'ast', (now() - interval '10 days')::date),
  ('10000000-0000-4000-8000-000000000001', 'basketball', '2025-26', 'Free throw percentage', 86.5, '%', (now() - interval '10 days')::date),
  ('10000000-0000-4000-8000-000000000011', 'track', '2025', '100m personal best', 10.12, 's', (now() - interval '40 days')::date);

insert into public.athlete_achievements (user_id, title, description, level, achieved_on) values
  ('10000000-0000-4000-8000-000000000001', 'Conference All-First Team', 'Named to the All-Conference first team.', 'collegiate', (now() - interval '200 days')::date),
  ('10000000-0000-4000-8000-000000000001', 'Academic All-American', 'GPA 3.8 while competing in Division I.', 'national', (now() - interval '120 days')::date),
  ('10000000-0000-4000-8000-000000000011', 'State 100m Champion', 'Won the state title in 10.21s.', 'state', (now() - interval '300 days')::date);

insert into public.creator_platforms (user_id, platform, handle, url, follower_count, engagement_rate, verified) values
  ('10000000-0000-4000-8000-000000000002', 'instagram', '@mayamoves', 'https://instagram.com/mayamoves', 184000, 4.80, true),
  ('10000000-0000-4000-8000-000000000002', 'tiktok', '@mayamoves', 'https://tiktok.com/@mayamoves', 312000, 7.20, true),
  ('10000000-0000-4000-8000-000000000002', 'youtube', 'Maya Moves', 'https://youtube.com/@mayamoves', 56000, 5.10, false),
  ('10000000-0000-4000-8000-000000000013', 'twitch', 'diegoplays', 'https://twitch.tv/diegoplays', 42000, 9.30, false);

insert into public.audience_demographics (user_id, platform, dimension, label, percentage) values
  ('10000000-0000-4000-8000-000000000002', 'instagram', 'age', '18-24', 41.0),
  ('10000000-0000-4000-8000-000000000002', 'instagram', 'age', '25-34', 38.5),
  ('10000000-0000-4000-8000-000000000002', 'instagram', 'age', '35+', 20.5),
  ('10000000-0000-4000-8000-000000000002', 'instagram', 'gender', 'female', 68.0),
  ('10000000-0000-4000-8000-000000000002', 'instagram', 'gender', 'male', 31.0),
  ('10000000-0000-4000-8000-000000000002', 'instagram', 'location', 'United States', 54.0),
  ('10000000-0000-4000-8000-000000000002', 'instagram', 'location', 'United Kingdom', 12.0);

-- ------------------------------------------------------------ community
insert into public.community_posts (id, user_id, title, content, post_type, tags, created_at) values
  ('30000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', 'How I negotiated my first NIL deal',
   'Three things I wish I had known: know your engagement rate, ask for usage terms in writing, and never accept exclusivity without a premium.',
   'discussion', array['nil','negotiation','tips'], now() - interval '2 days'),
  ('30000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002', 'Best time to post fitness reels?',
   'I have been testing morning vs evening posts for a month. Evening wins for reach, morning for saves. What do you see?',
   'question', array['content','fitness','analytics'], now() - interval '30 hours'),
  ('30000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000003', 'Apex is hiring 20 campus ambassadors',
   'We just opened the Pre-Season Training Gear Ambassador deal in the marketplace. Applications close soon!',
   'announcement', array['opportunity','apparel'], now() - interval '20 hours'),
  ('30000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000011', 'Recovery routine after sprint sessions',
   'Cold tub for 8 minutes, mobility flow, then a protein shake within 30 minutes. Share yours!',
   'discussion', array['recovery','track'], now() - interval '16 hours'),
  ('30000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000013', 'Esports x traditional sports collabs',
   'Anyone here done a crossover between gaming and their sport? Looking for collab partners for a charity stream.',
   'opportunity', array['gaming','collab'], now() - interval '12 hours'),
  ('30000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000014', 'My media kit template (free)',
   'I made a one-page media kit template that got me three brand replies in a week. Link in the content library soon.',
   'showcase', array['media-kit','creators'], now() - interval '9 hours'),
  ('30000000-0000-4000-8000-000000000007', '10000000-0000-4000-8000-000000000012', 'Balancing exams and sponsorship content',
   'Batch filming on Sundays saved my semester. How do you plan your content around competition and classes?',
   'question', array['student-athlete','planning'], now() - interval '6 hours'),
  ('30000000-0000-4000-8000-000000000008', '10000000-0000-4000-8000-000000000004', 'Agency tip: read the usage rights clause',
   'Usage rights are where most young athletes leave money on the table. Paid usage beyond 30 days should be priced separately.',
   'discussion', array['contracts','agency'], now() - interval '4 hours'),
  ('30000000-0000-4000-8000-000000000009', '10000000-0000-4000-8000-000000000016', 'Girls in sport clinic recap',
   'Forty girls joined our Saturday clinic. Huge thanks to everyone who volunteered!',
   'showcase', array['community','soccer'], now() - interval '2 hours'),
  ('30000000-0000-4000-8000-000000000010', '10000000-0000-4000-8000-000000000015', 'Welcome thread: introduce yourself',
   'New here? Tell us your sport or niche and what kind of partnerships you are looking for.',
   'discussion', array['welcome'], now() - interval '1 hour')
on conflict (id) do nothing;

-- likes from the community (likes_count follows through the trigger)
insert into public.post_likes (post_id, user_id)
select p.id, u.id
from public.community_posts p
cross join auth.users u
where u.email like '%@pitchside.dev'
  and u.id <> p.user_id
  and (abs(hashtext(p.id::text || u.id::text)) % 3) <> 0
on conflict do nothing;

insert into public.post_comments (post_id, user_id, content, created_at) values
  ('30000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000004', 'Great list. I would add: always ask who owns the content afterwards.', now() - interval '40 hours'),
  ('30000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000011', 'The exclusivity point saved me last month, thanks!', now() - interval '30 hours'),
  ('30000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000014', 'Evening for me too, around 7pm local time.', now() - interval '20 hours'),
  ('30000000-0000-4000-8000-000000000010', '10000000-0000-4000-8000-000000000001', 'Jordan, point guard, looking for gear and nutrition partners!', now() - interval '30 minutes');

-- --------------------------------------------------------------- events
insert into public.events (id, title, description, event_type, start_date, end_date, location, is_virtual, capacity, created_by, online_url) values
  ('40000000-0000-4000-8000-000000000001', 'Elite Combine Prep Clinic',
   'A small-group clinic with pro trainers on speed, agility and combine testing. Only 10 spots.',
   'workshop', date_trunc('hour', now()) + interval '7 days', date_trunc('hour', now()) + interval '7 days 3 hours', 'FitForge Gyms, Austin TX', false, 10,
   '10000000-0000-4000-8000-000000000004', null),
  ('40000000-0000-4000-8000-000000000002', 'NIL Deals 101: Live Q&A',
   'Bring your questions about contracts, taxes and disclosure rules.',
   'webinar', date_trunc('hour', now()) + interval '3 days', now() + interval '3 days 1 hour', 'Online', true, 500,
   '10000000-0000-4000-8000-000000000005', 'https://meet.pitchside.dev/nil-deals-101'),
  ('40000000-0000-4000-8000-000000000003', 'Creators x Brands Networking Night',
   'Meet brand managers from Apex, PeakFuel and Volt Tech.',
   'networking', date_trunc('hour', now()) + interval '14 days', date_trunc('hour', now()) + interval '14 days 4 hours', 'Brooklyn, NY', false, 120,
   '10000000-0000-4000-8000-000000000003', null),
  ('40000000-0000-4000-8000-000000000004', 'Charity Esports Tournament',
   'Athletes and streamers team up for youth sports programmes.',
   'tournament', date_trunc('hour', now()) + interval '21 days', date_trunc('hour', now()) + interval '21 days 6 hours', 'Online', true, null,
   '10000000-0000-4000-8000-000000000004', 'https://twitch.tv/elevatetalent'),
  ('40000000-0000-4000-8000-000000000005', 'Girls in Sport Community Day',
   'Free clinics, panels and a mini tournament.',
   'meetup', date_trunc('hour', now()) + interval '30 days', date_trunc('hour', now()) + interval '30 days 5 hours', 'Atlanta, GA', false, 200,
   '10000000-0000-4000-8000-000000000003', null)
on conflict (id) do nothing;

insert into public.event_attendees (event_id, user_id) values
  ('40000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000011'),
  ('40000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000012'),
  ('40000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000015'),
  ('40000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000001'),
  ('40000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002'),
  ('40000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000002')
on conflict do nothing;

-- -------------------------------------------------------------- learning
-- General guidance for US athletes and creators, not legal or tax advice. Where
-- rules differ by state, school, association or country, the lessons say so.
insert into public.learning_modules (id, slug, title, description, category, level, audience, tags, format, duration_minutes, sort_order, thumbnail_url) values
  ('50000000-0000-4000-8000-000000000001', 'nil-fundamentals', 'NIL Basics and School Rules',
   'What name, image and likeness rights are, who sets the rules (state law, your school, your association) and how to stay eligible.',
   'Compliance', 'beginner', '{athlete,agency}', '{nil,compliance,students,event-sponsorships}', 'course', 50, 1, null),
  ('50000000-0000-4000-8000-000000000002', 'pricing-your-content', 'Pricing Your Content',
   'Work out what a post, a video or an appearance is worth, build a rate card and charge for usage and exclusivity.',
   'Pricing', 'beginner', '{athlete,creator,agency}', '{pricing,rates,social-media,content-creators}', 'course', 45, 2, null),
  ('50000000-0000-4000-8000-000000000003', 'reading-a-contract', 'Reading a Sponsorship Contract',
   'The clauses that decide what you deliver, when you are paid, who owns the content and how you can leave.',
   'Contracts', 'intermediate', '{athlete,creator,brand,agency}', '{contracts,legal,talent-management,athlete-partnerships}', 'course', 55, 3, null),
  ('50000000-0000-4000-8000-000000000004', 'ftc-disclosure', 'FTC Disclosure for Sponsored Posts',
   'When a post needs a disclosure, which words work, where to put them and the mistakes that draw warnings.',
   'Compliance', 'beginner', '{athlete,creator,brand,agency}', '{disclosure,compliance,social-media,influencer-marketing,product-reviews}', 'video-course', 40, 4, null),
  ('50000000-0000-4000-8000-000000000005', 'building-a-media-kit', 'Building Your Media Kit',
   'A one-page media kit that shows a brand who you reach, what you have done and how to work with you.',
   'Branding', 'beginner', '{athlete,creator}', '{media-kit,branding,content-creators,lifestyle,fitness}', 'course', 40, 5, null),
  ('50000000-0000-4000-8000-000000000006', 'taxes-on-sponsorship-income', 'Taxes on Sponsorship Income',
   'How cash and free products are taxed in the US, self-employment tax, quarterly payments and the records to keep.',
   'Money', 'intermediate', '{athlete,creator}', '{taxes,money,students}', 'course', 50, 6, null),
  ('50000000-0000-4000-8000-000000000007', 'brand-safety', 'Brand Safety and Your Reputation',
   'Vet a brand before you say yes, know the categories your school or state may ban, and protect your name when things go wrong.',
   'Compliance', 'intermediate', '{athlete,creator,brand,agency}', '{brand-safety,reputation,compliance,supplements}', 'course', 45, 7, null),
  ('50000000-0000-4000-8000-000000000008', 'negotiating-sponsorship-deals', 'Negotiating Sponsorship Deals',
   'Set your walk-away number, answer a first offer, trade instead of conceding and close in writing.',
   'Negotiation', 'advanced', '{athlete,creator,agency}', '{negotiation,pricing,talent-management,campaign-management}', 'course', 55, 8, null),
  ('50000000-0000-4000-8000-000000000009', 'nutrition-and-supplement-partnerships', 'Partnering With Nutrition and Supplement Brands',
   'Why food, drink and supplement brands sponsor athletes, how to avoid banned substances and what you may honestly claim.',
   'Nutrition', 'intermediate', '{athlete,creator}', '{nutrition,supplements,recovery,food-dining,fitness}', 'course', 40, 9, null)
on conflict (slug) do nothing;

insert into public.lessons (module_id, slug, title, duration_minutes, position, video_url, transcript, content) values
-- NIL basics and school rules
('50000000-0000-4000-8000-000000000001', 'what-is-nil', 'What is NIL?', 8, 1, null, null, $md$
**NIL** stands for *name, image and likeness*: your right to be paid when someone uses who you are to sell something.

Since July 2021, college athletes in the US may earn money from their NIL. Before that, NCAA amateurism rules made almost all of it off limits.

## What counts as an NIL deal
- A sponsored post on Instagram, TikTok or YouTube
- Appearing in an ad, a catalogue or a local business's window
- Signing autographs, running a camp or giving private lessons
- Selling your own merchandise or a digital product
- Licensing your name to a video game or a trading card

## What NIL is not
- **Pay for play.** A deal may not be a reward for signing with a school or for how you perform. Payments must be for real work, such as posts or appearances.
- **A free pass.** School policies, state laws and your association's rules still apply, and they do not all agree.

## Who sets the rules
1. **State law.** Many states have an NIL law; some have none. They differ on what you must disclose and which categories are banned.
2. **Your school.** Schools add their own policies, usually a reporting step and a list of banned categories.
3. **Your association.** The NCAA, the NAIA, junior college associations and, for high school athletes, each state's high school association.

> Rules vary by state and school, and they have changed often since 2021. Before you sign, check with your school's compliance office.
$md$),
('50000000-0000-4000-8000-000000000001', 'state-laws-and-school-policies', 'State Laws and School Policies', 10, 2, null, null, $md$
There is no single federal NIL law. What you may do depends on where your school is and what it allows.

## What state laws usually cover
- **Disclosure.** Many states require you to tell your school about a deal, often within a set number of days of signing.
- **Banned categories.** Common ones: alcohol, tobacco and vaping, cannabis, adult entertainment, gambling and sports betting, and sometimes weapons or prescription drugs.
- **School marks.** Most laws stop you from using your school's logos, uniforms or trademarks without permission.
- **Team contracts.** Some states let a school stop a deal that conflicts with its own sponsor (for example, a shoe deal that clashes with the team's apparel contract).
- **Agents.** Some states require agents to register, and some limit what they may charge.

## What school policies usually add
- A reporting form or app, and a deadline for using it
- Their own banned categories, which may be stricter than the state's
- Rules on wearing team gear in content and on filming in team facilities
- Education sessions you may have to attend

## How to find your rules
1. Ask your compliance office for the school's NIL policy in writing.
2. Search your state's NIL law by name, and check whether it has been amended.
3. Keep a copy of both; deals often last longer than a season.

> If your state has no NIL law, your school's policy and your association's rules still apply.
$md$),
('50000000-0000-4000-8000-000000000001', 'association-and-high-school-rules', 'College Associations and High School Rules', 10, 3, null, null, $md$
## College athletes
- **NCAA.** Athletes may earn from NIL. Rules on reporting changed after the 2025 *House v. NCAA* settlement: at schools taking part in it, third-party NIL deals worth $600 or more must be reported through the College Sports Commission's *NIL Go* system, which checks that the deal is for a real business purpose at a fair rate. Ask your compliance office which process your school uses.
- **NAIA and junior colleges.** They allow NIL activity with their own, usually lighter, rules.
- **Sports betting.** Whatever your association, do not promote sports betting. The NCAA's wagering rules are strict, and many state laws ban it too.

## High school athletes
High school NIL is decided **state by state** by each state's high school athletic association. Most states now allow it; a few still do not. Typical rules where it is allowed:
- No school logos, uniforms or team names in your content
- No deals tied to recruiting or to performance
- Banned categories much like the college ones
- A parent or guardian signs for athletes under 18

## International students
Students on an F-1 visa are generally **not** allowed to work for US companies outside narrow exceptions, and NIL activity in the US can count as work. Talk to your school's international student office before you sign anything.

> This lesson describes common patterns, not your rules. Your state association, your school and your visa status decide.
$md$),
('50000000-0000-4000-8000-000000000001', 'reporting-a-deal', 'Reporting a Deal to Your School', 8, 4, null, null, $md$
Reporting protects your eligibility. Most problems come from deals that were never reported, not from the deals themselves.

## What to report
Schools usually ask for:
- The company's name and a contact
- What you will do (posts, appearances, autographs)
- How much you are paid, in cash and in products
- The dates and length of the deal
- Whether an agent or a collective is involved

## When
Check your deadline: it is often a set number of days after signing, and some schools want to hear **before** you sign. Report changes too, such as an extension or a new deliverable.

## Keep your own file
For each deal, keep the contract, your report and the school's reply, the invoices and payment records, and screenshots of the posts you made. You will need the same papers for your taxes.

## Collectives
A collective is a group of donors or a company that pools money to pay athletes at a school. Collective deals must still be for real NIL work and must still be reported. Read them as carefully as any brand deal.
$md$),
('50000000-0000-4000-8000-000000000001', 'your-first-deal', 'Your First Deal: a Checklist', 7, 5, null, null, $md$
Go through this list before you sign your first deal.

1. **Is the category allowed?** Check your school's and your state's banned lists.
2. **Does it clash with a team sponsor?** Ask compliance if you would wear or show competing gear.
3. **Is the work clear?** The contract lists every post, appearance and deadline.
4. **Is the pay clear?** The amount, when it is paid and how (and what happens if it is late).
5. **Who owns the content and for how long?** Usage rights should have an end date.
6. **Is there exclusivity?** If so, for which products, for how long, and is it paid for?
7. **Can you get out?** Look for a termination clause that works both ways.
8. **Is the disclosure covered?** Every sponsored post needs a clear disclosure.
9. **Have you reported it?** Follow your school's process and keep the confirmation.
10. **Have you set money aside for taxes?** See the taxes module for how much.

If anything is unclear, ask the brand to explain it in writing, and have a lawyer or your school's NIL resources look at larger deals.
$md$),

-- Pricing your content
('50000000-0000-4000-8000-000000000002', 'what-brands-pay-for', 'What Brands Are Paying For', 8, 1, null, null, $md$
A brand does not pay for a post. It pays for what the post does for it: reaching the right people, earning their trust and getting some of them to act.

## The parts of a price
- **Creation.** Your time to plan, film, edit and revise.
- **Distribution.** Publishing to your audience, measured by typical reach and views, not by follower count alone.
- **Usage.** The brand's right to reuse your content in its own ads, site or stores.
- **Exclusivity.** Your promise not to work with competitors.
- **Extras.** Rush delivery, extra revisions, travel, raw footage.

## Why engagement matters more than followers
An account with 8,000 followers whose posts reach 6,000 people and get hundreds of saves and comments is worth more to a local gym than an account with 50,000 followers that reaches 3,000. Know your **average reach**, **average views** and **engagement rate** for the last 10 to 20 posts.

## Local value
Athletes often have their strongest pull close to home. A local restaurant may gain more from one appearance by a well-known player than from a national creator's post.
$md$),
('50000000-0000-4000-8000-000000000002', 'building-a-rate-card', 'Building a Rate Card', 10, 2, null, null, $md$
A rate card is a short list of your standard prices. It saves time and anchors negotiations.

## A simple method
1. **Find your base.** A common starting point is a price per 1,000 views (CPM). Many creators start between $10 and $30 per 1,000 average views for a feed post, then adjust for niche and engagement. Treat that range as a starting point, not a rule.
2. **Adjust for format.** Short video usually costs more than a photo; a dedicated YouTube video costs more than a mention.
3. **Add your time.** If a piece takes a day to make, the price must be worth a day.
4. **Round and test.** Use round numbers and see how brands respond over a few months.

## What to list
- Instagram feed post or Reel
- Set of Stories (three frames)
- TikTok video
- YouTube integration or dedicated video
- Appearance (per hour, plus travel)
- Autograph session, camp or clinic

Add a line for **usage rights** and **exclusivity** as add-ons rather than baking them into every price.

## Keep it private
Send your rate card when asked, rather than posting it. Prices you publish become the ceiling.
$md$),
('50000000-0000-4000-8000-000000000002', 'usage-rights-and-exclusivity', 'Charging for Usage and Exclusivity', 9, 3, null, null, $md$
These two terms change the value of a deal more than anything else.

## Usage rights
Usage is the brand's right to use your content beyond your own post, such as in paid ads, on its website or in stores.
- **Organic reposts** on the brand's own accounts are often included.
- **Paid usage** (ads, whitelisting, boosting from your handle) usually costs extra: many creators charge 20% to 50% of the base fee for each month of paid usage, or more for longer periods.
- Always set a **time limit** (for example, 3 months) and a **scope** (which channels, which countries).

## Exclusivity
Exclusivity means you will not work with competitors for a period.
- Define the **category** narrowly: "sports drinks" rather than "beverages".
- Define the **length**: it should end soon after the campaign.
- **Charge for it.** You are turning down other income. A common approach adds 10% to 30% of the fee per month of exclusivity, depending on how much work you would lose.

If a brand asks for perpetual, worldwide usage with broad exclusivity for a single post's fee, that is a sign to negotiate or walk away.
$md$),
('50000000-0000-4000-8000-000000000002', 'bundles-and-long-term-deals', 'Bundles and Long-Term Deals', 8, 4, null, null, $md$
One-off posts are the least valuable deals for both sides. Audiences trust repeated, genuine use of a product more than a single mention.

## Bundles
Offer packages such as *one Reel + three Stories + one TikTok*. Price the bundle a little below the sum of its parts; you save time on planning and approvals.

## Ambassadorships
A three to twelve month partnership with a set number of posts each month gives you steady income. In return, brands usually ask for:
- A lower price per post (10% to 20% off is common)
- Some exclusivity in their category
- Priority on timing

## Performance bonuses
Affiliate codes and bonuses for sales can add income, but keep a guaranteed fee. Performance-only deals move all the risk onto you.

> For college athletes, bonuses tied to athletic performance (points scored, wins) may break NIL rules. Tie bonuses to the content's results, and check with compliance.
$md$),
('50000000-0000-4000-8000-000000000002', 'when-to-say-no', 'When to Say No', 6, 5, null, null, $md$
Saying no to a bad deal protects your price and your name.

## Signs of a deal to decline
- "Exposure" or free product instead of pay for significant work
- A brand you would not use yourself
- A product category your school, state or platform bans
- Unlimited revisions or usage with no end date
- Pressure to sign today, or a refusal to put terms in writing
- A request to hide the sponsorship

## How to decline well
Be short and polite, and leave the door open:

> Thanks for thinking of me. This one isn't the right fit at this budget, but I'd be glad to talk about future campaigns.

Brands remember creators who were professional when they said no.
$md$),

-- Reading a contract
('50000000-0000-4000-8000-000000000003', 'parties-term-and-deliverables', 'Parties, Term and Deliverables', 11, 1, null, null, $md$
Start with the basics: who, how long and what.

## Parties
Check that the contract names **you** (or your company, if you have one) and the **brand's legal entity**, not just its trading name. If an agency signs on the brand's behalf, check that the brand is still responsible for paying.

## Term
The term is how long the agreement lasts. Look for:
- A start and an end date
- Automatic renewal (avoid it, or make it need your agreement)
- Clauses that **survive** the end, such as usage rights, confidentiality and exclusivity

## Deliverables
This is the list of what you must do. Each item should state:
- The platform and format (for example, one 30 to 60 second Instagram Reel)
- The due date or the posting window
- How long the post must stay up
- How many rounds of revisions are included
- What the brand must give you first (product, brief, talking points)

> If a deliverable is not written down, you have not agreed to it, and the brand has not agreed to pay for it.
$md$),
('50000000-0000-4000-8000-000000000003', 'payment-terms', 'Payment Terms', 10, 2, null, null, $md$
Payment terms decide when the money actually arrives.

## What good terms look like
- **Amount and currency**, with or without tax
- **Schedule.** For larger deals, ask for part up front (30% to 50% is common) and the rest on delivery.
- **Due date.** "Net 30" means 30 days after your invoice. Shorter is better for you.
- **Late payment.** A late fee or interest makes on-time payment more likely.
- **What triggers payment.** Payment on *delivery* or on *posting*, not on the brand's "approval" with no deadline.

## Products as payment
If you receive products as part of the fee, the contract should say what they are and their value. That value is usually taxable income.

## Kill fees
If the brand cancels after you have started, a kill fee pays for the work you have done. Ask for one.

## Agents and collectives
If an agent takes a commission, the contract should say how much and whether it is paid from your fee. Check your state's rules on agent fees.
$md$),
('50000000-0000-4000-8000-000000000003', 'usage-rights-and-ownership', 'Usage Rights and Ownership', 11, 3, null, null, $md$
Who owns the content, and what may the brand do with it?

## Ownership versus licence
- **You keep ownership and grant a licence.** This is the norm and the better choice: the brand may use the content as described, and you keep the rest.
- **Work for hire or assignment.** The brand owns the content outright, forever. Charge much more, or refuse.

## A clear licence states
- **What**: which pieces of content
- **Where**: organic social, paid ads, website, email, in store, TV
- **How long**: a fixed period, such as 3, 6 or 12 months
- **Territory**: one country or worldwide
- **Edits**: whether the brand may cut or change your content

## Your name and likeness
Look for a separate clause on the brand using your **name, image and likeness** in its own materials. It should be limited to this campaign and end with the term.

> Watch for "in perpetuity", "in all media now known or later devised" and "throughout the universe". They mean forever, everywhere, in every format.
$md$),
('50000000-0000-4000-8000-000000000003', 'exclusivity-and-morals-clauses', 'Exclusivity and Morals Clauses', 11, 4, null, null, $md$
## Exclusivity
Read it word by word:
- **Category.** "Competing products" is vague. Ask for a list or a narrow description.
- **Length.** During the term only, or a set number of weeks after.
- **Conflicts with your other deals or your school's sponsors.** List your existing partners in the contract so there is no argument later.

## Morals clauses
A morals clause lets the brand end the deal, and sometimes claw back payments, if you do something that harms its reputation.
- Ask for it to be **specific** (for example, being charged with a crime) rather than anything the brand considers embarrassing.
- Ask for it to work **both ways**: you should be able to leave if the brand is involved in a scandal.
- Avoid clawbacks of money for work you have already delivered.

## Confidentiality
You may be asked to keep the terms private. Make sure that still lets you share the contract with your school, your parents, an adviser and the tax authorities.
$md$),
('50000000-0000-4000-8000-000000000003', 'termination-and-red-flags', 'Termination and Red Flags', 11, 5, null, null, $md$
## Termination
A fair contract lets either side end it:
- **For cause**, if the other side breaks the contract and does not fix it within a set period (often 10 to 30 days)
- **For convenience**, with notice, and with payment for work already done

Check what happens to content that is already posted and to usage rights after termination.

## Disputes
- **Governing law**: which state's law applies. Your home state is easier for you.
- **Arbitration**: a private process instead of court. It can be faster, but it can also be costly.

## Red flags
- You pay the brand anything (a "starter kit" or "registration fee")
- Payment only if a post hits a sales target
- Rights to your name and likeness forever
- No way for you to end the deal
- A clause that lets the brand change the terms on its own
- Terms that would break your school's or state's NIL rules

> For any deal that is large, long or exclusive, ask a lawyer to read it. Many schools and some states offer athletes free or low-cost legal help.
$md$),

-- FTC disclosure
('50000000-0000-4000-8000-000000000004', 'why-disclosure-matters', 'Why Disclosure Matters', 7, 1, 'https://content.example.com/videos/ftc-why-disclosure.mp4', $tr$
Hi, I'm Priya from the Pitchside team. In this short video we'll cover why disclosure matters.
When a brand pays you, gives you free product or has any other connection with you, your followers have a right to know. In the United States, the Federal Trade Commission enforces that through its Endorsement Guides, which were last updated in 2023.
The rule is simple to say: if you have a material connection with a brand, disclose it clearly whenever you mention that brand.
The FTC can act against brands and against influencers. Platforms also have their own rules, and brands usually put disclosure in the contract.
Most importantly, disclosure protects the trust your audience has in you. Audiences forgive ads. They don't forgive being misled.
$tr$, $md$
In the US, the **Federal Trade Commission (FTC)** enforces truth in advertising, including posts by athletes and creators. Its *Guides Concerning the Use of Endorsements and Testimonials in Advertising* (16 CFR Part 255) were updated in 2023.

## The rule in one sentence
If you have a **material connection** with a brand, you must disclose it **clearly and conspicuously** whenever you endorse or mention that brand.

## Who is responsible
- **You**, for disclosing in your own posts
- **The brand**, for telling you to disclose and checking that you do

The FTC has sent warning letters to individual influencers, not only to brands.

## Beyond the FTC
- Platforms (Instagram, TikTok, YouTube) require you to use their paid-partnership tools for branded content.
- Other countries have their own rules, for example the UK's Advertising Standards Authority.
- Your school or state NIL policy may also require disclosure.
$md$),
('50000000-0000-4000-8000-000000000004', 'what-is-a-material-connection', 'What Counts as a Material Connection', 8, 2, null, null, $md$
A material connection is any relationship that could affect how people weigh what you say about a brand.

## It includes
- Payment in money
- **Free products**, even if you did not ask for them and even without a contract
- Discounts, gift cards, travel, event tickets
- Affiliate links and discount codes that earn you commission
- Being an employee, a shareholder or a family member of someone at the brand
- Being in a brand's ambassador or seeding programme

## It does not include
- A product you bought yourself and post about with no connection to the brand

## Tricky cases
- **You got a product months ago** and post about it today: still disclose.
- **A collective or booster pays you** to promote a local business: disclose the business relationship.
- **You are tagged by the brand** but post nothing: nothing to disclose, but if you reshare, disclose.
$md$),
('50000000-0000-4000-8000-000000000005', 'what-a-media-kit-is', 'What a Media Kit Is and Why Brands Ask', 7, 1, null, null, $md$
A media kit is a short document, usually one or two pages, that tells a brand who you are, who you reach and how to work with you.

## Why brands ask for one
Brand managers look at dozens of athletes and creators for each campaign. A clear media kit lets them decide in a minute, and forward you to their team.

## What goes in it
1. **Who you are**: a photo, your name, your sport or niche, one or two sentences about you
2. **Your audience**: followers, average views and engagement by platform, and audience age, gender and location
3. **Your work**: two or three past partnerships or your best content, with results
4. **What you offer**: the formats you create, such as Reels, TikToks, appearances and camps
5. **How to reach you**: an email address, your handles and, if you have one, your agent

Prices usually go on a separate rate card that you send on request.

> College athletes: leave out school logos and uniforms unless your school allows them.
$md$),
('50000000-0000-4000-8000-000000000005', 'audience-numbers-that-matter', 'Audience Numbers That Matter', 9, 2, null, null, $md$
Brands look past follower counts. Show them the numbers that predict results.

## Numbers to include
- **Average reach or views** per post over your last 10 to 20 posts
- **Engagement rate**: (likes + comments + saves + shares) / reach, as a percentage
- **Audience demographics**: age ranges, gender split, top countries and cities
- **Growth**: followers gained over the last 90 days

## Where to find them
Use your platforms' own analytics (Instagram Insights, TikTok Analytics, YouTube Studio). These require a professional or creator account.

## Be honest
- Use the date the figures were taken, for example "as of March".
- Do not round up or use your best post as your average.
- Never buy followers or engagement. Brands use tools that detect it, and it breaks platform rules.

Screenshots of your analytics, kept ready to send, make your figures believable.
$md$),
('50000000-0000-4000-8000-000000000005', 'showing-past-work', 'Showing Your Past Work', 8, 3, null, null, $md$
Past work shows a brand what it will get.

## If you have done partnerships
For two or three of your best:
- The brand and what you made
- A thumbnail and a link
- Results: views, engagement, clicks or code uses, if the brand agrees to you sharing them
- A short quote from the brand, if you can get one

## If you have not yet
Show content that proves you could:
- Your best-performing posts
- Content featuring products you really use, clearly not sponsored
- Community work, camps or appearances
- Press coverage or awards

## Tie it to the audience
Next to each example, say what it shows: "Training content: 42% of my audience is 18 to 24 and interested in fitness."
$md$),
('50000000-0000-4000-8000-000000000005', 'design-and-format', 'Design and Format', 8, 4, null, null, $md$
Keep the kit simple, readable and easy to share.

## Format
- **One or two pages**, exported as a **PDF**, under about 5 MB so it attaches easily
- A link version (a web page or a shared document) that you can update without resending

## Design
- One clear photo of you, high resolution
- Two fonts at most, large enough to read on a phone
- Your colours, if you have a personal brand
- Numbers in large type with labels: "58k average views per Reel"

## Accessibility
- Text as real text, not as an image, so screen readers and search can read it
- Strong contrast between text and background

## File name
Use your name and the date: `JordanReyes-MediaKit-2026-03.pdf`.
$md$),
('50000000-0000-4000-8000-000000000005', 'keeping-it-current', 'Keeping It Current', 6, 5, null, null, $md$
A media kit with last year's numbers costs you deals.

## A routine
- **Monthly**: update reach, engagement and follower numbers
- **After each campaign**: add results and a thumbnail
- **Each season**: refresh your photo and bio (new team, new records, new school)

## Version it
Put the date on the kit. Keep older versions so you can see your growth, which is itself a selling point.

## Use it
- Reply to brand enquiries with the kit attached
- Link it in your email signature and your profile's contact options
- Bring a printed copy to events and camps
$md$),
('50000000-0000-4000-8000-000000000004', 'how-to-disclose', 'How to Disclose', 9, 3, 'https://content.example.com/videos/ftc-how-to-disclose.mp4', $tr$
Let's look at how to disclose on each kind of post.
First, use plain words people understand: "ad", "sponsored", "paid partnership with" the brand, or "thanks to the brand for the free product".
Second, put it where people will see it without clicking "more". On Instagram that's the first line of the caption or on the image itself. On TikTok and Reels, say it out loud and show it on screen.
Third, use the platform's paid partnership label as well. The label helps, but the FTC has said it may not be enough on its own.
In a live stream, repeat the disclosure from time to time, because people join part way through.
And if your audience speaks another language, disclose in that language.
$tr$, $md$
A disclosure must be **hard to miss** and **easy to understand**.

## Words that work
- `#ad` or `Ad:` at the start
- `#sponsored`
- `Paid partnership with @brand`
- `Thanks @brand for the free shoes`
- `@brand ambassador`

## Words that do not
- `#sp`, `#spon`, `#collab`, `#partner`, `#thanks` on their own
- A disclosure hidden among a block of hashtags

## Where to put it
- **Captions**: at the start, before the "more" cut-off
- **Photos**: on the image itself, for platforms like Instagram Stories
- **Video**: **in the video**, spoken and on screen, not only in the description
- **Live streams**: repeat it periodically
- **Podcasts**: say it when you mention the brand

## Platform tools
Turn on Instagram's *Paid partnership* label, TikTok's *Content disclosure* setting or YouTube's *paid promotion* box. Use them **in addition to** your own words.
$md$),
('50000000-0000-4000-8000-000000000004', 'reviews-and-honest-claims', 'Reviews and Honest Claims', 8, 4, null, null, $md$
Disclosure is only half of it: what you say must also be true.

## Say what you actually believe
- Only endorse products you have **used**.
- If you stop using a product, stop saying you use it.
- Do not pretend a sponsored opinion is independent.

## Claims you cannot back up
You may not make claims the brand could not make itself. Be especially careful with:
- Health and weight-loss claims ("lost 10 pounds in a week")
- Performance claims ("makes you faster")
- Claims that a supplement treats or prevents a disease

Stick to your own experience, described honestly: "I've used this after practice for two months and I like the taste."

## Reviews
- Do not post fake reviews or reviews of products you have not tried.
- Brands may not ask only happy customers for reviews or hide negative ones.
- If you were paid or given the product, say so in the review.
$md$),
('50000000-0000-4000-8000-000000000004', 'common-disclosure-mistakes', 'Common Mistakes', 8, 5, null, null, $md$
These are the mistakes that most often draw warnings and lose trust.

1. **Disclosure only in the bio.** Each sponsored post needs its own.
2. **Hidden after "more".** People must see it without clicking.
3. **Only in a video's description.** Say it and show it in the video.
4. **Vague tags.** `#sp` and `#collab` do not tell people you were paid.
5. **Relying on the platform label alone.** Use your own words too.
6. **Forgetting free products.** Gifts count as a material connection.
7. **Forgetting Stories and reposts.** Each frame or repost that promotes the brand needs a disclosure.
8. **Affiliate links without a note.** Say "I earn a commission if you buy through this link."

## A quick test
Would a follower scrolling quickly understand, before they finish reading, that you have a connection with this brand? If not, make it clearer.
$md$),

-- Taxes on sponsorship income
('50000000-0000-4000-8000-000000000006', 'is-nil-income-taxable', 'Is Sponsorship Income Taxable?', 9, 1, null, null, $md$
**Yes.** In the US, money you earn from sponsorships, NIL deals, appearances and content is taxable income, whether or not you receive a tax form.

## How it is usually treated
Most athletes and creators are **independent contractors**, not employees. That means:
- Nobody withholds tax from your payments
- You report the income on your own return, usually on **Schedule C**
- You may owe **self-employment tax** as well as income tax

## Tax forms you may receive
- **Form 1099-NEC** from brands that pay you above the IRS reporting threshold in a year ($600 for payments through 2025; check the current threshold)
- **Form 1099-K** from payment apps and marketplaces above their threshold

You owe tax on all your income, **even if you never receive a 1099**.

## Students and dependents
- Your parents may still claim you as a dependent, but your income may mean you have to file your own return.
- NIL income can affect need-based financial aid. Report it as your aid office asks.

> This module gives general information about US federal tax. State and local taxes vary, and so does your situation. A tax professional can help you, and some schools offer free sessions.
$md$),
('50000000-0000-4000-8000-000000000006', 'products-count-as-income', 'Free Products Count as Income', 8, 2, null, null, $md$
If a brand gives you products **in exchange for** a post, an appearance or other promotion, the **fair market value** of those products is generally taxable income, just like cash.

## How to value them
Use the retail price a customer would pay at the time you received them. Keep the packing slip, an order confirmation or a screenshot of the product page.

## Unsolicited gifts
For tax purposes, products sent with no agreement and no expectation of a post are a grey area. Keep a record of everything you receive and ask a tax professional how to treat items you did not agree to promote. Disclosure is not a grey area: a free product is a material connection under the FTC's rules, so a post that mentions it still needs a clear #ad or "gifted".

## Trades
Services count too: a free gym membership in exchange for posts is income worth what the membership costs.

## Keep a log
| Date | Brand | Item | Retail value | What you did in return |
|---|---|---|---|---|
| 3 Mar | Apex Athletics | Running shoes | $140 | 1 Reel |

A simple spreadsheet like this makes tax time much easier.
$md$),
('50000000-0000-4000-8000-000000000006', 'self-employment-tax', 'Self-Employment Tax', 10, 3, null, null, $md$
Employees split Social Security and Medicare taxes with their employer. When you are self-employed, you pay **both halves**.

## The basics
- The self-employment tax rate is **15.3%** of net earnings: 12.4% for Social Security (up to a yearly wage cap) and 2.9% for Medicare.
- It applies once your net self-employment earnings for the year reach **$400**.
- You can deduct half of it when working out your income tax.

## An example
If you earned $10,000 from sponsorships and had $2,000 of business expenses, your net profit is $8,000. Self-employment tax is charged on 92.35% of that:

`$8,000 × 0.9235 × 0.153 ≈ $1,130`

Then income tax applies on top, at your own rate.

## How much to set aside
A common rule of thumb is to put **25% to 30%** of every payment in a separate savings account for taxes. The right amount depends on your total income and your state.
$md$),
('50000000-0000-4000-8000-000000000006', 'quarterly-estimated-payments', 'Quarterly Estimated Payments', 9, 4, null, null, $md$
Because no tax is withheld from your deals, the IRS expects you to pay during the year, not only in April.

## When they are due
Estimated payments (Form 1040-ES) are usually due around:
- **15 April** for January to March
- **15 June** for April and May
- **15 September** for June to August
- **15 January** of the next year for September to December

When a date falls on a weekend or holiday, it moves to the next business day.

## Do you need to pay them?
Generally, if you expect to owe **$1,000 or more** when you file, you should make estimated payments, or you may owe a penalty. Having enough withheld from another job can count towards this.

## How to pay
Through the IRS website (IRS Direct Pay or your online account). Many states have their own estimated payments too.

> The rules above are federal. Your state may have its own deadlines and thresholds, and a few states have no income tax at all.
$md$),
('50000000-0000-4000-8000-000000000006', 'deductions-and-records', 'Deductions and Records', 10, 5, null, null, $md$
You pay tax on **profit**, so ordinary and necessary business expenses reduce what you owe.

## Expenses that may be deductible
- Equipment used for content: a camera, microphone, lighting, editing software
- A share of your phone and internet bill used for the business
- Agent and management fees
- Travel to appearances that the brand does not pay for
- Professional fees for a lawyer or accountant

Personal costs do not count, even if they appear in your content. Athletic gear you use for your sport, not for content, usually is not deductible.

## Records to keep
- Contracts and invoices for every deal
- 1099 forms you receive
- Receipts for expenses, with a note of their business purpose
- Your product log with retail values
- Bank statements, ideally from a separate account used only for deal income

Keep records for **at least three years** after you file.

## Getting help
Free help may be available through the IRS's VITA programme, your school or a local clinic. For larger incomes, a CPA or enrolled agent is worth the fee.
$md$),

-- Brand safety
('50000000-0000-4000-8000-000000000007', 'vetting-a-brand', 'Vetting a Brand Before You Say Yes', 9, 1, null, null, $md$
Your name will be attached to the brand. Check it first.

## Ten-minute checks
1. **Is it real?** A working website, a business address and a company registration you can look up.
2. **What do customers say?** Search reviews and complaints, including with your state's attorney general or the Better Business Bureau.
3. **Who else works with it?** Ask creators or athletes who have partnered with it.
4. **What does it sell, really?** Read the ingredient list or the terms of service yourself.
5. **How does it talk?** Look at its ads and social posts. Would you be proud to be next to them?

## Warning signs
- It asks you to pay anything up front
- It contacts you only through direct messages and avoids email or a contract
- Prices or claims that sound too good to be true
- Pressure to keep the deal secret from your school or family

If you are unsure, ask your compliance office or an adviser. Saying "let me check with my compliance office" is normal and professional.
$md$),
('50000000-0000-4000-8000-000000000007', 'restricted-categories', 'Restricted Categories', 9, 2, null, null, $md$
Some categories are restricted for everyone, and many more are restricted for student athletes.

## Categories commonly banned for college and high school athletes
- Alcohol
- Tobacco, vaping and nicotine products
- Cannabis and CBD (in many states and schools)
- Sports betting and gambling
- Adult entertainment
- Some states and schools add weapons, prescription drugs or performance-enhancing substances

The exact list depends on your **state law**, your **school's policy** and, for high school, your **state association**. Get your own list in writing.

## Restricted for everyone on most platforms
- Paid promotion of gambling, alcohol and weight-loss products is limited by platform rules and local law, and often needs age-gating.
- Financial products, including crypto, face extra disclosure rules.

## Team sponsor conflicts
Even an allowed category can clash with your team's sponsors. Wearing a competing brand at team events or in team facilities is usually not allowed.
$md$),
('50000000-0000-4000-8000-000000000007', 'your-content-history', 'Your Own Content History', 8, 3, null, null, $md$
Brands check you as carefully as you should check them.

## Audit your accounts
- Scroll back through every public post, including old accounts
- Search your name and handles on search engines
- Remove or archive content you would not want a brand to see: slurs, insults, content about alcohol or drugs if you are underage, and anything that breaks your school's rules

## Set standards going forward
- Think before you reply to trolls
- Avoid posting in anger; wait an hour
- Remember that screenshots last longer than deleted posts

## Comments
Moderate comments on sponsored posts. Platforms let you hide offensive words and limit who can comment. Brands notice when a creator keeps a healthy comment section.
$md$),
('50000000-0000-4000-8000-000000000007', 'when-a-partner-becomes-a-problem', 'When a Partner Becomes a Problem', 9, 4, null, null, $md$
Sometimes the brand is the one in trouble: a recall, a lawsuit, a scandal.

## What to do
1. **Pause.** Stop posting new content for the brand until you know more.
2. **Read your contract.** Look for a morals clause that works both ways and for your right to end the deal.
3. **Talk to the brand in writing.** Ask what happened and what they are doing about it.
4. **Tell your school** if you are a student athlete, and your agent if you have one.
5. **Decide.** If you end the deal, do it as your contract allows, and keep copies of everything.

## Talking to your audience
If followers ask, a short, honest statement is usually enough:

> I'm aware of the news about [brand]. I've paused our partnership while I learn more.

Do not make legal claims or accusations; stick to what you have done.
$md$),
('50000000-0000-4000-8000-000000000007', 'handling-a-mistake', 'Handling Your Own Mistake', 10, 5, null, null, $md$
If you are the one who made a mistake, how you respond matters more than the mistake.

## The first day
- **Stop.** Do not post more about it until you have thought it through.
- **Take down** the content if it harms others or breaks a rule.
- **Tell** the people who need to know first: your brand partners, your compliance office, your coach or agent.

## Apologising
A good apology:
- Says what you did, plainly
- Takes responsibility without excuses
- Says what you will do differently
- Is short and is not repeated every day

## With brand partners
Contact them before they hear it elsewhere. Offer to pause posts. Many partnerships survive a mistake handled honestly; few survive one that was hidden.

## Afterwards
Rebuilding trust takes consistent behaviour over months. Keep doing good work and let time do its part.
$md$),

-- Negotiating
('50000000-0000-4000-8000-000000000008', 'know-your-numbers', 'Know Your Numbers Before You Talk', 10, 1, null, null, $md$
Negotiation starts before the first email.

## Three numbers
- **Your ask**: the price you open with, from your rate card, adjusted for this brief
- **Your target**: the price you would be pleased with
- **Your walk-away**: the lowest price at which the deal is still worth your time

Write them down before you talk. It keeps you from agreeing to something in the moment that you regret later.

## Know the brief
- Exactly what they want you to create, and how many revisions
- Usage rights and exclusivity they expect
- Their timeline

## Know the brand
- Who else they have worked with (a hint of their budget)
- What launch or season this is for (how much it matters to them)
- Whether they came to you or you pitched them (who needs whom more)

## Your alternatives
The best negotiating strength is having other options. Keep pitching other brands even while one deal is in discussion.
$md$),
('50000000-0000-4000-8000-000000000008', 'answering-a-first-offer', 'Answering a First Offer', 11, 2, null, null, $md$
First offers are rarely final. Brands often expect you to come back.

## Don't answer on the spot
Thank them and say you will reply after reviewing the brief. A day's pause is normal.

## Ask questions first
- "What are the usage rights and how long do you need them?"
- "Is there any exclusivity?"
- "What's the posting window?"
Each answer can justify a different price.

## Counter with reasons
> Thanks for the offer. For one Reel and three Stories with 3 months of paid usage, my rate is $1,800. That reflects average views of 45k per Reel and the usage period. I'm flexible on the Stories if it helps the budget.

## If they say the budget is fixed
Change **what you deliver** rather than your price: fewer pieces, shorter usage, no exclusivity. Your price per piece stays the same.
$md$),
('50000000-0000-4000-8000-000000000008', 'trade-dont-concede', 'Trade, Don''t Concede', 11, 3, null, null, $md$
Every time you give something, ask for something in return.

## Things you can trade
| You give | You ask for |
|---|---|
| A lower fee | Fewer deliverables or shorter usage |
| Exclusivity | A higher fee or a shorter exclusivity window |
| A rush deadline | A rush fee or fewer revisions |
| A longer commitment | Guaranteed monthly payments and a bonus |
| Extra usage | An extra fee per month |

## The phrase that works
> "I can do that if..."

For example: "I can do the lower rate if we drop the exclusivity."

## Keep a list
Write down what has been agreed after each call and send it by email: "To confirm, we agreed...". It avoids misunderstandings and becomes the basis of the contract.
$md$),
('50000000-0000-4000-8000-000000000008', 'negotiating-beyond-money', 'Negotiating Beyond Money', 10, 4, null, null, $md$
Some of the most valuable terms are not the fee.

## Terms worth asking for
- **Creative control**: the brand gives a brief and you choose how to deliver it
- **Approval limits**: one or two rounds of revisions, with a deadline for the brand's feedback
- **Payment timing**: a deposit, and net 15 instead of net 60
- **A termination right** for you
- **Product** you actually want, on top of the fee
- **Introductions** to other teams in the company
- **Performance data** shared with you after the campaign, so you can show results to the next brand

## For athletes
- Scheduling around your season, classes and exams
- No content in team facilities or gear, to stay within school rules
$md$),
('50000000-0000-4000-8000-000000000008', 'closing-in-writing', 'Closing the Deal in Writing', 9, 5, null, null, $md$
A deal is not done until it is signed.

## Before you sign
- Compare the contract with your email summary of what was agreed
- Check names, amounts, dates and deliverables
- Make sure every promise from the calls is in the document
- Report the deal to your school if you are a student athlete

## Signing
- Use an e-signature service or a signed PDF
- Keep a copy of the fully signed version, not just the one you signed

## After signing
- Send an invoice with the contract's payment terms
- Put every deadline in your calendar
- Share a short plan with the brand: what you will post and when

## If the brand changes the terms later
Any change should be in writing and signed by both sides. Politely decline extra work that isn't in the contract, or quote a price for it.
$md$),

-- Nutrition and supplement partnerships
('50000000-0000-4000-8000-000000000009', 'why-nutrition-brands-sponsor-athletes', 'Why Nutrition Brands Sponsor Athletes', 9, 1, null, null, $md$
Food, drink and supplement brands are among the most active sponsors of athletes and fitness creators.

## What they want from you
- **Credibility**: people trust what an athlete eats and drinks to perform
- **Routine**: content that shows the product as part of real training and recovery
- **Reach in a niche**: a runner's audience for a running gel, a lifter's for a protein brand

## Common kinds of deal
- Product seeding: free product, with a hope (not a promise) of posts
- Paid posts around a launch or a season
- Ambassadorships with a discount code
- Local deals with restaurants, cafés and grocers, often the easiest first deal for college athletes

## Fit comes first
Partner with brands whose products you already use, or would happily use every day. Audiences notice when an athlete suddenly drinks a new shake in every video.

> Some schools and states restrict supplement and energy-drink deals. Check your list before you talk to these brands.
$md$),
('50000000-0000-4000-8000-000000000009', 'supplement-safety-and-banned-substances', 'Supplement Safety and Banned Substances', 11, 2, null, null, $md$
Supplements are the riskiest category for competing athletes.

## Why
- In the US, dietary supplements do **not** need FDA approval before they are sold. The manufacturer is responsible for their safety and labelling.
- Products have been found to contain substances not on the label, including ones banned in sport.
- Under strict liability rules used in drug testing, **you** are responsible for what is in your body, whatever the label said.

## Protect yourself
- Check your association's banned list (for example, the **NCAA banned substances list**) and the **WADA Prohibited List** if you compete internationally.
- Prefer products certified by an independent programme that tests for banned substances, such as **NSF Certified for Sport** or **Informed Sport**.
- Ask your team's sports dietitian or athletic trainer before you take, or promote, anything new.
- Keep the lot number and a sealed sample of products you use.

## In your contract
Ask the brand to confirm in writing that the product is third-party certified and free of substances banned by your association.
$md$),
('50000000-0000-4000-8000-000000000009', 'making-honest-claims', 'What You May Honestly Claim', 10, 3, null, null, $md$
Food and supplement ads are closely watched by the FTC and the FDA. Your posts count as ads.

## Safe ground
Your own, honest experience:
- "I drink this after lifts. It's easy on my stomach."
- "I like that it has 20 g of protein and no added sugar."
Facts from the label, stated accurately, are fine.

## Claims to avoid
- That a product **treats, cures or prevents** any illness or injury
- Guaranteed results: "you'll add 10 pounds of muscle"
- Weight-loss results that are not typical
- Comparisons the brand cannot prove: "the best recovery drink on the market"

## If the brand gives you talking points
You are still responsible for what you say. If a script contains a claim you cannot support from your own experience or that sounds medical, ask the brand to change it, and keep the email.

And disclose, every time: `#ad`, `Paid partnership with @brand`.
$md$),
('50000000-0000-4000-8000-000000000009', 'fitting-brands-to-your-diet', 'Fitting a Brand Into Your Real Diet', 10, 4, null, null, $md$
The best nutrition partnerships look like your normal life.

## Plan content around your routine
- Show the product where you actually use it: the pre-practice snack, the post-game meal
- Film during real training weeks, not staged days
- Mix sponsored and unsponsored food content so your feed doesn't read as an ad

## Respect your body and your audience
- Don't promote restrictive diets or rapid weight change
- Be careful with body-image messages; many of your followers are young
- Talk to a registered dietitian about your own needs; don't change your diet for a deal

## Measure it
Track code uses, link clicks and comments asking about the product. Share them with the brand: it is the strongest argument for renewing the deal.

## Questions to ask a nutrition brand
1. Is the product third-party certified for sport?
2. Can you send the full ingredient list and a certificate of analysis?
3. Which claims are approved for the campaign?
4. Is there exclusivity in food, drinks or supplements, and for how long?
$md$)
on conflict (module_id, slug) do nothing;

-- The demo athlete has finished the first two NIL lessons; the module row is the database's summary.
insert into public.learning_progress (user_id, module_id, lesson_id, status, progress_percent, completed_at)
select '10000000-0000-4000-8000-000000000001', l.module_id, l.id, 'completed', 100, now() - interval '5 days'
from public.lessons l
where l.module_id = '50000000-0000-4000-8000-000000000001' and l.position <= 2;
-- Maya (creator) has started pricing and finished FTC disclosure.
insert into public.learning_progress (user_id, module_id, lesson_id, status, progress_percent, completed_at)
select '10000000-0000-4000-8000-000000000002', l.module_id, l.id, 'completed', 100, now() - interval '9 days'
from public.lessons l
where l.module_id = '50000000-0000-4000-8000-000000000004'
   or (l.module_id = '50000000-0000-4000-8000-000000000002' and l.position = 1);

insert into public.content_library_items (slug, title, description, content_type, category, level, tags, url, author, duration_minutes, is_premium, body) values
('nil-contract-checklist', 'The NIL Contract Checklist', 'The clauses to check before you sign any sponsorship agreement.', 'template', 'Contracts', 'beginner', '{nil,contracts,athlete-partnerships}', null, 'Pitchside Team', 5, false, $md$
Print this and tick each line before you sign.

- [ ] Both parties named correctly (you, and the brand's legal entity)
- [ ] Start and end dates; no automatic renewal
- [ ] Every deliverable listed with platform, format and due date
- [ ] Number of revision rounds stated
- [ ] Fee, currency, payment schedule and due date (net 15 or net 30)
- [ ] Late payment fee and kill fee
- [ ] Usage rights: what, where, how long, which countries
- [ ] Exclusivity: narrow category, short period, paid for
- [ ] Morals clause that works both ways
- [ ] Termination rights for you
- [ ] Disclosure required in each post
- [ ] Governing law and dispute process
- [ ] Deal reported to your school (student athletes), within its deadline

Rules vary by state and school: ask your compliance office about anything that touches school marks, team sponsors or banned categories.
$md$),
('media-kit-template', 'One-Page Media Kit Template', 'A fill-in template for athletes and creators, section by section.', 'template', 'Branding', 'beginner', '{media-kit,branding,content-creators}', null, 'Priya Nair', 10, false, $md$
Copy these sections into your design tool and fill them in.

## 1. Header
Photo · Name · Sport or niche · One-line description ("D1 point guard sharing training and sneaker content")

## 2. About
Two or three sentences: who you are, what you post, what you care about.

## 3. Audience (as of month, year)
| Platform | Followers | Avg views | Engagement |
|---|---|---|---|
| Instagram | | | |
| TikTok | | | |

Top age ranges · gender split · top 3 cities or countries

## 4. Past partnerships
Brand · what you made · one result

## 5. What I offer
Reels · TikToks · Stories · appearances · camps

## 6. Contact
Email · handles · agent (if any)
$md$),
('how-brands-pick-athletes', 'How Brands Pick Athletes', 'Brand managers explain what they look for, beyond follower counts.', 'video', 'Branding', 'beginner', '{athlete-partnerships,branding,sports-equipment}', 'https://content.example.com/videos/how-brands-pick.mp4', 'Apex Athletics', 18, false, $md$
In this panel, three brand managers describe how they shortlist athletes.

## What they said
- **Fit first.** "We look for athletes who already use gear like ours."
- **Consistency.** Regular posting beats occasional viral hits.
- **Engagement quality.** Comments that are real conversations, not emojis.
- **Professionalism.** Quick replies, a media kit ready to send, deadlines met.
- **Local pull.** For regional launches, hometown athletes often outperform national names.

## What puts them off
Bought followers, unclear disclosure, and content that breaks school or team rules.
$md$),
('pricing-benchmarks-guide', 'Pricing Benchmarks by Platform', 'How creators work out a starting price, with worked examples.', 'guide', 'Pricing', 'intermediate', '{pricing,rates,social-media}', null, 'Elevate Talent Group', 15, false, $md$
There are no official rates, but most pricing starts from one of three methods.

## 1. Per 1,000 views (CPM)
Average views × a rate per 1,000. Many creators use $10 to $30 per 1,000 views for short video, adjusting for niche.
*Example:* 20,000 average views × $20 / 1,000 = **$400**.

## 2. Per follower
Roughly 1 cent per follower is an old rule of thumb. It ignores engagement, so use it only as a sanity check.

## 3. Time and costs
Hours of work × your hourly rate + costs (props, travel, editing help).

## Then adjust
- Up for high engagement, a valuable niche, or usage rights and exclusivity
- Down for long-term bundles

Compare all three and pick a price you can explain.
$md$),
('sports-nutrition-student-budget', 'Sports Nutrition on a Student Budget', 'Fuel training well without spending much, from a sports dietitian''s basics.', 'article', 'Nutrition', 'beginner', '{nutrition,students,recovery}', null, 'Lena Fischer', 8, false, $md$
Eating well for sport does not need expensive products.

## Build meals from cheap staples
- **Carbohydrate:** oats, rice, pasta, potatoes, bread
- **Protein:** eggs, canned tuna, beans and lentils, milk, Greek yoghurt, chicken thighs
- **Colour:** frozen vegetables and fruit, bananas, carrots

## Timing
- A meal 2 to 4 hours before training, or a small snack 30 to 60 minutes before
- Carbohydrate and protein within a couple of hours after hard sessions
- Water through the day; check your urine is pale

## Supplements
Most athletes do not need them if they eat enough. If you do use one, choose a product certified for sport (for example, NSF Certified for Sport) and ask your team's dietitian first.

This is general information. Your needs depend on your sport, size and health: a registered dietitian can give you a plan.
$md$),
('filming-training-content-phone', 'Filming Training Content With a Phone', 'Lighting, framing and sound for gym and field content.', 'video', 'Content', 'beginner', '{content,filming,training,fitness}', 'https://content.example.com/videos/phone-filming.mp4', 'Maya Chen', 12, false, $md$
You do not need a camera to make content brands want.

## Light
Face a window or shoot outdoors in shade. Avoid overhead gym lights directly above you.

## Frame
- Shoot vertical for Reels and TikTok
- Keep the phone steady: a small tripod costs less than a pair of socks
- Leave space above your head and show the whole movement

## Sound
Most phone audio is fine within two metres. For talking, a clip-on microphone makes the biggest difference.

## Rules to remember
Check whether you may film in team facilities and whether team logos may appear. Many schools do not allow either in NIL content.
$md$),
('athlete-brand-podcast-12', 'The Athlete Brand Podcast: Life After Your Playing Career', 'Former players on turning a sports name into a lasting business.', 'podcast', 'Branding', 'intermediate', '{branding,career}', 'https://content.example.com/podcast/episode-12.mp3', 'Pitchside Team', 42, false, $md$
Three former college and professional athletes talk about building a brand that outlasts their playing days.

## Episode notes
- **00:03** Why the audience you build as a player is the start of a business, not the end
- **00:11** Turning a niche (a position, a training style, a hometown) into a content identity
- **00:20** Saving and investing deal income while it lasts
- **00:29** Partnerships that grow into jobs: coaching, broadcasting, brand roles
- **00:36** What they would tell their 19-year-old selves

## Key takeaway
Build around what you know and care about, not only around being an athlete. The sport ends; the expertise and relationships stay.
$md$),
('ftc-disclosure-rules-explained', 'FTC Disclosure Rules Explained', 'When and how to label sponsored posts, in plain English.', 'article', 'Compliance', 'beginner', '{disclosure,compliance,influencer-marketing}', null, 'Pitchside Team', 6, false, $md$
If a brand paid you, gave you something or is connected to you, say so clearly in every post that mentions it.

## Good disclosures
`#ad`, `Sponsored`, `Paid partnership with @brand`, `Thanks @brand for the free gear`

## Where
At the start of the caption, on the image, and spoken and shown in videos. Use the platform's paid partnership label too.

## Not enough
A disclosure in your bio only, hidden after "more", or vague tags like `#sp` or `#collab`.

Based on the FTC's Endorsement Guides (16 CFR Part 255), updated 2023. Other countries have their own rules.
$md$),
('esports-sponsorship-playbook', 'Esports and Streaming Sponsorship Playbook', 'How streamers and gamers land and keep long-term partners.', 'ebook', 'Pricing', 'advanced', '{gaming,technology,pricing}', null, 'Diego Santos', 35, true, $md$
Streaming deals work differently from feed posts.

## Common deal types
- Per-stream integrations (a segment, an overlay, a spoken read)
- Monthly overlay and panel placement
- Affiliate codes and links in chat commands
- Hardware and peripheral partnerships

## Pricing
Streaming is often priced on **average concurrent viewers** and **hours streamed**, not followers. Track both for at least a month before pitching.

## Disclosure
Say it on stream and repeat it periodically, as viewers join part way through. Use the platform's branded content setting.

## Keeping partners
Send a monthly report: hours streamed, average viewers, clicks and code uses. Partners who see results renew.
$md$),
('measuring-campaign-roi', 'Measuring Campaign ROI With Athletes', 'A practical guide for brands: what to track and how to attribute sales.', 'guide', 'Marketing', 'intermediate', '{analytics,athlete-partnerships,social-media-campaigns,performance-marketing}', null, 'Pitchside Team', 20, false, $md$
Decide what success means before the campaign starts.

## Pick one main goal
- **Awareness:** reach, views, video completion
- **Consideration:** saves, shares, profile visits, link clicks
- **Sales:** code uses, tracked purchases, new customers

## Tracking tools
- Unique discount codes per athlete
- UTM-tagged links
- Platform branded-content insights (ask the athlete to share access)

## Attribution limits
Codes undercount: many people see a post and buy later without one. Compare sales in the region or audience before and during the campaign for a fuller picture.

## Report back
Share results with the athlete or creator. It helps them improve and makes renewal easier.
$md$),
('sample-rate-card', 'Sample Rate Card', 'An example rate card layout with add-ons for usage and exclusivity.', 'template', 'Pricing', 'beginner', '{pricing,rates}', null, 'Pitchside Team', 5, false, $md$
Use this layout; put in your own prices.

| Deliverable | Price |
|---|---|
| Instagram Reel | $ |
| Set of 3 Instagram Stories | $ |
| TikTok video | $ |
| YouTube integration (60 to 90 s) | $ |
| Appearance (2 hours, local) | $ |
| Camp or clinic (half day) | $ |

## Add-ons
| Add-on | Price |
|---|---|
| Paid usage, per month | % of fee |
| Exclusivity, per month | % of fee |
| Rush delivery (under 5 days) | % of fee |
| Raw footage | $ |

Prices valid until: (date). Fees exclude travel outside (city).
$md$),
('invoice-template-creators', 'Invoice Template for Creators', 'A simple invoice with every field a brand''s finance team needs.', 'template', 'Money', 'beginner', '{money,taxes}', null, 'Pitchside Team', 4, false, $md$
Finance teams pay faster when invoices are complete.

**From:** your legal name or business name, address, email
**To:** the brand's legal entity, address, contact
**Invoice number:** (unique, in order: 2026-001)
**Invoice date:** · **Due date:** (per contract, e.g. net 30)
**PO or campaign reference:** (if the brand gave one)

| Description | Qty | Price | Amount |
|---|---|---|---|
| Instagram Reel, Spring launch | 1 | $ | $ |

**Total due:**
**Payment details:** bank transfer details or payment link

Brands usually ask for a **Form W-9** before paying US contractors. Keep a copy of every invoice for your taxes.
$md$),
('quarterly-tax-calendar', 'Quarterly Tax Calendar for Athletes and Creators', 'The US federal estimated tax dates and what to do before each.', 'guide', 'Money', 'intermediate', '{taxes,money}', null, 'Pitchside Team', 6, false, $md$
US federal estimated tax payments (Form 1040-ES) fall around these dates each year:

| Income earned | Payment due |
|---|---|
| January to March | 15 April |
| April to May | 15 June |
| June to August | 15 September |
| September to December | 15 January (next year) |

Dates move to the next business day when they fall on a weekend or holiday.

## Before each date
1. Total your deal income and expenses for the period
2. Estimate the tax (many people set aside 25% to 30%)
3. Pay online through the IRS, and your state if it has its own estimates

States set their own rules. This is general information, not tax advice.
$md$),
('product-gift-log', 'Product and Gift Log', 'Track free products and their value for your tax records.', 'template', 'Money', 'beginner', '{taxes,money}', null, 'Pitchside Team', 3, false, $md$
Products received in exchange for promotion are generally taxable at their fair market value. Log each one.

| Date received | Brand | Item | Retail value | Agreement? | What you did in return |
|---|---|---|---|---|---|
| | | | $ | yes / no | |

Keep the packing slip or a screenshot of the product page with the price. Ask a tax professional about unsolicited items.
$md$),
('high-school-nil-by-state', 'High School NIL: How Rules Differ by State', 'Why the answer depends on your state association, and the questions to ask it.', 'article', 'Compliance', 'beginner', '{nil,students,compliance}', null, 'Pitchside Team', 7, false, $md$
High school NIL is not governed by the NCAA. Each state's high school athletic association sets its own rules, and they differ.

## Where NIL is allowed, common rules include
- No school names, logos, mascots or uniforms in your content
- No deals linked to choosing a school or to performance
- Banned categories such as alcohol, tobacco, cannabis, gambling and adult content
- A parent or guardian must sign contracts for minors

## Questions to ask your athletic director
1. Does our state association allow NIL activity?
2. Do I need to report deals, and to whom?
3. Which categories are banned?
4. May I mention my school or show my team gear?

Rules have changed often since 2021; ask for the current policy in writing.
$md$),
('collectives-explained', 'NIL Collectives Explained', 'What collectives are, how their deals work, and what to check.', 'article', 'Compliance', 'intermediate', '{nil,compliance,contracts}', null, 'Elevate Talent Group', 8, false, $md$
A collective pools money, often from boosters and fans, and pays athletes at a particular school for NIL activities.

## Typical activities
Charity appearances, social posts for local businesses, subscriber content, autograph sessions.

## What to check
- The work must be real NIL work, not a reward for enrolling or performing
- Payment terms, length and how you can leave
- Whether the deal is reported to your school and, where it applies, through the College Sports Commission's NIL Go system
- Whether it restricts you from transferring or from other deals

Rules on collectives have changed since the 2025 House v. NCAA settlement and differ by state. Ask your compliance office before signing.
$md$),
('affiliate-marketing-basics', 'Affiliate Marketing Basics', 'How commission links and codes work, and how to disclose them.', 'article', 'Pricing', 'beginner', '{pricing,social-media,influencer-marketing}', null, 'Maya Chen', 7, false, $md$
Affiliate programmes pay you a commission when someone buys through your link or code.

## Pros
- Income that continues after the post
- Results you can measure

## Cons
- Payment depends on sales you do not control
- Commissions are often small (commonly 5% to 20%)

## Tips
- Use affiliate links alongside paid fees, not instead of them
- Only link products you use
- Disclose: "I earn a commission if you buy through my link"
- Read the programme's rules on where links may appear and when commissions are paid

Affiliate income is taxable like any other income.
$md$),
('negotiation-email-scripts', 'Negotiation Email Scripts', 'Word-for-word replies for common brand offers.', 'template', 'Negotiation', 'intermediate', '{negotiation,pricing}', null, 'Elevate Talent Group', 6, false, $md$
## Low offer
> Thanks for reaching out! For this scope, my rate is $X, based on average views of Y and the 3 months of usage in the brief. Happy to adjust the deliverables to fit your budget.

## Product only
> I love the product. For posts, I work on a paid basis; my rate for one Reel is $X. If the budget isn't there this time, I'd be glad to try it and keep in touch for future campaigns.

## Asking for usage to be limited
> Could we set paid usage to 3 months, with an option to extend at X% of the fee per month?

## Confirming agreement
> Great talking today. To confirm: one Reel and three Stories, posted 10 to 14 May, $X, net 30, 3 months organic usage, no exclusivity. Could you send the contract reflecting this?
$md$),
('brand-vetting-checklist', 'Brand Vetting Checklist', 'Ten checks to run before you agree to promote a company.', 'template', 'Compliance', 'beginner', '{brand-safety,compliance}', null, 'Pitchside Team', 4, false, $md$
- [ ] Website, business address and registration you can verify
- [ ] Reviews and complaints searched (including consumer protection agencies)
- [ ] Other athletes or creators who worked with it contacted
- [ ] Product and ingredients or terms read yourself
- [ ] Not in a category your school, state or platform bans
- [ ] No conflict with your team's sponsors
- [ ] Ads and tone you are comfortable appearing next to
- [ ] No request to pay anything up front
- [ ] Willing to sign a written contract
- [ ] No request to hide the deal from your school or family
$md$),
('ncaa-banned-substances-and-supplements', 'Supplements and Drug Testing: A Primer', 'Why certified products matter and how strict liability works.', 'article', 'Nutrition', 'intermediate', '{supplements,nutrition,compliance}', null, 'Lena Fischer', 7, false, $md$
Athletes subject to drug testing are responsible for every substance in their body, even one missing from a label.

## Why supplements are risky
US dietary supplements are not approved by the FDA before sale. Contamination with stimulants or anabolic agents has been found in products sold legally.

## What to do
- Check the banned list of your organisation (for example the NCAA's; the WADA Prohibited List for international competition)
- Choose products certified by programmes that test for banned substances, such as NSF Certified for Sport or Informed Sport
- Ask your team's sports dietitian or athletic trainer first
- Keep the lot number of what you take

Promoting a supplement does not change any of this: only promote what you would take yourself.
$md$),
('content-calendar-template', 'Monthly Content Calendar', 'Plan sponsored and everyday posts around your season.', 'template', 'Content', 'beginner', '{content,social-media,lifestyle}', null, 'Maya Chen', 5, false, $md$
| Week | Training / school | Everyday posts | Sponsored posts | Deadlines |
|---|---|---|---|---|
| 1 | | | | |
| 2 | | | | |
| 3 | | | | |
| 4 | | | | |

## Tips
- Keep sponsored posts to about one in five, so your feed stays yours
- Block out exams, travel and competition days first
- Note each brand's approval deadlines, not only posting dates
$md$),
('audience-analytics-guide', 'Reading Your Audience Analytics', 'Which numbers in Instagram, TikTok and YouTube analytics matter to brands.', 'guide', 'Branding', 'intermediate', '{analytics,media-kit,social-media}', null, 'Priya Nair', 9, false, $md$
## Instagram (Insights)
Accounts reached, plays for Reels, saves and shares, follower age, gender and top cities.

## TikTok (Analytics)
Video views, average watch time, watched full video percentage, follower activity times.

## YouTube (Studio)
Views, average view duration, click-through rate on thumbnails, audience geography.

## What brands value most
- Average reach or views, not peaks
- Saves and shares (intent), comments (community)
- An audience in the brand's target age and location

Export screenshots monthly so you can show trends over time.
$md$),
('brand-brief-template', 'Campaign Brief Template for Brands', 'What to send an athlete or creator so they can quote and deliver well.', 'template', 'Marketing', 'intermediate', '{athlete-partnerships,campaign-management,content-creators}', null, 'Apex Athletics', 6, false, $md$
1. **Brand and product**: one paragraph, with links
2. **Goal**: awareness, consideration or sales, and how you will measure it
3. **Audience**: who you want to reach
4. **Deliverables**: platform, format, length, number
5. **Key messages**: two or three at most; approved claims only
6. **Do and don't**: including competitor mentions and music rights
7. **Timeline**: draft due, feedback window, posting window
8. **Usage and exclusivity**: exactly what you need and for how long
9. **Disclosure**: required wording and platform label
10. **Budget and payment terms**

Briefs with a budget get faster, more accurate quotes.
$md$),
('morals-clauses-explained', 'Morals Clauses Explained', 'What they allow a brand to do, and how to make them fair.', 'article', 'Contracts', 'intermediate', '{contracts,brand-safety,legal}', null, 'Pitchside Team', 6, false, $md$
A morals clause lets a party end a contract if the other does something that damages its reputation.

## Make it fair
- **Specific triggers** (for example, a criminal charge) rather than vague "embarrassment"
- **Mutual**: you can leave if the brand is in a scandal
- **No clawback** of fees for work already delivered
- A chance to respond before termination

Athletes under 18 should have a parent or guardian and, ideally, a lawyer review any contract with a morals clause.
$md$),
('usage-rights-explained', 'Usage Rights in Plain English', 'Organic, paid, whitelisting, perpetuity: what each term means for you.', 'article', 'Contracts', 'intermediate', '{contracts,pricing}', null, 'Elevate Talent Group', 7, false, $md$
- **Organic usage:** the brand reposts your content on its own accounts. Often included.
- **Paid usage:** the brand uses your content in ads. Charge per month.
- **Whitelisting / Spark Ads / partnership ads:** the brand runs ads from your handle. Charge per month, and set a spending cap or an approval step.
- **Perpetuity:** forever. Avoid, or charge a lot more.
- **Territory:** where the content may be used.
- **Derivatives:** whether the brand may edit your content.

Always put an end date on usage, and know what happens to ads still running when it ends.
$md$),
('first-brand-pitch-email', 'Writing Your First Brand Pitch', 'A short pitch email that gets replies, with an example.', 'guide', 'Negotiation', 'beginner', '{negotiation,branding,content-creators}', null, 'Maya Chen', 6, false, $md$
Keep it under 150 words.

> Subject: Basketball content partnership idea for your spring launch
>
> Hi Sam,
> I'm Jordan, a D1 point guard with 24k followers (58% aged 18 to 24, mostly in Ohio). I've worn your trainers for two seasons and my training Reels average 45k views.
> For your spring launch, I'd love to film a three-part "game day routine" series featuring the new shoe.
> My media kit is attached. Would you be open to a quick call next week?
> Jordan

## Why it works
Specific audience numbers, real product use, a concrete idea and one clear ask.
$md$),
('tax-deductions-for-creators', 'Common Tax Deductions for Creators', 'Business expenses that may lower your tax, and what does not count.', 'article', 'Money', 'intermediate', '{taxes,money,technology}', null, 'Pitchside Team', 8, true, $md$
Deductible expenses must be ordinary and necessary for your business.

## Often deductible
- Camera, lights, microphones, editing software and subscriptions
- The business share of phone and internet costs
- Agent and management commissions
- Travel for paid work that the brand does not cover
- Accountant and lawyer fees

## Usually not
- Clothes you could wear anyway
- Sports gear used for your sport rather than content
- Meals that are not business meals

Keep receipts with a note of the business purpose. Rules differ for US states and other countries; ask a tax professional about your situation.
$md$),
('disclosure-on-each-platform', 'Disclosure on Each Platform', 'Where the paid partnership tools are on Instagram, TikTok and YouTube.', 'video', 'Compliance', 'beginner', '{disclosure,compliance,social-media}', 'https://content.example.com/videos/platform-disclosure.mp4', 'Pitchside Team', 9, false, $md$
This walkthrough shows each platform's branded content tool.

- **Instagram:** Advanced settings → *Add paid partnership label*, then tag the brand partner
- **TikTok:** More options → *Content disclosure* → *Your brand* or *Branded content*
- **YouTube:** Upload details → *Paid promotion* box

Use the label **and** a spoken and written disclosure. Platforms move these settings from time to time; if you cannot find one, search the platform's help centre for "branded content".
$md$),
('recovery-content-ideas', 'Recovery Content Brands Love', 'Honest, safe content ideas around sleep, mobility and recovery.', 'article', 'Nutrition', 'beginner', '{recovery,fitness,nutrition,training}', null, 'Lena Fischer', 5, false, $md$
Recovery is a natural fit for partnerships with sleep, mobility, hydration and food brands.

## Ideas
- Your real post-game routine, start to finish
- A weekly mobility session, filmed once and cut into short clips
- What you eat the night before and after competition
- Sleep habits during travel

## Keep it honest
Avoid medical claims about recovery products. Describe what you do and how it feels, and point people to a professional for injuries.
$md$),
('working-with-an-agent', 'Working With an Agent or Manager', 'What agents do, typical fees, and state rules to check.', 'article', 'Contracts', 'intermediate', '{talent-management,contracts,client-services}', null, 'Elevate Talent Group', 8, false, $md$
An agent finds and negotiates deals; a manager helps run your career day to day. Some do both.

## Fees
Commissions are commonly 10% to 20% of deal income. Check what they are charged on, and whether expenses are extra.

## Before you sign
- Length of the agreement and how to end it
- Whether they are exclusive for all deals or only some
- Whether your state requires agents to register, and whether they have

Some states limit agent fees for college athletes or require specific contract wording. Your school's compliance office can tell you what applies.
$md$),
('appearance-day-guide', 'Making the Most of a Paid Appearance', 'Before, during and after an in-person sponsor appearance.', 'guide', 'Branding', 'beginner', '{event-sponsorships,branding}', null, 'Pitchside Team', 6, false, $md$
## Before
Confirm time, place, length, dress code, who you will meet and what you will post.

## During
Arrive early, learn the names of the staff you work with, and take photos for your own posts (with permission).

## After
Post what you promised on time, tag the partner, disclose, and send a thank-you with a few photos and any numbers you can share.

College athletes: check whether appearances in team gear or at school venues are allowed.
$md$)
on conflict (slug) do nothing;

insert into public.workshops (id, kind, title, description, host_name, starts_at, duration_minutes, registration_url, recording_url, capacity, tags) values
  ('55000000-0000-4000-8000-000000000001', 'workshop', 'Build Your Media Kit Live',
   'Bring your analytics screenshots and leave with a finished one-page media kit. We work through each section together and review a few kits live.',
   'Priya Nair', date_trunc('day', now()) + interval '5 days 23 hours', 90, null, null, 40, '{media-kit,branding}'),
  ('55000000-0000-4000-8000-000000000002', 'webinar', 'NIL Tax Season Survival Guide',
   'A CPA explains how sponsorship income and free products are taxed, quarterly estimates and the records to keep, then answers your questions.',
   'Pitchside Team with Dana Whitfield, CPA', date_trunc('day', now()) + interval '10 days 17 hours', 60, null, null, 500, '{taxes,money}'),
  ('55000000-0000-4000-8000-000000000003', 'workshop', 'Negotiation Role-Play Lab',
   'Practise answering real brand offers with talent managers playing the brand. Small groups, so everyone gets a turn.',
   'Elevate Talent Group', date_trunc('day', now()) + interval '17 days 23 hours', 120, null, null, 12, '{negotiation,pricing}'),
  ('55000000-0000-4000-8000-000000000004', 'webinar', 'FTC Disclosure Q&A for Athletes and Creators',
   'Bring your trickiest disclosure questions: gifted products, affiliate links, live streams and reposts.',
   'Priya Nair', date_trunc('day', now()) + interval '24 days 18 hours', 45, null, null, 300, '{disclosure,compliance}'),
  ('55000000-0000-4000-8000-000000000005', 'webinar', 'Supplements, Testing and Sponsorships',
   'A sports dietitian on choosing certified products, what strict liability means in drug testing, and how to evaluate a supplement sponsor.',
   'Lena Fischer, RD', date_trunc('day', now()) - interval '12 days' + interval '23 hours', 60, null, 'https://content.example.com/recordings/supplements-testing.mp4', 200, '{nutrition,supplements}'),
  ('55000000-0000-4000-8000-000000000006', 'workshop', 'Reading Your First Contract',
   'We read a real (anonymised) sponsorship contract clause by clause and mark what to ask for.',
   'Elevate Talent Group', date_trunc('day', now()) - interval '30 days' + interval '17 hours', 90, null, 'https://content.example.com/recordings/first-contract.mp4', 30, '{contracts}')
on conflict (id) do nothing;

insert into public.workshop_registrations (workshop_id, user_id, created_at) values
  ('55000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002', now() - interval '2 days'),
  ('55000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000001', now() - interval '20 days'),
  ('55000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000001', now() - interval '40 days')
on conflict do nothing;

-- ------------------------------------------------------------- messaging
insert into public.conversations (id, title, created_by, created_at, updated_at) values
  ('60000000-0000-4000-8000-000000000001', null, '10000000-0000-4000-8000-000000000003', now() - interval '2 days', now() - interval '2 days')
on conflict (id) do nothing;
insert into public.conversation_participants (conversation_id, user_id) values
  ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001'),
  ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000003')
on conflict do nothing;
insert into public.messages (conversation_id, sender_id, content, created_at) values
  ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000003',
   'Hi Jordan! We loved your application for the Court Shoe Launch Campaign. Do you have time for a quick call this week?', now() - interval '47 hours'),
  ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001',
   'Thanks so much! I am free Thursday afternoon or Friday morning.', now() - interval '46 hours'),
  ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000003',
   'Thursday at 3pm works. I will send the brief and the shoe sizing form before then.', now() - interval '45 hours'),
  ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001',
   'Perfect, size 11 please. Looking forward to it!', now() - interval '44 hours');

-- --------------------------------------------------------- notifications
insert into public.notifications (user_id, title, message, type, read, action_url, expires_at, created_at) values
  ('10000000-0000-4000-8000-000000000001', 'Welcome to Pitchside!', 'Complete your media kit to stand out to brands.', 'info', true, '/profile', null, now() - interval '29 days'),
  ('10000000-0000-4000-8000-000000000001', 'New deals match your interests', '5 new Sports Equipment deals were posted this week.', 'info', false, '/marketplace', now() + interval '7 days', now() - interval '1 day'),
  ('10000000-0000-4000-8000-000000000001', 'Profile boost expired', 'Your featured placement ended.', 'warning', false, null, now() - interval '1 day', now() - interval '8 days'),
  ('10000000-0000-4000-8000-000000000002', 'Welcome to Pitchside!', 'Link your platforms to show brands your reach.', 'info', false, '/profile', null, now() - interval '29 days'),
  ('10000000-0000-4000-8000-000000000003', 'Brand verified', 'Apex Athletics is now verified. Your deals are live in the marketplace.', 'success', false, '/brand-dashboard', null, now() - interval '20 days'),
  ('10000000-0000-4000-8000-000000000004', 'Client update', 'Sam Okafor received 2 new deal invitations.', 'info', false, '/agency-dashboard', null, now() - interval '3 hours'),
  ('10000000-0000-4000-8000-000000000005', 'Brands awaiting verification', '3 brands are waiting for review.', 'warning', false, '/admin-dashboard', null, now() - interval '1 hour');

-- =============================================================================
-- Messaging and notifications (messaging helper, issue 13): more conversations
-- for the demo accounts, their read state, and notifications of every type.
-- Seed rows are written as postgres, so the message trigger's notifications and
-- the conversations' updated_at are set back to the messages' own times below.
-- =============================================================================
insert into public.conversations (id, created_by, created_at, updated_at) values
  ('60000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002', now() - interval '6 days', now() - interval '6 days'),
  ('60000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000004', now() - interval '9 days', now() - interval '9 days'),
  ('60000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', now() - interval '4 days', now() - interval '4 days'),
  ('60000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000004', now() - interval '12 days', now() - interval '12 days')
on conflict (id) do nothing;

insert into public.conversation_participants (conversation_id, user_id, joined_at) values
  ('60000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002', now() - interval '6 days'),
  ('60000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000003', now() - interval '6 days'),
  ('60000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000004', now() - interval '9 days'),
  ('60000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000003', now() - interval '9 days'),
  ('60000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001', now() - interval '4 days'),
  ('60000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000002', now() - interval '4 days'),
  ('60000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000004', now() - interval '12 days'),
  ('60000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000011', now() - interval '12 days')
on conflict do nothing;

insert into public.messages (conversation_id, sender_id, content, created_at) values
  -- Jordan and Apex: the brief arrives after the call was set up
  ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000003',
   E'Here is the brief for the Court Pro launch. Key dates:\n- Unboxing video by the 14th\n- Two in-game posts during the first home stand\nShoes ship tomorrow.', now() - interval '3 hours'),
  -- Maya and Apex: a fitness content collaboration
  ('60000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002',
   'Hi Apex team! About the Foam Roller Recovery Routine: my audience is mostly runners and lifters, so I would make it a follow-along they can do after a run rather than a product tour. Does that work?', now() - interval '6 days'),
  ('60000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000003',
   'Love that idea, Maya. A routine reel fits the product better anyway. Can you include one slow-motion shot of the vibration setting?', now() - interval '5 days 20 hours'),
  ('60000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002',
   'Absolutely. I will film on Saturday and send a draft cut by Monday for approval.', now() - interval '5 days 19 hours'),
  ('60000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002',
   'Draft is uploaded to the deliverables tab. Let me know if the music works for your brand guidelines!', now() - interval '5 hours'),
  -- Elevate Talent Group and Apex: pitching a client
  ('60000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000004',
   'Hello from Elevate Talent Group. Our client Sam Okafor (soccer, 48k followers) would be a strong fit for the Goalkeeper Glove Field Test.', now() - interval '9 days'),
  ('60000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000003',
   'Thanks! Sam looks great. Please have him apply through the marketplace and mention the agency in his pitch.', now() - interval '8 days 22 hours'),
  ('60000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000004',
   'Done, his application is in. Happy to set up a call whenever suits.', now() - interval '8 days 2 hours'),
  -- Jordan and Maya: creator-athlete collab idea
  ('60000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001',
   'Hey Maya! Would you be up for a joint workout video? Your training vlogs are great and my followers keep asking about off-season conditioning.', now() - interval '4 days'),
  ('60000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000002',
   'I would love that! I am in Austin next week, does Wednesday morning work for you?', now() - interval '3 days 21 hours'),
  ('60000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000001',
   'Wednesday works. I can book the university gym from 8 to 10.', now() - interval '1 day'),
  -- Elevate and Sam Okafor: representation check-in
  ('60000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000004',
   'Sam, two new deal invitations came in this week. I shortlisted the Goalkeeper Glove Field Test, it pays well and fits your schedule.', now() - interval '12 days'),
  ('60000000-0000-4000-8000-000000000005', '10000000-0000-4000-8000-000000000011',
   'Sounds good, go ahead and apply for me. I can film after Thursday practice.', now() - interval '11 days 23 hours');

-- Read state: who has read up to when (unread = messages from the others after it).
update public.conversation_participants cp set last_read_at = v.read_at
from (values
  ('60000000-0000-4000-8000-000000000001'::uuid, '10000000-0000-4000-8000-000000000001'::uuid, now() - interval '44 hours'),
  ('60000000-0000-4000-8000-000000000001'::uuid, '10000000-0000-4000-8000-000000000003'::uuid, now() - interval '3 hours'),
  ('60000000-0000-4000-8000-000000000002'::uuid, '10000000-0000-4000-8000-000000000002'::uuid, now() - interval '5 hours'),
  ('60000000-0000-4000-8000-000000000002'::uuid, '10000000-0000-4000-8000-000000000003'::uuid, now() - interval '4 hours'),
  ('60000000-0000-4000-8000-000000000003'::uuid, '10000000-0000-4000-8000-000000000004'::uuid, now() - interval '8 days 2 hours'),
  ('60000000-0000-4000-8000-000000000003'::uuid, '10000000-0000-4000-8000-000000000003'::uuid, now() - interval '8 days 2 hours'),
  ('60000000-0000-4000-8000-000000000004'::uuid, '10000000-0000-4000-8000-000000000001'::uuid, now() - interval '1 day'),
  ('60000000-0000-4000-8000-000000000004'::uuid, '10000000-0000-4000-8000-000000000002'::uuid, now() - interval '3 days 21 hours'),
  ('60000000-0000-4000-8000-000000000005'::uuid, '10000000-0000-4000-8000-000000000004'::uuid, now() - interval '11 days 23 hours'),
  ('60000000-0000-4000-8000-000000000005'::uuid, '10000000-0000-4000-8000-000000000011'::uuid, now() - interval '12 days')
) as v(conversation_id, user_id, read_at)
where cp.conversation_id = v.conversation_id and cp.user_id = v.user_id;

-- Each seeded two-person conversation is its pair's direct conversation; its activity time is its last message
-- (set_updated_at would stamp now(), so it is off for this one statement).
alter table public.conversations disable trigger conversations_set_updated_at;
update public.conversations c set
  direct_key = public.conversation_direct_key(p.a, p.b),
  updated_at = coalesce((select max(m.created_at) from public.messages m where m.conversation_id = c.id), c.updated_at)
from (
  select conversation_id, min(user_id::text)::uuid as a, max(user_id::text)::uuid as b
  from public.conversation_participants group by conversation_id having count(*) = 2
) p
where p.conversation_id = c.id and c.id::text like '60000000-0000-4000-8000-%';
alter table public.conversations enable trigger conversations_set_updated_at;

-- The message trigger's notifications carry their message's time and are read when the conversation is.
update public.notifications n set
  created_at = m.created_at,
  read = coalesce(cp.last_read_at >= m.created_at, false)
from public.messages m
join public.conversation_participants cp on cp.conversation_id = m.conversation_id
where n.metadata->>'kind' = 'message' and (n.metadata->>'message_id')::uuid = m.id and cp.user_id = n.user_id;

-- A conversation with unread messages has one unread message notification, for its latest message.
insert into public.notifications (user_id, title, message, type, read, action_url, created_at, metadata)
select cp.user_id, 'New message from ' || coalesce(nullif(btrim(p.full_name), ''), 'Someone'), left(m.content, 140), 'info', false,
       '/messages?conversation=' || m.conversation_id::text, m.created_at,
       jsonb_build_object('kind', 'message', 'conversation_id', m.conversation_id, 'message_id', m.id)
from public.conversation_participants cp
join lateral (
  select * from public.messages m
  where m.conversation_id = cp.conversation_id and m.sender_id <> cp.user_id
    and m.created_at > coalesce(cp.last_read_at, '-infinity'::timestamptz)
  order by m.created_at desc limit 1
) m on true
left join public.profiles p on p.user_id = m.sender_id
where cp.conversation_id::text like '60000000-0000-4000-8000-%'
  and not exists (
    select 1 from public.notifications n
    where n.user_id = cp.user_id and not n.read and n.metadata->>'kind' = 'message'
      and n.metadata->>'conversation_id' = cp.conversation_id::text);

-- Notifications of every type and kind (application, deliverable, payment, event, deal alert, verification).
insert into public.notifications (user_id, title, message, type, read, action_url, expires_at, created_at, metadata) values
  ('10000000-0000-4000-8000-000000000001', 'Application accepted', 'Your application to "Court Shoe Launch Campaign" is now accepted.', 'success', false,
   '/marketplace/applications', null, now() - interval '2 days', '{"kind":"application_status","new_status":"accepted"}'),
  ('10000000-0000-4000-8000-000000000001', 'Event reminder: Elite Combine Prep Clinic', 'Starts in 7 days at FitForge Gyms, Austin TX. Bring training shoes and water.', 'info', false,
   '/community', now() + interval '7 days', now() - interval '6 hours', '{"kind":"event_reminder","event_id":"40000000-0000-4000-8000-000000000001"}'),
  ('10000000-0000-4000-8000-000000000001', 'Payout delayed', 'Your $360.00 payout for "Grip Socks Field Test" is on its way but arrives later than planned: Stripe now expects it tomorrow.', 'error', false,
   '/deals/earnings', null, now() - interval '20 hours', '{"kind":"payout","status":"in_transit","stripe_payout_id":"po_seedJordan3"}'),
  ('10000000-0000-4000-8000-000000000001', 'Application not selected', 'Your application to "Recovery Roller Review" is now rejected.', 'warning', true,
   '/marketplace/applications', null, now() - interval '5 days', '{"kind":"application_status","new_status":"rejected"}'),
  ('10000000-0000-4000-8000-000000000002', 'Deliverable needs changes', 'Apex Athletics asked for a shorter intro on your "Recovery routine reel" draft.', 'warning', false,
   '/deals', null, now() - interval '4 hours', '{"kind":"deliverable_review","status":"changes_requested"}'),
  ('10000000-0000-4000-8000-000000000002', 'Set up payouts to get paid', 'Your work was approved. Set up payouts to receive $270.00. It is sent as soon as Stripe has verified your payout account.', 'warning', false,
   '/deals/earnings', null, now() - interval '6 days', '{"kind":"deal_payment","status":"waiting_for_payouts"}'),
  ('10000000-0000-4000-8000-000000000002', 'Deal cancelled: kill fee', 'The brand cancelled "Hydration Mix Taste Test" after the contract was in force. Under its cancellation terms you receive the kill fee of $112.50 (before the platform fee); the other $337.50 was refunded to the brand.', 'warning', true,
   '/deals', null, now() - interval '29 days', '{"kind":"deal_payment","status":"refunded"}'),
  ('10000000-0000-4000-8000-000000000002', 'Set up payouts to get paid', 'Your kill fee is waiting. Set up payouts to receive $101.25. It is sent as soon as Stripe has verified your payout account.', 'warning', true,
   '/deals/earnings', null, now() - interval '29 days', '{"kind":"deal_payment","status":"waiting_for_payouts"}'),
  ('10000000-0000-4000-8000-000000000002', 'New Fitness deal', 'FitForge Gyms posted "Mobility Monday Series".', 'info', false,
   '/marketplace', now() + interval '10 days', now() - interval '51 hours', '{"kind":"deal_alert"}'),
  ('10000000-0000-4000-8000-000000000003', 'New application', 'Jordan Reyes applied to "Pre-Season Training Gear Ambassador".', 'info', true,
   '/brand-dashboard', null, now() - interval '3 days', '{"kind":"application"}'),
  ('10000000-0000-4000-8000-000000000003', 'Deliverable submitted', 'Maya Chen uploaded a draft for "Foam Roller Recovery Routine". Review it within 5 days.', 'info', false,
   '/deals', null, now() - interval '5 hours', '{"kind":"deliverable_review","status":"submitted"}'),
  ('10000000-0000-4000-8000-000000000003', 'Deal payment refunded', '$337.50 for "Hydration Mix Taste Test" was refunded to you. The kill fee of $112.50 in the contract goes to the talent.', 'info', true,
   '/deals', null, now() - interval '29 days', '{"kind":"deal_payment","status":"refunded"}'),
  ('10000000-0000-4000-8000-000000000003', 'Payment failed', 'The card ending 4242 was declined for your Brand plan renewal. Update it to keep your deals live.', 'error', true,
   '/user-profile/subscription', null, now() - interval '11 days', '{"kind":"payment","status":"failed"}'),
  ('10000000-0000-4000-8000-000000000004', 'Sam Okafor shortlisted', 'Apex Athletics shortlisted Sam''s application to "Pre-Season Training Gear Ambassador".', 'success', false,
   '/agency-dashboard', null, now() - interval '3 days', '{"kind":"application_status","new_status":"shortlisted"}');

-- =============================================================================
-- Community (issue 14): a forum with weeks of history, threads with replies,
-- online links for virtual events, a full event, a cancelled one, and one whose
-- host deleted their account (shown as 'Anonymous Creator').
-- =============================================================================

insert into public.community_posts (id, user_id, title, content, post_type, tags, created_at) values
  ('30000000-0000-4000-8000-000000000011', '10000000-0000-4000-8000-000000000015', 'Is a $300 post fair for 8k followers?',
   'A local sports bar offered me $300 for one Instagram post and two stories. I have about 8,000 followers and 6% engagement. Too low? The pricing module says to start from reach, but I am not sure what counts for stories.',
   'question', array['pricing','instagram','nil'], now() - interval '13 days'),
  ('30000000-0000-4000-8000-000000000012', '10000000-0000-4000-8000-000000000003', 'What we look for in athlete applications',
   'We read every application to our deals. The ones that win: a one-line idea for the content, a recent example of your best post, and a rate you can explain. Generic copy-paste pitches are easy to spot.',
   'announcement', array['applications','brands','tips'], now() - interval '12 days'),
  ('30000000-0000-4000-8000-000000000013', '10000000-0000-4000-8000-000000000013', 'Stream setup on a student budget',
   'Capture card, a used webcam and a $40 mic got me to partner. Full parts list and settings: https://respawn.example.com/guides/budget-stream',
   'showcase', array['gaming','streaming','gear'], now() - interval '11 days'),
  ('30000000-0000-4000-8000-000000000014', '10000000-0000-4000-8000-000000000012', 'Disclosure on TikTok: #ad or the paid partnership label?',
   'My compliance office says both. A brand told me the label alone is enough. Who is right?',
   'question', array['ftc','disclosure','tiktok'], now() - interval '10 days'),
  ('30000000-0000-4000-8000-000000000015', '10000000-0000-4000-8000-000000000004', 'Open call: two creators for a running shoe launch',
   'Elevate is casting two running or fitness creators for a spring shoe launch with Stride Apparel. Three Reels over six weeks, product plus fee. Reply here or message me with your media kit.',
   'opportunity', array['casting','running','creators'], now() - interval '9 days'),
  ('30000000-0000-4000-8000-000000000016', '10000000-0000-4000-8000-000000000016', 'Our team got its first group NIL deal',
   'Twelve of us signed with a local pizza place: one group photo, each of us posts once, and the team gets a dinner every home game. Small, but it brought the team together.',
   'showcase', array['team','nil','soccer'], now() - interval '8 days'),
  ('30000000-0000-4000-8000-000000000017', '10000000-0000-4000-8000-000000000002', 'Content calendar template that actually works',
   'I plan four weeks at a time: one pillar per week, batch film on Sundays, leave two slots open for trends. Sharing my sheet in the comments if people want it.',
   'discussion', array['planning','content','creators'], now() - interval '7 days'),
  ('30000000-0000-4000-8000-000000000018', '10000000-0000-4000-8000-000000000011', 'Track season schedule vs. brand deadlines',
   'Meets on Saturdays, travel on Fridays. How do you tell a brand that the deliverable slips a week without losing the deal?',
   'question', array['scheduling','track','brands'], now() - interval '6 days'),
  ('30000000-0000-4000-8000-000000000019', '10000000-0000-4000-8000-000000000014', 'Rate card update for 2027',
   'Raised my rates 20% after my engagement held above 5% for six months. Two brands said yes straight away, one negotiated. Do not be afraid to move your numbers when the data backs you.',
   'discussion', array['pricing','rate-card'], now() - interval '5 days'),
  ('30000000-0000-4000-8000-000000000020', '10000000-0000-4000-8000-000000000005', 'Community guidelines refresher',
   'Be generous with what you know, never share someone''s contract terms without their consent, and report spam with the Report button. Opportunities must name the brand or agency behind them.',
   'announcement', array['guidelines','community'], now() - interval '4 days'),
  ('30000000-0000-4000-8000-000000000021', '10000000-0000-4000-8000-000000000001', 'Sneaker unboxing got 3x my usual views',
   'Tried a slow unboxing with on-court testing after. Watch time doubled. Brands: this format sells shoes.',
   'showcase', array['basketball','sneakers','video'], now() - interval '3 days'),
  ('30000000-0000-4000-8000-000000000022', '10000000-0000-4000-8000-000000000013', 'Looking for a volleyball athlete for a charity stream',
   'Charity esports tournament next month: we want one traditional athlete per team. Volleyball, soccer or track. Travel covered.',
   'opportunity', array['collab','charity','gaming'], now() - interval '50 hours'),
  ('30000000-0000-4000-8000-000000000023', '10000000-0000-4000-8000-000000000015', 'Update: I countered at $450 and they said yes',
   'Thanks to everyone on my pricing question. I sent my engagement screenshot and a two-story bundle price. They accepted $450.',
   'discussion', array['pricing','win'], now() - interval '26 hours'),
  ('30000000-0000-4000-8000-000000000024', '10000000-0000-4000-8000-000000000003', 'Apex x campus ambassadors: Q&A this week',
   'Our partnerships team answers questions about the ambassador deal in the NIL Deals 101 webinar this week. Join it from Upcoming events and bring your questions.',
   'announcement', array['apex','ambassadors'], now() - interval '40 minutes')
on conflict (id) do nothing;

insert into public.post_likes (post_id, user_id)
select p.id, u.id
from public.community_posts p
cross join auth.users u
where p.id::text like '30000000-0000-4000-8000-0000000000__'
  and p.id >= '30000000-0000-4000-8000-000000000011'
  and u.email like '%@pitchside.dev'
  and u.id <> p.user_id
  and (abs(hashtext(u.id::text || p.id::text)) % 5) < 3
on conflict do nothing;

-- Threads: comments oldest first, replies one level under them.
insert into public.post_comments (id, post_id, user_id, parent_id, content, created_at) values
  ('31000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000011', '10000000-0000-4000-8000-000000000004', null,
   'Stories sell for less than feed posts, but $300 for all three is low at 6%. I would counter at $450 to $500 and offer a bundle.', now() - interval '13 days' + interval '2 hours'),
  ('31000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000011', '10000000-0000-4000-8000-000000000014', null,
   'Send them your story view counts from the last month. Numbers make the counter easy to accept.', now() - interval '13 days' + interval '3 hours'),
  ('31000000-0000-4000-8000-000000000003', '30000000-0000-4000-8000-000000000011', '10000000-0000-4000-8000-000000000015', '31000000-0000-4000-8000-000000000001',
   'Thank you, I will try $450 with the bundle.', now() - interval '13 days' + interval '5 hours'),
  ('31000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000014', '10000000-0000-4000-8000-000000000005', null,
   'Use both. The FTC wants a disclosure people cannot miss; the label can be hard to see on some screens. The FTC disclosure module covers it.', now() - interval '10 days' + interval '1 hour'),
  ('31000000-0000-4000-8000-000000000005', '30000000-0000-4000-8000-000000000014', '10000000-0000-4000-8000-000000000012', '31000000-0000-4000-8000-000000000004',
   'That settles it, thanks!', now() - interval '10 days' + interval '2 hours'),
  ('31000000-0000-4000-8000-000000000006', '30000000-0000-4000-8000-000000000015', '10000000-0000-4000-8000-000000000002', null,
   'Interested! Sent you my media kit in messages.', now() - interval '9 days' + interval '4 hours'),
  ('31000000-0000-4000-8000-000000000007', '30000000-0000-4000-8000-000000000015', '10000000-0000-4000-8000-000000000004', '31000000-0000-4000-8000-000000000006',
   'Got it Maya, shortlisting you for the first call.', now() - interval '9 days' + interval '6 hours'),
  ('31000000-0000-4000-8000-000000000008', '30000000-0000-4000-8000-000000000017', '10000000-0000-4000-8000-000000000001', null,
   'Please share the sheet! Batch filming is the only thing that works in season.', now() - interval '7 days' + interval '3 hours'),
  ('31000000-0000-4000-8000-000000000009', '30000000-0000-4000-8000-000000000017', '10000000-0000-4000-8000-000000000002', '31000000-0000-4000-8000-000000000008',
   'Here you go: https://docs.example.com/maya-content-calendar (make a copy).', now() - interval '7 days' + interval '5 hours'),
  ('31000000-0000-4000-8000-000000000010', '30000000-0000-4000-8000-000000000018', '10000000-0000-4000-8000-000000000003', null,
   'Speaking for Apex: tell us as soon as you know, with a new date. We plan around seasons all the time. Silence is what loses deals.', now() - interval '6 days' + interval '2 hours'),
  ('31000000-0000-4000-8000-000000000011', '30000000-0000-4000-8000-000000000021', '10000000-0000-4000-8000-000000000003', null,
   'Love this. Would you do the same format for our new court shoe?', now() - interval '3 days' + interval '4 hours'),
  ('31000000-0000-4000-8000-000000000012', '30000000-0000-4000-8000-000000000021', '10000000-0000-4000-8000-000000000001', '31000000-0000-4000-8000-000000000011',
   'Absolutely, messaging you now.', now() - interval '3 days' + interval '5 hours'),
  ('31000000-0000-4000-8000-000000000013', '30000000-0000-4000-8000-000000000022', '10000000-0000-4000-8000-000000000016', null,
   'Soccer here, and I stream a little. Count me in.', now() - interval '44 hours'),
  ('31000000-0000-4000-8000-000000000014', '30000000-0000-4000-8000-000000000023', '10000000-0000-4000-8000-000000000004', null,
   'That is how it is done. Congrats!', now() - interval '20 hours'),
  ('31000000-0000-4000-8000-000000000015', '30000000-0000-4000-8000-000000000023', '10000000-0000-4000-8000-000000000011', null,
   'Saving this thread for my next offer.', now() - interval '12 hours')
on conflict (id) do nothing;

-- The comment trigger wrote a notification per comment as the seed ran: give each its comment's time, and
-- leave only the last day's unread.
update public.notifications n
set created_at = c.created_at, read = c.created_at < now() - interval '1 day'
from public.post_comments c
where n.metadata->>'comment_id' = c.id::text;

insert into public.events (id, title, description, event_type, start_date, end_date, location, is_virtual, online_url, capacity, created_by) values
  ('40000000-0000-4000-8000-000000000006', 'Media Kit Lab: Live Reviews',
   'Bring your media kit; our team reviews three live and sends written notes to everyone who joins. Small group on purpose.',
   'workshop', date_trunc('hour', now()) + interval '5 days', date_trunc('hour', now()) + interval '5 days 90 minutes', 'Online', true, 'https://meet.pitchside.dev/media-kit-lab', 3,
   '10000000-0000-4000-8000-000000000004'),
  ('40000000-0000-4000-8000-000000000007', 'Campus Ambassador Kickoff',
   'Meet the Apex team, get your starter kit and film your first post together.',
   'meetup', date_trunc('hour', now()) + interval '10 days', date_trunc('hour', now()) + interval '10 days 3 hours', 'Apex Athletics HQ, Portland OR', false, null, 60,
   '10000000-0000-4000-8000-000000000003'),
  ('40000000-0000-4000-8000-000000000008', 'Negotiation Night: Role-Play Your Counter-Offer',
   'Practise countering a real brand offer with agents from Elevate playing the brand.',
   'networking', date_trunc('hour', now()) + interval '12 days', date_trunc('hour', now()) + interval '12 days 2 hours', 'Online', true, 'https://meet.pitchside.dev/negotiation-night', 40,
   '10000000-0000-4000-8000-000000000004'),
  ('40000000-0000-4000-8000-000000000009', 'Summer Showcase Combine',
   'Timed sprints, vertical and agility testing with scouts from three regional clubs.',
   'tournament', date_trunc('hour', now()) + interval '18 days', date_trunc('hour', now()) + interval '18 days 8 hours', 'Riverside Fields, Sacramento CA', false, null, 150,
   null),
  ('40000000-0000-4000-8000-000000000010', 'Podcast Mic Clinic',
   'How to sound good on a budget. Moved to a later date, see the new event soon.',
   'workshop', date_trunc('hour', now()) + interval '4 days', now() + interval '4 days 1 hour', 'Online', true, 'https://meet.pitchside.dev/mic-clinic', 50,
   '10000000-0000-4000-8000-000000000005')
on conflict (id) do nothing;
update public.events set cancelled_at = now() - interval '1 day' where id = '40000000-0000-4000-8000-000000000010';

insert into public.event_attendees (event_id, user_id) values
  ('40000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000011'),
  ('40000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000014'),
  ('40000000-0000-4000-8000-000000000006', '10000000-0000-4000-8000-000000000016'),
  ('40000000-0000-4000-8000-000000000007', '10000000-0000-4000-8000-000000000001'),
  ('40000000-0000-4000-8000-000000000007', '10000000-0000-4000-8000-000000000015'),
  ('40000000-0000-4000-8000-000000000008', '10000000-0000-4000-8000-000000000002'),
  ('40000000-0000-4000-8000-000000000008', '10000000-0000-4000-8000-000000000011'),
  ('40000000-0000-4000-8000-000000000008', '10000000-0000-4000-8000-000000000012'),
  ('40000000-0000-4000-8000-000000000009', '10000000-0000-4000-8000-000000000016'),
  ('40000000-0000-4000-8000-000000000010', '10000000-0000-4000-8000-000000000001')
on conflict do nothing;

-- =============================================================================
-- Admin (issue 17): a month of sign-ups, deals, applications and payments for
-- the overview; brands waiting for verification; reports on posts, a comment,
-- a deal and a profile; a removed post; a suspended member; and the audit rows
-- of the admin decisions behind them. New members use @members.pitchside.dev
-- (password Pitchside123!), so the sections above that pick '%@pitchside.dev'
-- keep meaning the demo cast.
-- =============================================================================
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at, is_anonymous
)
select '00000000-0000-0000-0000-000000000000'::uuid, u.id::uuid, 'authenticated', 'authenticated', u.email,
       extensions.crypt('Pitchside123!', extensions.gen_salt('bf')), now(), '', '', '', '',
       '{"provider":"email","providers":["email"]}'::jsonb,
       jsonb_build_object('full_name', u.full_name, 'role', u.role),
       now() - u.joined, now() - u.joined, now() - u.joined / 3, false
from (values
  ('10000000-0000-4000-8000-000000000170', 'riley.james@members.pitchside.dev',    'Riley James',        'athlete', interval '27 days'),
  ('10000000-0000-4000-8000-000000000171', 'nina.patel@members.pitchside.dev',     'Nina Patel',         'creator', interval '25 days'),
  ('10000000-0000-4000-8000-000000000172', 'omar.haddad@members.pitchside.dev',    'Omar Haddad',        'athlete', interval '22 days'),
  ('10000000-0000-4000-8000-000000000173', 'ridgeline@members.pitchside.dev',      'Ridgeline Hydration', 'brand',  interval '19 days'),
  ('10000000-0000-4000-8000-000000000174', 'grace.kim@members.pitchside.dev',      'Grace Kim',          'creator', interval '17 days'),
  ('10000000-0000-4000-8000-000000000175', 'courtside@members.pitchside.dev',      'Courtside Optics',   'brand',   interval '14 days'),
  ('10000000-0000-4000-8000-000000000176', 'marcus.bell@members.pitchside.dev',    'Marcus Bell',        'athlete', interval '12 days'),
  ('10000000-0000-4000-8000-000000000177', 'playbook@members.pitchside.dev',       'Playbook Sports Mgmt', 'agency', interval '10 days'),
  ('10000000-0000-4000-8000-000000000178', 'kyle.mercer@members.pitchside.dev',    'Kyle Mercer',        'creator', interval '9 days'),
  ('10000000-0000-4000-8000-000000000179', 'lumen@members.pitchside.dev',          'Lumen Skin Lab',     'brand',   interval '6 days'),
  ('10000000-0000-4000-8000-000000000180', 'sofia.reyes@members.pitchside.dev',    'Sofia Reyes',        'athlete', interval '4 days'),
  ('10000000-0000-4000-8000-000000000181', 'theo.nakamura@members.pitchside.dev',  'Theo Nakamura',      'creator', interval '3 days'),
  ('10000000-0000-4000-8000-000000000182', 'ava.thompson@members.pitchside.dev',   'Ava Thompson',       'athlete', interval '2 days'),
  ('10000000-0000-4000-8000-000000000183', 'jamal.wright@members.pitchside.dev',   'Jamal Wright',       'athlete', interval '20 hours')
) as u(id, email, full_name, role, joined)
on conflict do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.created_at
from auth.users u
where u.email like '%@members.pitchside.dev'
on conflict (provider_id, provider) do nothing;

update public.profiles p set
  bio = v.bio, sport = v.sport, content_type = v.ctype, company_name = v.company, industry = v.industry,
  avatar_url = 'https://api.dicebear.com/7.x/avataaars/svg?seed=' || p.user_id::text, created_at = u.created_at
from (values
  ('10000000-0000-4000-8000-000000000170'::uuid, 'Volleyball libero and sports science student.', 'other', null, null, null),
  ('10000000-0000-4000-8000-000000000171'::uuid, 'Yoga and mobility creator, 40k on TikTok.', null, 'fitness', null, null),
  ('10000000-0000-4000-8000-000000000172'::uuid, 'Middle-distance runner from Leeds.', 'track', null, null, null),
  ('10000000-0000-4000-8000-000000000173'::uuid, 'Electrolyte drinks made for long training days.', null, null, 'Ridgeline Hydration', 'food'),
  ('10000000-0000-4000-8000-000000000174'::uuid, 'Home-cooking creator with a focus on athlete meal prep.', null, 'food', null, null),
  ('10000000-0000-4000-8000-000000000175'::uuid, 'Sports eyewear with prescription lenses.', null, null, 'Courtside Optics', 'sports'),
  ('10000000-0000-4000-8000-000000000176'::uuid, 'Linebacker and youth coach.', 'football', null, null, null),
  ('10000000-0000-4000-8000-000000000177'::uuid, 'Boutique agency for college athletes.', null, null, 'Playbook Sports Mgmt', 'sports'),
  ('10000000-0000-4000-8000-000000000178'::uuid, 'Growth hacker. Followers, likes, views: ask me how.', null, 'other', null, null),
  ('10000000-0000-4000-8000-000000000179'::uuid, 'Clean skincare for outdoor athletes.', null, null, 'Lumen Skin Lab', 'beauty'),
  ('10000000-0000-4000-8000-000000000180'::uuid, 'Swimmer, 200m butterfly.', 'swimming', null, null, null),
  ('10000000-0000-4000-8000-000000000181'::uuid, 'Skateboarding filmmaker.', null, 'entertainment', null, null),
  ('10000000-0000-4000-8000-000000000182'::uuid, 'Tennis player and part-time coach.', 'tennis', null, null, null),
  ('10000000-0000-4000-8000-000000000183'::uuid, 'Point guard, first year of college.', 'basketball', null, null, null)
) as v(user_id, bio, sport, ctype, company, industry)
join auth.users u on u.id = v.user_id
where p.user_id = v.user_id;

-- most finished onboarding; the two newest are still in it
update public.onboarding_status set profile_completed = true, role_setup_completed = true, preferences_set = true, onboarding_completed = true
where user_id in (select id from auth.users where email like '%@members.pitchside.dev')
  and user_id not in ('10000000-0000-4000-8000-000000000182', '10000000-0000-4000-8000-000000000183');

-- Brands waiting for verification (their deals stay out of the marketplace until then).
insert into public.brands (id, owner_id, name, logo_url, website_url, industry, description, verified, verification_requested_at, created_at) values
  ('20000000-0000-4000-8000-000000000170', '10000000-0000-4000-8000-000000000173', 'Ridgeline Hydration',
   'https://api.dicebear.com/7.x/identicon/svg?seed=ridgeline', 'https://ridgelinehydration.example.com', 'food',
   'Electrolyte drink mixes tested with trail runners and triathletes.', false, now() - interval '5 days', now() - interval '18 days'),
  ('20000000-0000-4000-8000-000000000171', '10000000-0000-4000-8000-000000000175', 'Courtside Optics',
   'https://api.dicebear.com/7.x/identicon/svg?seed=courtside', 'https://courtsideoptics.example.com', 'sports',
   'Impact-rated sports glasses with prescription lenses, made in Portland.', false, now() - interval '2 days', now() - interval '13 days'),
  ('20000000-0000-4000-8000-000000000172', '10000000-0000-4000-8000-000000000179', 'Lumen Skin Lab',
   'https://api.dicebear.com/7.x/identicon/svg?seed=lumen', 'https://lumenskinlab.example.com', 'beauty',
   'Mineral sunscreen and recovery balms for athletes who train outdoors.', false, now() - interval '7 hours', now() - interval '5 days')
on conflict (id) do nothing;

insert into public.deals (brand_id, title, description, tags, category, compensation_amount, application_deadline, deliverables, requirements, is_active, created_at, updated_at)
select b.id, v.title, v.description, v.tags, v.category, v.amount, now() + v.deadline, v.deliverables, v.requirements, true, now() - v.age, now() - v.age
from (values
  ('Ridgeline Hydration', 'Long-Run Hydration Ambassador', 'Test our new electrolyte mix on your long runs for six weeks and share honest results.', array['nutrition','running']::text[], 'Nutrition', 900, interval '30 days', array['3 Instagram stories','1 review reel']::text[], array['18+','Endurance athlete']::text[], interval '17 days'),
  ('Courtside Optics', 'Prescription Sports Glasses Review', 'Play a full week in our impact-rated glasses and review fit, fog and clarity.', array['sports-equipment','review']::text[], 'Sports Equipment', 600, interval '25 days', array['1 review video']::text[], array['Wears prescription lenses']::text[], interval '12 days'),
  ('Lumen Skin Lab', 'Outdoor Training Skincare Routine', 'Show your pre- and post-training skincare with our mineral sunscreen.', array['beauty','skincare']::text[], 'Beauty', 450, interval '28 days', array['2 TikTok videos']::text[], array['16+']::text[], interval '5 hours'),
  ('PeakFuel Nutrition', 'Half-Marathon Fueling Diary', 'Document your fueling plan for a half-marathon build with PeakFuel gels.', array['nutrition','running']::text[], 'Nutrition', 1200, interval '40 days', array['4 training diary posts']::text[], array['Registered for a half-marathon']::text[], interval '26 days'),
  ('Stride Apparel', 'Recycled Running Kit Lookbook', 'Style three looks from the recycled running line for a spring lookbook.', array['apparel','fashion']::text[], 'Apparel', 800, interval '35 days', array['1 carousel post','1 reel']::text[], array['Fashion or fitness creator']::text[], interval '21 days'),
  ('Volt Tech', 'Open-Ear Headphones Training Test', 'Train with our open-ear headphones for two weeks and share what you hear.', array['technology','audio']::text[], 'Technology', 700, interval '30 days', array['1 YouTube short','2 stories']::text[], array['18+']::text[], interval '15 days'),
  ('Harvest Table', 'Athlete Meal-Prep Sunday', 'Cook a week of Harvest Table meal kits and share your prep day.', array['food','nutrition']::text[], 'Food & Dining', 500, interval '30 days', array['1 reel','3 stories']::text[], array['Food or fitness content']::text[], interval '8 days'),
  ('FitForge Gyms', 'Gym Opening Weekend Host', 'Host our opening weekend in Denver: classes, a Q&A and a live stream.', array['fitness','event']::text[], 'Fitness', 1500, interval '20 days', array['Live stream','Event appearance']::text[], array['Denver area']::text[], interval '3 days')
) as v(brand, title, description, tags, category, amount, deadline, deliverables, requirements, age)
join public.brands b on b.name = v.brand
where not exists (select 1 from public.deals d where d.title = v.title);

-- Applications from the new members (to brands without a demo owner), some decided.
insert into public.applications (deal_id, user_id, application_data, status, reviewed_at, created_at)
select d.id, a.user_id::uuid, jsonb_build_object('pitch', a.pitch), a.status,
       case when a.status in ('accepted', 'rejected') then now() - a.age + interval '1 day' end, now() - a.age
from (values
  ('Half-Marathon Fueling Diary', '10000000-0000-4000-8000-000000000172', 'I am racing the Leeds half in six weeks and blog every session.', 'accepted', interval '24 days'),
  ('Half-Marathon Fueling Diary', '10000000-0000-4000-8000-000000000170', 'Volleyball is my sport but I run half-marathons in the off-season.', 'rejected', interval '23 days'),
  ('Recycled Running Kit Lookbook', '10000000-0000-4000-8000-000000000171', 'My yoga audience loves sustainable kit.', 'accepted', interval '19 days'),
  ('Recycled Running Kit Lookbook', '10000000-0000-4000-8000-000000000174', 'I style athleisure for my cooking videos every week.', 'pending', interval '16 days'),
  ('Open-Ear Headphones Training Test', '10000000-0000-4000-8000-000000000176', 'I coach with music on; safety matters to me.', 'accepted', interval '13 days'),
  ('Open-Ear Headphones Training Test', '10000000-0000-4000-8000-000000000180', 'Pool deck and dryland both, happy to test.', 'rejected', interval '11 days'),
  ('Athlete Meal-Prep Sunday', '10000000-0000-4000-8000-000000000174', 'Meal prep is literally my channel.', 'accepted', interval '7 days'),
  ('Athlete Meal-Prep Sunday', '10000000-0000-4000-8000-000000000181', 'I can film it cinematically.', 'pending', interval '6 days'),
  ('Gym Opening Weekend Host', '10000000-0000-4000-8000-000000000176', 'I live in Denver and run youth camps.', 'pending', interval '2 days'),
  ('Gym Opening Weekend Host', '10000000-0000-4000-8000-000000000182', 'Experienced host, tennis and fitness classes.', 'pending', interval '1 day'),
  ('Half-Marathon Fueling Diary', '10000000-0000-4000-8000-000000000180', 'Swim-run athlete, fueling is my weak spot.', 'pending', interval '4 days')
) as a(deal, user_id, pitch, status, age)
join public.deals d on d.title = a.deal
on conflict (deal_id, user_id) do nothing;

-- Members applying to the agency's Summit Travel deals, so Elevate has applicants to review.
insert into public.applications (deal_id, user_id, application_data, status, created_at)
select d.id, a.user_id::uuid,
       jsonb_build_object('pitch', a.pitch, 'proposedRate', a.rate, 'deliveryPlan', a.plan, 'links', to_jsonb(a.links),
                          'startDate', to_char(now() + interval '14 days', 'YYYY-MM-DD')),
       a.status, now() - a.age
from (values
  ('Ski Season Content Partner', '10000000-0000-4000-8000-000000000181',
   'I film skateboarding for a living and spend every winter on a snowboard. I would shoot your resorts the way I shoot a street line: fast, low and in one take.',
   4500, 'Five reels across January, one resort review video, raw clips for your own channels.', array['https://vimeo.com/theonakamura'],
   'pending', interval '2 days'),
  ('Family Sports Holiday Feature', '10000000-0000-4000-8000-000000000170',
   'Our volleyball club travels as families every February. I would film the whole trip, from the beach court to the kids'' ski lesson.',
   1700, 'Two posts and one video during the February break.', array['https://instagram.com/rileyjames.libero'],
   'shortlisted', interval '3 days'),
  ('Family Sports Holiday Feature', '10000000-0000-4000-8000-000000000174',
   'Holiday cooking with the kids is my most-watched series: a week of resort meals between the activities fits it exactly.',
   1900, 'Two recipe posts from the resort kitchen and a week-in-the-life video.', array['https://youtube.com/@gracekimcooks'],
   'pending', interval '20 hours')
) as a(deal, user_id, pitch, rate, plan, links, status, age)
join public.deals d on d.title = a.deal
on conflict (deal_id, user_id) do nothing;

-- Payments: subscriptions, one-off payments and deal funding (their deal_payments rows are in the payments
-- section at the end). Payers are the new members, so the demo accounts' notifications stay as they were.
insert into public.subscriptions (user_id, plan_id, status, stripe_customer_id, stripe_subscription_id, current_period_start, current_period_end, created_at)
values
  ('10000000-0000-4000-8000-000000000171', 'pro', 'active', 'cus_seed_nina', 'sub_seed_nina', now() - interval '10 days', now() + interval '20 days', now() - interval '24 days'),
  ('10000000-0000-4000-8000-000000000173', 'brand', 'active', 'cus_seed_ridgeline', 'sub_seed_ridgeline', now() - interval '5 days', now() + interval '25 days', now() - interval '18 days'),
  ('10000000-0000-4000-8000-000000000177', 'brand', 'past_due', 'cus_seed_playbook', 'sub_seed_playbook', now() - interval '31 days', now() - interval '1 day', now() - interval '10 days'),
  ('10000000-0000-4000-8000-000000000174', 'pro', 'canceled', 'cus_seed_grace', 'sub_seed_grace', now() - interval '16 days', now() + interval '14 days', now() - interval '16 days')
on conflict do nothing;

insert into public.payments (user_id, amount, currency, description, status, stripe_payment_intent_id, metadata, created_at)
select v.user_id::uuid, v.amount, 'usd', v.description, v.status, 'pi_seed_' || v.n, v.metadata, now() - v.age
from (values
  (1, '10000000-0000-4000-8000-000000000171', 1900, 'Pro plan, monthly', 'succeeded', '{}'::jsonb, interval '24 days'),
  (2, '10000000-0000-4000-8000-000000000173', 19900, 'Brand plan, monthly', 'succeeded', '{}'::jsonb, interval '18 days'),
  (3, '10000000-0000-4000-8000-000000000177', 19900, 'Brand plan, monthly', 'failed', '{}'::jsonb, interval '1 day'),
  (4, '10000000-0000-4000-8000-000000000174', 1900, 'Pro plan, monthly', 'refunded', '{}'::jsonb, interval '15 days'),
  (5, '10000000-0000-4000-8000-000000000177', 120000, 'Deal funding: Half-Marathon Fueling Diary', 'succeeded',
   jsonb_build_object('deal_id', (select id from public.deals where title = 'Half-Marathon Fueling Diary'), 'released_at', (now() - interval '6 days')::text), interval '22 days'),
  (6, '10000000-0000-4000-8000-000000000177', 80000, 'Deal funding: Recycled Running Kit Lookbook', 'succeeded',
   jsonb_build_object('deal_id', (select id from public.deals where title = 'Recycled Running Kit Lookbook')), interval '18 days'),
  (7, '10000000-0000-4000-8000-000000000173', 50000, 'Deal funding: Athlete Meal-Prep Sunday', 'succeeded',
   jsonb_build_object('deal_id', (select id from public.deals where title = 'Athlete Meal-Prep Sunday')), interval '6 days'),
  (8, '10000000-0000-4000-8000-000000000175', 1900, 'Pro plan, monthly', 'succeeded', '{}'::jsonb, interval '3 days')
) as v(n, user_id, amount, description, status, metadata, age)
on conflict do nothing;

-- A post that breaks the rules and a rude comment, reported by several members.
insert into public.community_posts (id, user_id, title, content, post_type, tags, created_at) values
  ('30000000-0000-4000-8000-000000000170', '10000000-0000-4000-8000-000000000178', 'Get 10k followers in 48 hours',
   'Brands only look at numbers. DM me and I will boost your account overnight, guaranteed. Payment up front.',
   'opportunity', array['growth'], now() - interval '26 hours'),
  ('30000000-0000-4000-8000-000000000171', '10000000-0000-4000-8000-000000000178', 'Cheap engagement packages',
   'Likes, saves and comments from real-looking accounts. Ask for the price list.',
   'opportunity', array['growth'], now() - interval '8 days'),
  ('30000000-0000-4000-8000-000000000172', '10000000-0000-4000-8000-000000000181', 'Filming a skate edit for a shoe brand',
   'Looking for tips on pitching a skate edit to a footwear brand. What should the first email say?',
   'question', array['skate','pitching'], now() - interval '2 days')
on conflict (id) do nothing;

insert into public.post_comments (id, post_id, user_id, content, created_at) values
  ('31000000-0000-4000-8000-000000000170', '30000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000176',
   'Nobody cares about your posting times, this is the most useless thread here.', now() - interval '18 hours'),
  ('31000000-0000-4000-8000-000000000171', '30000000-0000-4000-8000-000000000172', '10000000-0000-4000-8000-000000000174',
   'Lead with one clip and the audience numbers. Keep it under 120 words.', now() - interval '30 hours')
on conflict (id) do nothing;

-- The second spam post was removed a week ago (its author was told).
update public.community_posts set removed_at = now() - interval '7 days', removed_by = '10000000-0000-4000-8000-000000000005',
  removed_reason = 'Selling fake engagement breaks the community rules.'
where id = '30000000-0000-4000-8000-000000000171';

insert into public.reports (reporter_id, target_type, target_id, reason, note, status, resolved_by, resolved_at, resolution_note, created_at)
select v.reporter::uuid, v.target_type, v.target_id::uuid, v.reason, v.note, v.status,
       case when v.status <> 'open' then '10000000-0000-4000-8000-000000000005'::uuid end,
       case when v.status <> 'open' then now() - v.age + interval '1 day' end, v.resolution, now() - v.age
from (values
  ('10000000-0000-4000-8000-000000000001', 'post', '30000000-0000-4000-8000-000000000170', 'scam', 'Asks for money up front to "boost" accounts.', 'open', null, interval '20 hours'),
  ('10000000-0000-4000-8000-000000000002', 'post', '30000000-0000-4000-8000-000000000170', 'spam', null, 'open', null, interval '18 hours'),
  ('10000000-0000-4000-8000-000000000016', 'post', '30000000-0000-4000-8000-000000000170', 'scam', 'Fake followers get athletes dropped by brands.', 'open', null, interval '6 hours'),
  ('10000000-0000-4000-8000-000000000014', 'comment', '31000000-0000-4000-8000-000000000170', 'harassment', 'Needlessly rude to Maya.', 'open', null, interval '12 hours'),
  ('10000000-0000-4000-8000-000000000011', 'deal', (select id::text from public.deals where title = 'Open-Ear Headphones Training Test'), 'scam', 'The brand asked me to pay a deposit for the test pair.', 'open', null, interval '10 hours'),
  ('10000000-0000-4000-8000-000000000013', 'profile', '10000000-0000-4000-8000-000000000178', 'impersonation', 'Claims to work for Pitchside in DMs.', 'open', null, interval '3 days'),
  ('10000000-0000-4000-8000-000000000012', 'post', '30000000-0000-4000-8000-000000000171', 'spam', null, 'resolved', 'Post removed: Selling fake engagement breaks the community rules.', interval '8 days'),
  ('10000000-0000-4000-8000-000000000015', 'post', '30000000-0000-4000-8000-000000000005', 'spam', 'Looks like self-promotion.', 'dismissed', 'A collab request is allowed in the opportunity category.', interval '9 hours')
) as v(reporter, target_type, target_id, reason, note, status, resolution, age)
on conflict do nothing;

-- A member suspended for repeated spam: no sign-in (GoTrue's ban), no writes.
update public.profiles set suspended_at = now() - interval '2 days', suspended_reason = 'Repeated spam and paid-engagement offers after a warning.'
where user_id = '10000000-0000-4000-8000-000000000178';
update auth.users set banned_until = now() + interval '100 years' where id = '10000000-0000-4000-8000-000000000178';

-- A deal an admin took down.
update public.deals set is_active = false, deactivated_at = now() - interval '4 days', deactivated_by = '10000000-0000-4000-8000-000000000005',
  deactivated_reason = 'Resells limited drops without the rights holders'' permission.'
where title = 'Merch Drop Reseller (unverified brand)';

insert into public.notifications (user_id, title, message, type, action_url, metadata, created_at) values
  ('10000000-0000-4000-8000-000000000178', 'Your post was removed',
   'An administrator removed "Cheap engagement packages": Selling fake engagement breaks the community rules.', 'warning', '/community',
   '{"kind":"post_moderation","post_id":"30000000-0000-4000-8000-000000000171","removed":true}', now() - interval '7 days');

-- The audit trail of those decisions (and of earlier ones).
insert into public.admin_audit_log (actor_id, action, target_type, target_id, reason, details, created_at) values
  ('10000000-0000-4000-8000-000000000005', 'brand.verify', 'brand', '20000000-0000-4000-8000-000000000001', null, '{"name":"Apex Athletics"}', now() - interval '20 days'),
  ('10000000-0000-4000-8000-000000000005', 'user.set_role', 'user', '10000000-0000-4000-8000-000000000177', null, '{"from":"athlete","to":"agency"}', now() - interval '10 days'),
  ('10000000-0000-4000-8000-000000000005', 'post.remove', 'post', '30000000-0000-4000-8000-000000000171', 'Selling fake engagement breaks the community rules.',
   '{"title":"Cheap engagement packages","author_id":"10000000-0000-4000-8000-000000000178","reports_resolved":1}', now() - interval '7 days'),
  ('10000000-0000-4000-8000-000000000005', 'deal.deactivate', 'deal', (select id::text from public.deals where title = 'Merch Drop Reseller (unverified brand)'),
   'Resells limited drops without the rights holders'' permission.', '{"title":"Merch Drop Reseller (unverified brand)"}', now() - interval '4 days'),
  ('10000000-0000-4000-8000-000000000005', 'user.suspend', 'user', '10000000-0000-4000-8000-000000000178', 'Repeated spam and paid-engagement offers after a warning.',
   '{"name":"Kyle Mercer"}', now() - interval '2 days'),
  ('10000000-0000-4000-8000-000000000005', 'report.dismiss', 'report',
   coalesce((select id::text from public.reports where target_id = '30000000-0000-4000-8000-000000000005' and status = 'dismissed' limit 1), 'none'),
   'A collab request is allowed in the opportunity category.', '{"target_type":"post","reason":"spam"}', now() - interval '8 hours');

-- =============================================================================
-- Profiles and media kits (issue 16): the demo athlete's and creator's published
-- media kits, the athlete's school and position, a member's partnership
-- preferences, and a few months of profile and media-kit views. Seeded photos
-- and brand logos pointed at an outside avatar service; they are cleared so the
-- locally drawn default avatar shows (no request leaves the machine).
-- =============================================================================
update public.profiles set avatar_url = null where avatar_url like 'https://api.dicebear.com/%';
update public.brands set logo_url = null where logo_url like 'https://api.dicebear.com/%';

update public.profiles
set extra_data = extra_data || jsonb_build_object('school', 'Ohio State University', 'position', 'Point guard', 'location', 'Columbus, OH')
where user_id = '10000000-0000-4000-8000-000000000001';
update public.profiles
set extra_data = extra_data || jsonb_build_object('location', 'Austin, TX')
where user_id = '10000000-0000-4000-8000-000000000002';
update public.profiles
set extra_data = extra_data || jsonb_build_object('school', 'University of Oregon', 'position', '100m / 200m', 'location', 'Eugene, OR',
      'preferences', coalesce(extra_data->'preferences', '{}'::jsonb)
        || jsonb_build_object('refused_categories', jsonb_build_array('gaming', 'beauty'), 'min_deal_amount', 300))
where user_id = '10000000-0000-4000-8000-000000000011';

insert into public.creator_platforms (user_id, platform, handle, url, follower_count, engagement_rate, verified) values
  ('10000000-0000-4000-8000-000000000001', 'instagram', 'jordanreyes', 'https://instagram.com/jordanreyes', 48200, 6.10, false),
  ('10000000-0000-4000-8000-000000000001', 'tiktok', 'jordanhoops', 'https://tiktok.com/@jordanhoops', 91500, 8.40, false)
on conflict (user_id, platform) do nothing;

insert into public.audience_demographics (user_id, platform, dimension, label, percentage) values
  ('10000000-0000-4000-8000-000000000001', null, 'age', '13-17', 22.0),
  ('10000000-0000-4000-8000-000000000001', null, 'age', '18-24', 46.0),
  ('10000000-0000-4000-8000-000000000001', null, 'age', '25-34', 24.0),
  ('10000000-0000-4000-8000-000000000001', null, 'age', '35-44', 8.0),
  ('10000000-0000-4000-8000-000000000001', null, 'gender', 'Male', 63.0),
  ('10000000-0000-4000-8000-000000000001', null, 'gender', 'Female', 35.0),
  ('10000000-0000-4000-8000-000000000001', null, 'gender', 'Other', 2.0),
  ('10000000-0000-4000-8000-000000000001', null, 'location', 'Ohio', 31.0),
  ('10000000-0000-4000-8000-000000000001', null, 'location', 'Michigan', 9.0),
  ('10000000-0000-4000-8000-000000000001', null, 'location', 'Illinois', 7.0);

insert into public.media_kits (user_id, handle, published, headline, sections, rates) values
  ('10000000-0000-4000-8000-000000000001', 'jordan-reyes', true, 'Division I point guard. Film-room regular. Youth coach on weekends.',
   '{bio,platforms,audience,stats,achievements,partnerships,rates}',
   '[{"label":"Instagram post","amount":650},{"label":"TikTok video","amount":800},{"label":"Camp or store appearance (2 hours)","amount":1500}]'),
  ('10000000-0000-4000-8000-000000000002', 'maya-moves', true, 'Honest fitness reviews and high-protein recipes for 550k people.',
   '{bio,platforms,audience,partnerships,rates}',
   '[{"label":"Instagram reel","amount":2400},{"label":"TikTok video","amount":2800},{"label":"YouTube integration (60-90 s)","amount":4200}]'),
  ('10000000-0000-4000-8000-000000000011', 'sam-okafor', false, 'Sprinter chasing a sub-10.', '{bio,stats,achievements}', '[]')
on conflict (user_id) do nothing;

-- views over the last five months (the owners' analytics); signed-in viewers where a member looked, none for public visits
insert into public.profile_views (profile_user_id, viewer_id, kind, viewed_at)
select v.owner::uuid,
       case when v.kind = 'profile' then (array['10000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000004',
                                                '10000000-0000-4000-8000-000000000170', '10000000-0000-4000-8000-000000000173'])[1 + n % 4]::uuid end,
       v.kind, now() - make_interval(days => (n * v.spread) % 150, hours => n % 23)
from (values
  ('10000000-0000-4000-8000-000000000001', 'profile', 38, 7),
  ('10000000-0000-4000-8000-000000000001', 'media_kit', 61, 5),
  ('10000000-0000-4000-8000-000000000002', 'profile', 52, 3),
  ('10000000-0000-4000-8000-000000000002', 'media_kit', 140, 2)
) as v(owner, kind, how_many, spread)
cross join lateral generate_series(1, v.how_many) n;

-- =============================================================================
-- Payments (issue 12): plans, payment history and deal money held until the
-- work is approved. Stripe ids are the stand-in's shape. The notification
-- triggers are off while seeding: the notifications section already tells the
-- demo accounts what they need to know (the brand's declined renewal).
-- =============================================================================
alter table public.payments disable trigger payments_notify;
alter table public.deal_payments disable trigger deal_payments_notify;

insert into public.stripe_customers (user_id, stripe_customer_id) values
  ('10000000-0000-4000-8000-000000000001', 'cus_seedJordanReyes'),
  ('10000000-0000-4000-8000-000000000002', 'cus_seedMayaChen'),
  ('10000000-0000-4000-8000-000000000003', 'cus_seedApexAthletics'),
  ('10000000-0000-4000-8000-000000000004', 'cus_seedElevateAgency')
on conflict (user_id) do nothing;

-- Jordan and Apex are on paid plans, the agency's plan ends at the period's end, Maya's Pro trial month ended.
insert into public.subscriptions (user_id, plan_id, price_id, status, stripe_customer_id, stripe_subscription_id,
                                  current_period_start, current_period_end, cancel_at_period_end, created_at) values
  ('10000000-0000-4000-8000-000000000001', 'pro', 'price_pro_monthly', 'active', 'cus_seedJordanReyes', 'sub_seedJordanPro',
   now() - interval '18 days', now() + interval '12 days', false, now() - interval '48 days'),
  ('10000000-0000-4000-8000-000000000003', 'brand', 'price_brand_monthly', 'active', 'cus_seedApexAthletics', 'sub_seedApexBrand',
   now() - interval '10 days', now() + interval '20 days', false, now() - interval '70 days'),
  ('10000000-0000-4000-8000-000000000004', 'brand', 'price_brand_monthly', 'active', 'cus_seedElevateAgency', 'sub_seedElevateBrand',
   now() - interval '25 days', now() + interval '5 days', true, now() - interval '55 days'),
  ('10000000-0000-4000-8000-000000000002', 'pro', 'price_pro_monthly', 'canceled', 'cus_seedMayaChen', 'sub_seedMayaPro',
   now() - interval '40 days', now() - interval '10 days', true, now() - interval '40 days');

insert into public.payments (user_id, amount, description, status, stripe_payment_intent_id, created_at) values
  ('10000000-0000-4000-8000-000000000001', 1900, 'Pitchside Pro: monthly plan', 'succeeded', 'pi_seedJordan1', now() - interval '48 days'),
  ('10000000-0000-4000-8000-000000000001', 1900, 'Pitchside Pro: monthly plan', 'succeeded', 'pi_seedJordan2', now() - interval '18 days'),
  ('10000000-0000-4000-8000-000000000002', 1900, 'Pitchside Pro: monthly plan', 'succeeded', 'pi_seedMaya1', now() - interval '40 days'),
  ('10000000-0000-4000-8000-000000000003', 19900, 'Pitchside Brand: monthly plan', 'succeeded', 'pi_seedApex1', now() - interval '40 days'),
  ('10000000-0000-4000-8000-000000000003', 19900, 'Pitchside Brand: monthly plan', 'failed', null, now() - interval '11 days'),
  ('10000000-0000-4000-8000-000000000003', 19900, 'Pitchside Brand: monthly plan', 'succeeded', 'pi_seedApex2', now() - interval '10 days'),
  ('10000000-0000-4000-8000-000000000004', 19900, 'Pitchside Brand: monthly plan', 'succeeded', 'pi_seedElevate1', now() - interval '25 days');

-- Apex funded both of its accepted deals: the money is held while the work is reviewed.
with funded as (
  insert into public.payments (user_id, amount, description, status, stripe_payment_intent_id, metadata, created_at)
  select '10000000-0000-4000-8000-000000000003', round(public.application_amount(a.application_data, d.compensation_amount) * 100)::bigint,
         'Deal funding: ' || d.title, 'succeeded', 'pi_seedFund' || left(replace(a.id::text, '-', ''), 12),
         jsonb_build_object('application_id', a.id, 'user_id', '10000000-0000-4000-8000-000000000003'), now() - interval '5 days'
  from public.applications a join public.deals d on d.id = a.deal_id
  where a.status = 'accepted' and d.brand_id = '20000000-0000-4000-8000-000000000001' and d.compensation_amount > 0
  returning id, amount, (metadata->>'application_id')::uuid as application_id
)
insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount, status, payment_id, funded_at, submitted_at, created_at)
select f.application_id, a.deal_id, '20000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000003', a.user_id,
       f.amount, 'held', f.id, now() - interval '5 days',
       (select max(x.submitted_at) from public.deal_deliverables x where x.application_id = a.id), now() - interval '5 days'
from funded f join public.applications a on a.id = f.application_id;

-- The members' deal funding from the admin section: one released after approval, two held.
insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount, status, payment_id,
                                  release_reason, funded_at, approved_at, released_at, created_at)
select a.id, d.id, d.brand_id, p.user_id, a.user_id, p.amount,
       case when p.metadata ? 'released_at' then 'released' else 'held' end, p.id,
       case when p.metadata ? 'released_at' then 'approved' end, p.created_at,
       (p.metadata->>'released_at')::timestamptz, (p.metadata->>'released_at')::timestamptz, p.created_at
from public.payments p
join public.deals d on d.id = (p.metadata->>'deal_id')::uuid
join lateral (select x.id, x.user_id from public.applications x where x.deal_id = d.id and x.status = 'accepted' order by x.created_at limit 1) a on true
where p.metadata ? 'deal_id'
on conflict (application_id) do nothing;

alter table public.payments enable trigger payments_notify;
alter table public.deal_payments enable trigger deal_payments_notify;

-- =============================================================================
-- AI features (issue 18): partnership preferences the match score reads, target
-- audiences on deals, terms the deal analysis flags, captions on submitted
-- deliverables, and the demo athlete's and creator's past posts and planned
-- posts for the scheduling tool.
-- =============================================================================
-- extra_data merges shallowly, so the whole preferences object is written back with the new keys in it.
update public.profiles p set extra_data = jsonb_set(p.extra_data, '{preferences}',
    coalesce(p.extra_data->'preferences', '{}'::jsonb) || v.prefs)
from (values
  ('10000000-0000-4000-8000-000000000001'::uuid, '{"refused_categories":["gaming","supplements"],"min_deal_amount":500}'::jsonb),
  ('10000000-0000-4000-8000-000000000002'::uuid, '{"refused_categories":["supplements"],"min_deal_amount":1000}'::jsonb),
  ('10000000-0000-4000-8000-000000000011'::uuid, '{"interested_categories":["Apparel","Recovery"]}'::jsonb),
  ('10000000-0000-4000-8000-000000000013'::uuid, '{"interested_categories":["Gaming","Technology"],"refused_categories":["beauty"]}'::jsonb)
) as v(user_id, prefs)
where p.user_id = v.user_id;

update public.deals d set target_audience = v.audience
from (values
  ('Court Shoe Launch Campaign', '{"platforms":["instagram","tiktok"],"min_followers":5000,"sports":["basketball"],"regions":["Ohio","Michigan","Indiana"]}'::jsonb),
  ('Smartwatch Performance Tracker Review', '{"platforms":["youtube","instagram"],"min_followers":50000,"age_range":"18-24"}'::jsonb),
  ('Wireless Earbuds Workout Series', '{"platforms":["tiktok","instagram"],"min_followers":20000}'::jsonb),
  ('Game-Day Fuel Partner', '{"platforms":["instagram"],"min_followers":2000,"age_range":"18-24","regions":["US"]}'::jsonb),
  ('Summer Running Collection Shoot', '{"platforms":["instagram"],"min_followers":10000,"sports":["track","soccer"]}'::jsonb),
  ('Charity Stream Partner', '{"platforms":["twitch","youtube"],"min_followers":10000}'::jsonb),
  ('Post-Workout Glow Routine', '{"platforms":["instagram","tiktok"],"age_range":"25-34"}'::jsonb),
  ('Goalkeeper Glove Field Test', '{"sports":["soccer"],"regions":["United States","United Kingdom"]}'::jsonb)
) as v(title, audience)
where d.title = v.title;

-- Terms the deal analysis flags (exclusivity, perpetual usage, late payment).
update public.deals set requirements = requirements || array['12-month category exclusivity for sports nutrition', 'Payment net 60 after the campaign ends']
where title = 'Clean Sport Supplement Ambassador';
update public.deals set requirements = requirements || array['Apex may use the design content in perpetuity, in all media']
where title = 'Signature Glove Design Collab';

update public.deal_deliverables x set caption = v.caption
from (values
  ('Unboxing video', '#ad First look at the @apexathletics Court Pro. Which colourway should I wear on Saturday? Link in bio. #CourtPro #hoops'),
  ('2 in-game posts', 'Game one in the new Court Pros! Thanks @apexathletics #sp #hoops #gameday'),
  ('On-site appearance', 'Sixty kids, one footwork station and a lot of energy at the @apexathletics youth camp. #coaching #community #camp #ad')
) as v(title, caption)
where x.title = v.title and x.submission_url is not null;

-- Past posts: evenings after practice do best for Jordan, weekend mornings for Maya.
insert into public.post_stats (user_id, posted_at, platform, reach, engagement)
select '10000000-0000-4000-8000-000000000001', date_trunc('day', now()) - (n * interval '2 days') + make_interval(hours => h.hour),
       case when n % 3 = 0 then 'tiktok' else 'instagram' end,
       reach, (reach * case when h.hour between 18 and 20 then 78 + (n * 37) % 31 else 31 + (n * 29) % 23 end) / 1000
from generate_series(1, 36) n
cross join lateral (select (array[7, 12, 18, 19, 20, 22])[1 + n % 6] as hour) h
cross join lateral (select 2600 + (n * 137) % 1400 + case when h.hour between 18 and 20 then 2200 else 0 end as reach) r
on conflict do nothing;

insert into public.post_stats (user_id, posted_at, platform, reach, engagement)
select '10000000-0000-4000-8000-000000000002', date_trunc('day', now()) - (n * interval '1 day') + make_interval(hours => h.hour),
       (array['instagram', 'tiktok', 'youtube'])[1 + n % 3],
       reach, (reach * case when extract(isodow from now() - n * interval '1 day') >= 6 and h.hour < 12 then 8 else 5 end) / 100
from generate_series(1, 45) n
cross join lateral (select (array[9, 11, 13, 17, 20])[1 + n % 5] as hour) h
cross join lateral (select 21000 + (n * 911) % 9000 as reach) r
on conflict do nothing;

insert into public.planned_posts (user_id, title, platform, planned_for, caption, deal_id)
select v.user_id::uuid, v.title, v.platform, date_trunc('day', now()) + v.at, v.caption, (select id from public.deals where title = v.deal)
from (values
  ('10000000-0000-4000-8000-000000000001', 'Court Pro game-day reel', 'instagram', interval '2 days 19 hours',
   '#ad Game day in the @apexathletics Court Pro. What should I work on next? #CourtPro', 'Court Shoe Launch Campaign'),
  ('10000000-0000-4000-8000-000000000001', 'Free-throw routine breakdown', 'tiktok', interval '4 days 18 hours', 'My 10-shot free-throw routine. Save it for practice!', null),
  ('10000000-0000-4000-8000-000000000001', 'Pre-season lift with the team', 'instagram', interval '8 days 19 hours', null, null),
  ('10000000-0000-4000-8000-000000000002', 'Saturday smoothie bowl', 'instagram', interval '5 days 10 hours', 'Three-minute recovery bowl. Which topping wins? Comment below.', null),
  ('10000000-0000-4000-8000-000000000002', 'Week of training vlog', 'youtube', interval '9 days 17 hours', null, null)
) as v(user_id, title, platform, at, caption, deal);

-- =============================================================================
-- Money integrity (issue 29): each deal funding payment names the deal payment it
-- funded, as the functions record it now (one payable checkout and one kept
-- charge per deal payment).
-- =============================================================================
update public.payments p set deal_payment_id = d.id
from public.deal_payments d
where d.payment_id = p.id and p.deal_payment_id is null;

-- =============================================================================
-- Connect payouts (issue 31): Jordan Reyes has a ready Stripe Express account
-- and three deals paid over the last months (10% platform fee recorded on each):
-- two are in his bank, the last one's payout is in transit, a day late; Marcus Bell started setting up payouts and Stripe still needs his bank
-- account and an ID document. Maya has not set up payouts yet, so the demo
-- creator shows "Set up payouts". Stripe ids are the stand-in's shape (it adopts
-- the accounts at start).
-- =============================================================================
insert into public.payout_accounts (user_id, stripe_account_id, state, requirements, disabled_reason, details_submitted, charges_enabled, payouts_enabled, stripe_event_at, created_at) values
  ('10000000-0000-4000-8000-000000000001', 'acct_seedJordanReyes', 'ready', '{}', null, true, true, true, now() - interval '95 days', now() - interval '96 days'),
  ('10000000-0000-4000-8000-000000000176', 'acct_seedMarcusBell', 'details_needed', '{external_account,individual.verification.document}', 'requirements.past_due', true, false, false, now() - interval '3 days', now() - interval '3 days')
on conflict (user_id) do nothing;

insert into public.payouts (stripe_payout_id, user_id, stripe_account_id, amount, currency, status, arrival_at, paid_at, stripe_created_at, stripe_event_at) values
  ('po_seedJordan1', '10000000-0000-4000-8000-000000000001', 'acct_seedJordanReyes', 54000, 'usd', 'paid', now() - interval '74 days', now() - interval '74 days', now() - interval '75 days', now() - interval '74 days'),
  ('po_seedJordan2', '10000000-0000-4000-8000-000000000001', 'acct_seedJordanReyes', 108000, 'usd', 'paid', now() - interval '39 days', now() - interval '39 days', now() - interval '40 days', now() - interval '39 days'),
  ('po_seedJordan3', '10000000-0000-4000-8000-000000000001', 'acct_seedJordanReyes', 36000, 'usd', 'in_transit', now() + interval '4 hours', null, now() - interval '2 days', now() - interval '20 hours')
on conflict do nothing;


-- Negotiation on applications (issue 32): Jordan's application to "Pre-Season Training Gear Ambassador"
-- ($2,500) is in negotiation with three versions: Jordan asked $3,000, Apex Athletics countered at $2,400 with
-- usage rights and exclusivity, and Jordan's counter at $2,700 (Instagram usage only) waits for the brand.
-- =============================================================================
insert into public.application_terms (application_id, version, proposed_by, proposer_side, amount_cents, deliverables,
  usage_channels, usage_months, paid_ads_whitelisting, exclusivity_category, exclusivity_months, payment_timing, note, status, created_at)
select a.id, v.version, v.proposed_by::uuid, v.side, v.cents,
       jsonb_build_array(
         jsonb_build_object('title', '4 Instagram posts', 'due_date', to_char(current_date + 21, 'YYYY-MM-DD')),
         jsonb_build_object('title', '2 training reels', 'due_date', to_char(current_date + v.reels_in, 'YYYY-MM-DD'))),
       v.channels, v.months, false, v.excl, v.excl_months, v.timing, v.note, v.status, now() - v.ago
from public.applications a
join public.deals d on d.id = a.deal_id and d.title = 'Pre-Season Training Gear Ambassador'
cross join (values
  (1, '10000000-0000-4000-8000-000000000001', 'talent', 300000, 28, array[]::text[], 0, null, null, 'on_approval',
   'Four posts and two reels over the pre-season is a lot of filming; $3,000 covers it.', 'superseded', interval '2 days 20 hours'),
  (2, '10000000-0000-4000-8000-000000000003', 'brand', 240000, 35, array['instagram', 'website'], 6, 'Training apparel', 3, 'on_approval',
   'We can stretch to $2,400 if we can reuse the reels on our site for six months. Reels can come a week later.', 'superseded', interval '2 days'),
  (3, '10000000-0000-4000-8000-000000000001', 'talent', 270000, 35, array['instagram'], 6, 'Training apparel', 3, 'upfront',
   'Happy with the exclusivity. Instagram reuse only, and paid up front would help with travel: $2,700?', 'open', interval '20 hours')
) as v(version, proposed_by, side, cents, reels_in, channels, months, excl, excl_months, timing, note, status, ago)
where a.user_id = '10000000-0000-4000-8000-000000000001' and a.status = 'pending'
on conflict (application_id, version) do nothing;

-- =============================================================================
-- Invitations (issue 32): Apex Athletics invited Jordan and Maya to open deals; Jordan's is still open, Maya
-- declined one with a reason.
-- =============================================================================
insert into public.deal_invitations (deal_id, brand_id, talent_id, invited_by, note, status, decline_reason, expires_at, responded_at, created_at)
select d.id, d.brand_id, v.talent::uuid, '10000000-0000-4000-8000-000000000003', v.note, v.status, v.reason, d.application_deadline,
       case when v.status <> 'pending' then now() - interval '6 hours' end, now() - v.ago
from (values
  ('Basketball Skills Clinic Host', '10000000-0000-4000-8000-000000000001', 'Your free-throw breakdowns are exactly what our clinic needs. Would you host one session?', 'pending', null, interval '1 day'),
  ('Court Shoe Launch Campaign', '10000000-0000-4000-8000-000000000002', 'Your training vlogs would be a great fit for the Court Pro launch.', 'declined', 'I only partner with brands in fitness apparel this season.', interval '3 days'),
  ('Recovery Roller Review', '10000000-0000-4000-8000-000000000002', 'A recovery routine video with the roller, your way.', 'pending', null, interval '5 hours')
) as v(deal, talent, note, status, reason, ago)
join public.deals d on d.title = v.deal
where d.is_active and (d.application_deadline is null or d.application_deadline > now())
  and not exists (select 1 from public.applications a where a.deal_id = d.id and a.user_id = v.talent::uuid)
on conflict (deal_id, talent_id) do nothing;

-- =============================================================================
-- NIL compliance (issue 33): Riley James (riley.james@members.pitchside.dev) plays volleyball for the University
-- of Nebraska-Lincoln, an NCAA Division I school. Three accepted deals, dated in business days back from today so
-- the demo stays true whenever it is loaded:
--   * Volt Tech, $700 cash, agreed 8 business days ago: flagged, overdue (due 3 business days ago);
--   * Stride Apparel, $400 cash + $250 of recycled running kit, agreed 3 business days ago: flagged, due in 2
--     business days (today is its day-3 reminder, which the scheduled nilReminders sends);
--   * Harvest Table, $150: under $600 with that payor, nothing to report.
-- =============================================================================
update public.profiles
set extra_data = extra_data || '{"school": "University of Nebraska-Lincoln", "ncaa_division_i": true, "position": "Libero"}'::jsonb,
    graduation_year = 2027
where user_id = '10000000-0000-4000-8000-000000000170';

insert into public.applications (deal_id, user_id, application_data, status, reviewed_at, created_at)
select d.id, '10000000-0000-4000-8000-000000000170', jsonb_build_object('pitch', v.pitch, 'proposedRate', v.rate), 'accepted',
       (private.add_business_days(current_date, -v.agreed_bd) + time '15:00') at time zone 'UTC',
       (private.add_business_days(current_date, -v.agreed_bd) - 2 + time '10:00') at time zone 'UTC'
from (values
  ('Open-Ear Headphones Training Test', 'I train in the sand and the gym with music on; open-ear matters on a loud court.', 700, 8),
  ('Recycled Running Kit Lookbook', 'Off-season I run in recycled kit already; a lookbook from a volleyball player is a fresh angle.', 400, 3),
  ('Athlete Meal-Prep Sunday', 'Team meal prep on Sundays is a ritual for us; happy to film one.', 150, 1)
) as v(deal, pitch, rate, agreed_bd)
join public.deals d on d.title = v.deal
on conflict (deal_id, user_id) do nothing;

insert into public.deal_deliverables (application_id, title, position, due_date, status)
select a.id, t.title, t.n::int - 1, current_date + (7 * t.n::int), 'todo'
from public.applications a
join public.deals d on d.id = a.deal_id
cross join lateral unnest(d.deliverables) with ordinality as t(title, n)
where a.user_id = '10000000-0000-4000-8000-000000000170' and a.status = 'accepted'
  and not exists (select 1 from public.deal_deliverables x where x.application_id = a.id);

insert into public.nil_in_kind_items (application_id, user_id, description, value_cents, created_at)
select a.id, a.user_id, 'Recycled running kit: three outfits and trail shoes', 25000, a.reviewed_at + interval '1 hour'
from public.applications a join public.deals d on d.id = a.deal_id
where a.user_id = '10000000-0000-4000-8000-000000000170' and d.title = 'Recycled Running Kit Lookbook'
  and not exists (select 1 from public.nil_in_kind_items k where k.application_id = a.id);

-- The NIL lessons point at the NIL compliance page, and say plainly that the rules differ by school and state.
update public.lessons
set content = content || $md$

## Tracking it on Pitchside
Division I athletes: turn on **I am an NCAA Division I athlete** in your profile (Athletics) and [NIL compliance](/nil)
flags every deal once one payor's deals with you reach **$600** in cash and products, with its NIL Go due date (5
business days), a reminder on day 3, an **I reported it** checkbox, a deal sheet to download (PDF or CSV) and a school
disclosure report. Pitchside submits nothing for you, and **rules differ by school and state**: your compliance office
has the last word.
$md$
where slug in ('reporting-a-deal', 'state-laws-and-school-policies')
  and module_id = '50000000-0000-4000-8000-000000000001'
  and position('](/nil)' in content) = 0;
-- Receipts and billing history (issue 31): every seeded payment that went through
-- names the charge that paid it and when, as the webhook records it (the local
-- Stripe stand-in adopts these charges at start and records their receipt URLs).
-- =============================================================================
alter table public.payments disable trigger payments_notify;
alter table public.deal_payments disable trigger deal_payments_notify;
-- the charges: a deal's funding charge is the one its transfer was funded by; others follow the payment intent
update public.payments p set
  stripe_charge_id = coalesce((select d.stripe_charge_id from public.deal_payments d where d.payment_id = p.id), 'ch_' || p.stripe_payment_intent_id),
  paid_at = p.created_at
where p.status in ('succeeded', 'refunded') and p.stripe_payment_intent_id is not null and p.stripe_charge_id is null;
alter table public.payments enable trigger payments_notify;
alter table public.deal_payments enable trigger deal_payments_notify;
-- Playbook Sports' bank disputes its $800 funding of Recycled Running Kit Lookbook ("product not received"): the
-- release is on hold until the bank decides, and the brand, the talent and the admins were told, as the webhook
-- tells them (the admin's Payments tab lists it with Stripe's evidence deadline).
with disputed as (
  insert into public.payment_disputes (stripe_dispute_id, deal_payment_id, payment_id, stripe_charge_id, amount, currency, reason, status,
                                       evidence_due_by, stripe_event_at, created_at)
  select 'du_seedPlaybookLookbook', d.id, p.id, p.stripe_charge_id, p.amount, 'usd', 'product_not_received', 'needs_response',
         date_trunc('day', now()) + interval '4 days', now() - interval '3 days', now() - interval '3 days'
  from public.payments p join public.deal_payments d on d.payment_id = p.id
  where p.stripe_payment_intent_id = 'pi_seed_6' and d.status = 'held'
  returning deal_payment_id, amount
)
insert into public.notifications (user_id, title, message, type, action_url, metadata, created_at)
select n.user_id, n.title, n.message, n.type, n.action_url,
       jsonb_build_object('kind', 'dispute', 'stripe_dispute_id', 'du_seedPlaybookLookbook', 'deal_payment_id', x.deal_payment_id), now() - interval '3 days'
from disputed x
join public.deal_payments d on d.id = x.deal_payment_id
cross join lateral (values
  (d.payer_id, 'Payment disputed', 'warning', '/deals',
   'Your bank disputed the $800.00 payment for "Recycled Running Kit Lookbook" (product_not_received). The payment to the talent is on hold until the dispute is settled.'),
  (d.payee_id, 'Payment on hold: disputed', 'warning', '/deals/earnings',
   'The brand''s bank disputed the $800.00 payment for "Recycled Running Kit Lookbook". Its release is on hold until the dispute is settled; we will tell you the outcome.')
) as n(user_id, title, type, action_url, message)
union all
select r.user_id, 'New payment dispute',
       '$800.00 on "Recycled Running Kit Lookbook" disputed (product_not_received). Evidence is due by '
         || to_char(date_trunc('day', now()) + interval '4 days', 'YYYY-MM-DD') || '.',
       'error', '/admin-dashboard?tab=payments',
       jsonb_build_object('kind', 'dispute', 'stripe_dispute_id', 'du_seedPlaybookLookbook', 'deal_payment_id', x.deal_payment_id), now() - interval '3 days'
from disputed x cross join public.user_roles r where r.role = 'admin';
-- Contracts (issue 33): Jordan's Court Shoe Launch Campaign contract was signed by both sides before Apex funded
-- it; Jordan's new Youth Camp Guest Coach deal has a contract Jordan signed yesterday, waiting for the brand's
-- signature (so Fund Deal waits too). The database issues contracts only for acceptances made through the API,
-- so the seed writes these two itself, from the same terms, document and hash functions.
-- =============================================================================
insert into public.applications (deal_id, user_id, application_data, status, reviewed_at, reviewed_by, decision_note, created_at)
select d.id, '10000000-0000-4000-8000-000000000001',
       jsonb_build_object('pitch', 'I ran the footwork station at two youth camps last summer; the kids'' highlight reels were my most shared posts.',
                          'proposedRate', 900, 'deliveryPlan', 'On-site for the two-hour session, a recap reel the same evening.'),
       'accepted', now() - interval '2 days', '10000000-0000-4000-8000-000000000003',
       'Welcome aboard. The contract is in your deals; camp schedule to follow.', now() - interval '4 days'
from public.deals d
where d.title = 'Youth Camp Guest Coach'
on conflict (deal_id, user_id) do nothing;

with agreed as (
  -- the Court Shoe deal was agreed with six months of Instagram and TikTok reuse and three months' exclusivity
  select a.id as application_id, a.deal_id, d.brand_id, a.user_id, d.title,
         private.contract_terms_for(a.id) || case when d.title = 'Court Shoe Launch Campaign' then jsonb_build_object(
           'usage', jsonb_build_object('channels', jsonb_build_array('instagram', 'tiktok'), 'months', 6, 'territory', 'United States', 'paid_ads_whitelisting', false),
           'exclusivity', jsonb_build_object('category', 'Basketball footwear', 'months', 3)) else '{}'::jsonb end as terms
  from public.applications a join public.deals d on d.id = a.deal_id
  where a.user_id = '10000000-0000-4000-8000-000000000001' and a.status = 'accepted'
    and d.title in ('Court Shoe Launch Campaign', 'Youth Camp Guest Coach')
), rendered as (
  select g.*, private.render_contract(g.terms) as document from agreed g
), hashed as (
  select r.*, private.contract_hash(r.document) as document_hash,
         r.title = 'Court Shoe Launch Campaign' as both_signed from rendered r
)
insert into public.contracts (application_id, deal_id, brand_id, talent_id, terms, document, document_hash, status,
                              talent_signed_by, talent_signed_name, talent_signed_hash, talent_signed_at,
                              brand_signed_by, brand_signed_name, brand_signed_hash, brand_signed_at, in_force_at, created_at)
select h.application_id, h.deal_id, h.brand_id, h.user_id, h.terms, h.document, h.document_hash,
       case when h.both_signed then 'in_force' else 'awaiting_signatures' end,
       h.user_id, 'Jordan Reyes', h.document_hash, now() - case when h.both_signed then interval '7 days' else interval '1 day' end,
       case when h.both_signed then '10000000-0000-4000-8000-000000000003'::uuid end,
       case when h.both_signed then 'Morgan Blake' end,
       case when h.both_signed then h.document_hash end,
       case when h.both_signed then now() - interval '6 days' end,
       case when h.both_signed then now() - interval '6 days' end,
       now() - case when h.both_signed then interval '8 days' else interval '2 days' end
from hashed h
on conflict (application_id, version) do nothing;

-- The Court Shoe contract's amendment history, as the product writes it (amend_contract, decline/sign): five days
-- ago Apex proposed paid-ads whitelisting and Jordan declined it the next day (Amendment 1, declined); three days
-- ago Apex proposed reusing the content on YouTube for nine months, both signed two days ago (Amendment 2, in force)
-- and version 1 was superseded. Written directly, from the same terms, document and hash functions, so the dates
-- read in order.
with v1 as (
  select c.* from public.contracts c join public.deals d on d.id = c.deal_id
  where d.title = 'Court Shoe Launch Campaign' and c.talent_id = '10000000-0000-4000-8000-000000000001' and c.version = 1
), proposals as (
  select v1.*, p.version as next_version, p.changes, p.reason, p.proposed_at, p.declined_at, p.signed_at,
         v1.terms || p.changes || jsonb_build_object(
           'version', p.version, 'agreed_on', to_char((now() - p.proposed_at) at time zone 'UTC', 'YYYY-MM-DD'),
           'amendment', jsonb_build_object('amends_version', 1, 'proposed_by', 'brand', 'reason', p.reason)) as new_terms
  from v1 cross join (values
    (2, jsonb_build_object('usage', (select v1.terms->'usage' from v1) || '{"paid_ads_whitelisting": true}'::jsonb),
     'Apex would like to run the launch posts as paid ads through your handle', interval '5 days', interval '4 days', null::interval),
    (3, jsonb_build_object('usage', (select v1.terms->'usage' from v1) || '{"channels": ["instagram", "tiktok", "youtube"], "months": 9}'::jsonb),
     'Apex will reuse the unboxing video on its YouTube channel, for nine months instead of six', interval '3 days', null, interval '2 days')
  ) as p(version, changes, reason, proposed_at, declined_at, signed_at)
), rendered as (
  select p.*, private.render_contract(p.new_terms) as new_document from proposals p
)
insert into public.contracts (application_id, deal_id, brand_id, talent_id, version, amends_id, template, terms, document, document_hash, status,
                              talent_signed_by, talent_signed_name, talent_signed_hash, talent_signed_at,
                              brand_signed_by, brand_signed_name, brand_signed_hash, brand_signed_at, in_force_at,
                              closed_by, closed_at, created_at)
select r.application_id, r.deal_id, r.brand_id, r.talent_id, r.next_version, r.id, r.template, r.new_terms, r.new_document, private.contract_hash(r.new_document),
       case when r.signed_at is null then 'declined' else 'in_force' end,
       case when r.signed_at is not null then r.talent_id end,
       case when r.signed_at is not null then 'Jordan Reyes' end,
       case when r.signed_at is not null then private.contract_hash(r.new_document) end,
       now() - r.signed_at,
       case when r.signed_at is not null then '10000000-0000-4000-8000-000000000003'::uuid end,
       case when r.signed_at is not null then 'Morgan Blake' end,
       case when r.signed_at is not null then private.contract_hash(r.new_document) end,
       now() - r.signed_at - interval '2 hours',
       now() - r.signed_at,
       case when r.declined_at is not null then r.talent_id end,
       now() - r.declined_at,
       now() - r.proposed_at
from rendered r
on conflict (application_id, version) do nothing;
update public.contracts c set status = 'superseded'
from public.deals d
where d.id = c.deal_id and d.title = 'Court Shoe Launch Campaign' and c.version = 1 and c.status = 'in_force'
  and exists (select 1 from public.contracts n where n.amends_id = c.id and n.status = 'in_force');
-- =============================================================================
-- Elevate Talent Group's finished campaign: Summit Travel Co.'s "Autumn Escapes" (completed) had one deal, an
-- autumn lake-cabin weekend Priya Nair filmed in September (she works with brands directly, so she later declined
-- the agency's roster request). Both signed the contract, the agency funded the deal, approved both deliverables,
-- and the money was released to Priya's Stripe account (10% platform fee) and paid out: the agency's Spend and
-- the campaign's spent figure are real, and Priya's earnings show it. Written as the functions leave it; the
-- notifications it would have sent two months ago are not replayed.
-- =============================================================================
alter table public.applications disable trigger applications_notify;
alter table public.deal_deliverables disable trigger deal_deliverables_notify;
alter table public.payments disable trigger payments_notify;
alter table public.deal_payments disable trigger deal_payments_notify;

insert into public.campaigns (brand_id, name, description, budget, target_audience, status, start_date, end_date, created_at)
select '20000000-0000-4000-8000-000000000010', 'Autumn Escapes', 'Lake cabins and leaf-peeping weekends for the September and October breaks.', 2500,
       '{"roles":["creator"],"interests":["Travel","Food & Dining"],"regions":["US"]}', 'completed',
       (now() - interval '75 days')::date, (now() - interval '30 days')::date, now() - interval '80 days'
where not exists (select 1 from public.campaigns where brand_id = '20000000-0000-4000-8000-000000000010' and name = 'Autumn Escapes');

insert into public.deals (brand_id, campaign_id, title, description, tags, category, compensation_amount, application_deadline,
                          deliverables, requirements, is_active, created_at, updated_at)
select '20000000-0000-4000-8000-000000000010', c.id, 'Autumn Lakes Cabin Weekend',
       'Spend a weekend at a Summit lake cabin in peak foliage and share what you cook, hike and paddle.',
       array['travel','autumn','food']::text[], 'Travel', 1400, now() - interval '55 days',
       array['2 Instagram posts','1 cabin cooking video']::text[], array['18+','Public social profile','1k+ followers']::text[],
       false, now() - interval '70 days', now() - interval '30 days'
from public.campaigns c
where c.brand_id = '20000000-0000-4000-8000-000000000010' and c.name = 'Autumn Escapes'
  and not exists (select 1 from public.deals where title = 'Autumn Lakes Cabin Weekend');

insert into public.applications (deal_id, user_id, application_data, status, reviewed_at, reviewed_by, decision_note, created_at)
select d.id, '10000000-0000-4000-8000-000000000014',
       jsonb_build_object('pitch', 'Cabin cooking is my most-saved series: one pot, one fire, whatever the local market had. A lake weekend in the colours is exactly that.',
                          'proposedRate', 1400, 'deliveryPlan', 'Two feed posts over the weekend and a ten-minute cooking video the week after.',
                          'links', jsonb_build_array('https://instagram.com/priyaeats')),
       'accepted', now() - interval '58 days', '10000000-0000-4000-8000-000000000004',
       'Booked you into the Loon Lake cabin for the first October weekend. Enjoy the colours!', now() - interval '62 days'
from public.deals d
where d.title = 'Autumn Lakes Cabin Weekend'
on conflict (deal_id, user_id) do nothing;

update public.deal_deliverables x
set status = 'approved', submission_url = v.url, submission_note = v.note, review_note = v.review,
    submitted_at = now() - v.submitted, reviewed_at = now() - v.submitted + interval '1 day',
    reviewed_by = '10000000-0000-4000-8000-000000000004', due_date = (now() - v.submitted + interval '2 days')::date
from (values
  ('2 Instagram posts', 'https://instagram.com/p/priyaeats-loon-lake', 'Both posted Saturday and Sunday evening; 11k accounts reached.',
   'Lovely light on the dock shot. Summit reshared it.', interval '50 days'),
  ('1 cabin cooking video', 'https://youtube.com/watch?v=priyaeats-cabin-chili', 'Ten minutes, fire-pit chili with apples from the farm stand.',
   'Perfect, thank you Priya.', interval '45 days')
) as v(title, url, note, review, submitted)
join public.applications a on a.user_id = '10000000-0000-4000-8000-000000000014'
join public.deals d on d.id = a.deal_id and d.title = 'Autumn Lakes Cabin Weekend'
where x.application_id = a.id and x.title = v.title and x.status = 'todo';

with agreed as (
  select a.id as application_id, a.deal_id, d.brand_id, a.user_id, private.contract_terms_for(a.id) as terms
  from public.applications a join public.deals d on d.id = a.deal_id
  where a.user_id = '10000000-0000-4000-8000-000000000014' and d.title = 'Autumn Lakes Cabin Weekend'
), hashed as (
  select g.*, private.render_contract(g.terms) as document, private.contract_hash(private.render_contract(g.terms)) as document_hash from agreed g
)
insert into public.contracts (application_id, deal_id, brand_id, talent_id, terms, document, document_hash, status,
                              talent_signed_by, talent_signed_name, talent_signed_hash, talent_signed_at,
                              brand_signed_by, brand_signed_name, brand_signed_hash, brand_signed_at, in_force_at, created_at)
select h.application_id, h.deal_id, h.brand_id, h.user_id, h.terms, h.document, h.document_hash, 'in_force',
       h.user_id, 'Priya Nair', h.document_hash, now() - interval '57 days',
       '10000000-0000-4000-8000-000000000004', 'Dana Whitfield', h.document_hash, now() - interval '57 days' + interval '3 hours',
       now() - interval '57 days' + interval '3 hours', now() - interval '58 days'
from hashed h
on conflict (application_id, version) do nothing;

insert into public.payout_accounts (user_id, stripe_account_id, state, requirements, disabled_reason, details_submitted, charges_enabled, payouts_enabled, stripe_event_at, created_at) values
  ('10000000-0000-4000-8000-000000000014', 'acct_seedPriyaNair', 'ready', '{}', null, true, true, true, now() - interval '60 days', now() - interval '61 days')
on conflict (user_id) do nothing;

insert into public.payouts (stripe_payout_id, user_id, stripe_account_id, amount, currency, status, arrival_at, paid_at, stripe_created_at, stripe_event_at) values
  ('po_seedPriya1', '10000000-0000-4000-8000-000000000014', 'acct_seedPriyaNair', 126000, 'usd', 'paid',
   now() - interval '42 days', now() - interval '42 days', now() - interval '43 days', now() - interval '42 days')
on conflict do nothing;

insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount, status, release_reason, fee_bps, fee_amount, net_amount,
                                  stripe_transfer_id, stripe_charge_id, stripe_payout_id, funded_at, submitted_at, approved_at, released_at, created_at)
select a.id, d.id, d.brand_id, '10000000-0000-4000-8000-000000000004', a.user_id, 140000, 'released', 'approved', 1000, 14000, 126000,
       'tr_seedPriya1', 'ch_seedElevateDeal1', 'po_seedPriya1', now() - interval '56 days', now() - interval '45 days',
       now() - interval '44 days', now() - interval '44 days', now() - interval '56 days'
from public.applications a join public.deals d on d.id = a.deal_id
where a.user_id = '10000000-0000-4000-8000-000000000014' and d.title = 'Autumn Lakes Cabin Weekend'
on conflict (application_id) do nothing;

with paid as (
  insert into public.payments (user_id, amount, description, status, stripe_payment_intent_id, stripe_charge_id, deal_payment_id, metadata, paid_at, created_at)
  select dp.payer_id, dp.amount, 'Deal funding: Autumn Lakes Cabin Weekend', 'succeeded', 'pi_seedElevateDeal1', dp.stripe_charge_id, dp.id,
         jsonb_build_object('deal_payment_id', dp.id), dp.funded_at, dp.funded_at
  from public.deal_payments dp
  where dp.stripe_charge_id = 'ch_seedElevateDeal1' and dp.payment_id is null
  returning id, deal_payment_id
)
update public.deal_payments dp set payment_id = paid.id from paid where dp.id = paid.deal_payment_id;

alter table public.applications enable trigger applications_notify;
alter table public.deal_deliverables enable trigger deal_deliverables_notify;
alter table public.payments enable trigger payments_notify;
alter table public.deal_payments enable trigger deal_payments_notify;
-- =============================================================================
-- The work behind the demo talent's money: every deal payment names the agreement it paid for. Apex Athletics'
-- completed "Summer Hoops Series" paid Jordan Reyes for three deals he applied to, signed, delivered and was paid
-- out for (75 and 40 days ago; the last one, released two days ago, is on its way to his bank: his Earnings). Maya Chen, the demo creator, has three Apex deals: one approved
-- whose money waits for her to set up payouts, one in progress (funded; her reel draft was sent back this morning
-- for a shorter intro), and one Apex funded and then cancelled before any work (refunded in full). Written as the
-- functions leave them; the notifications they sent are in the notifications section.
-- =============================================================================
alter table public.applications disable trigger applications_notify;
alter table public.deal_deliverables disable trigger deal_deliverables_notify;
alter table public.payments disable trigger payments_notify;
alter table public.deal_payments disable trigger deal_payments_notify;

insert into public.campaigns (brand_id, name, description, budget, target_audience, status, start_date, end_date, created_at)
select '20000000-0000-4000-8000-000000000001', 'Summer Hoops Series', 'Camps, courts and a first look at the Court Pro over the summer break.', 2500,
       '{"roles":["athlete"],"interests":["Basketball"],"regions":["US"]}', 'completed',
       (now() - interval '110 days')::date, (now() - interval '2 days')::date, now() - interval '112 days'
where not exists (select 1 from public.campaigns where brand_id = '20000000-0000-4000-8000-000000000001' and name = 'Summer Hoops Series');

-- ended: when the deal's money moved last (released, approved and waiting, or refunded); a running deal ends now
create temporary table seed_talent_deals (
  n int, title text, campaign text, talent uuid, talent_name text, amount int, deliverables text[], description text,
  category text, tags text[], pitch text, plan text, link text, decision text, ended interval, outcome text
);
insert into seed_talent_deals values
  (1, 'Summer Skills Camp Recap', 'Summer Hoops Series', '10000000-0000-4000-8000-000000000001', 'Jordan Reyes', 600,
   array['Camp highlight reel', '3 Instagram stories'], 'Join our summer skills camp for a day and share the best moments with your followers.',
   'Event Sponsorships', array['events', 'basketball', 'camps'],
   'I grew up at camps like this. A day on court with the kids and a highlight reel the same night is what my followers love.',
   'Stories through the day, the reel that evening.', 'https://instagram.com/jordanreyes', 'See you on court in July!', interval '75 days', 'released'),
  (2, 'Court Pro First Look', 'Summer Hoops Series', '10000000-0000-4000-8000-000000000001', 'Jordan Reyes', 1200,
   array['Teaser reel', '2 Instagram posts'], 'Be the first to wear the Court Pro prototype in a pickup game and tease the launch.',
   'Sports Equipment', array['sports-equipment', 'basketball', 'footwear'],
   'Pickup runs are where I test every shoe. A teaser from a real game will say more than a studio shoot.',
   'A 30-second teaser reel and two posts over launch week.', 'https://instagram.com/jordanreyes', 'You are our first Court Pro tester. Prototype ships Monday.', interval '40 days', 'released'),
  (3, 'Grip Socks Field Test', 'Summer Hoops Series', '10000000-0000-4000-8000-000000000001', 'Jordan Reyes', 400,
   array['1 review reel'], 'Wear our new grip socks for two weeks of training and tell your followers what you think.',
   'Apparel', array['apparel', 'basketball', 'review'],
   'I go through socks faster than shoes. Two weeks of two-a-days is an honest test.',
   'One review reel at the end of the two weeks.', 'https://instagram.com/jordanreyes', 'Perfect. Six pairs on the way.', interval '2 days', 'released'),
  (4, 'Massage Gun Morning Routine', null, '10000000-0000-4000-8000-000000000002', 'Maya Chen', 300,
   array['1 routine reel'], 'Show how our massage gun fits into your morning mobility routine.',
   'Recovery', array['recovery', 'wellness'],
   'My morning mobility reels are my most saved. The massage gun would slot straight into the routine.',
   'One reel, filmed at home, posted on a weekday morning.', 'https://mayachen.example.com', 'Love your routines. The gun ships tomorrow.', interval '6 days', 'waiting_for_payouts'),
  (5, 'Foam Roller Recovery Routine', null, '10000000-0000-4000-8000-000000000002', 'Maya Chen', 500,
   array['Recovery routine reel', '2 Instagram stories'], 'A follow-along recovery routine with our vibrating foam roller.',
   'Recovery', array['recovery', 'sports-equipment', 'wellness'],
   'A follow-along routine is my best format: people save it and come back every Sunday.',
   'A ten-minute routine reel, then two stories answering questions.', 'https://mayachen.example.com', 'Exactly what we hoped for. Roller is on its way.', interval '0 days', 'in_progress'),
  (6, 'Hydration Mix Taste Test', null, '10000000-0000-4000-8000-000000000002', 'Maya Chen', 450,
   array['1 taste-test reel'], 'Try the three flavours of our hydration mix after a workout and pick a favourite on camera.',
   'Nutrition', array['nutrition', 'hydration'],
   'Post-workout taste tests are fun content and my audience asks what I drink after training.',
   'One reel after a Saturday session.', 'https://mayachen.example.com', 'Welcome! Samples ship next week.', interval '29 days', 'refunded');

insert into public.deals (brand_id, campaign_id, title, description, tags, category, compensation_amount, application_deadline,
                          deliverables, requirements, is_active, created_at, updated_at)
select '20000000-0000-4000-8000-000000000001', c.id, s.title, s.description, s.tags, s.category, s.amount,
       now() - s.ended - interval '20 days', s.deliverables, array['18+', 'Public social profile', '1k+ followers']::text[],
       false, now() - s.ended - interval '30 days', now() - s.ended
from seed_talent_deals s
left join public.campaigns c on c.brand_id = '20000000-0000-4000-8000-000000000001' and c.name = s.campaign
where not exists (select 1 from public.deals x where x.title = s.title);

insert into public.applications (deal_id, user_id, application_data, status, reviewed_at, reviewed_by, decision_note, created_at)
select d.id, s.talent,
       jsonb_build_object('pitch', s.pitch, 'proposedRate', s.amount, 'deliveryPlan', s.plan, 'links', jsonb_build_array(s.link)),
       'accepted', now() - s.ended - interval '23 days', '10000000-0000-4000-8000-000000000003', s.decision, now() - s.ended - interval '26 days'
from seed_talent_deals s join public.deals d on d.title = s.title
on conflict (deal_id, user_id) do nothing;

-- the work: handed in and approved where the money moved on approval; the running deal's reel was sent back
update public.deal_deliverables x
set status = 'approved', submission_url = 'https://instagram.com/p/' || lower(replace(s.talent_name, ' ', '')) || '-' || lower(replace(x.title, ' ', '-')),
    submission_note = 'Posted as agreed; the numbers are in the caption.', review_note = 'Great work, thank you.',
    submitted_at = now() - s.ended - interval '3 days' + x.position * interval '5 hours',
    reviewed_at = now() - s.ended - interval '1 day', reviewed_by = '10000000-0000-4000-8000-000000000003',
    due_date = (now() - s.ended - interval '1 day')::date
from seed_talent_deals s join public.deals d on d.title = s.title join public.applications a on a.deal_id = d.id and a.user_id = s.talent
where x.application_id = a.id and x.status = 'todo' and s.outcome in ('released', 'waiting_for_payouts');

update public.deal_deliverables x
set status = 'changes_requested', submission_url = 'https://instagram.com/p/mayachen-roller-routine',
    submission_note = 'Draft of the ten-minute routine; the roller is on screen from minute one.',
    review_note = 'Love it. Could the intro be under five seconds? People scroll past long intros.',
    submitted_at = now() - interval '5 hours', reviewed_at = now() - interval '4 hours', reviewed_by = '10000000-0000-4000-8000-000000000003',
    due_date = (now() + interval '3 days')::date
from seed_talent_deals s join public.deals d on d.title = s.title join public.applications a on a.deal_id = d.id and a.user_id = s.talent
where x.application_id = a.id and x.status = 'todo' and s.outcome = 'in_progress' and x.title = 'Recovery routine reel';

update public.deal_deliverables x set due_date = (now() + interval '7 days')::date
from seed_talent_deals s join public.deals d on d.title = s.title join public.applications a on a.deal_id = d.id and a.user_id = s.talent
where x.application_id = a.id and x.status = 'todo' and s.outcome = 'in_progress';

with agreed as (
  select s.*, a.id as application_id, a.deal_id, private.contract_terms_for(a.id) as terms
  from seed_talent_deals s join public.deals d on d.title = s.title join public.applications a on a.deal_id = d.id and a.user_id = s.talent
), hashed as (
  select g.*, private.render_contract(g.terms) as document, private.contract_hash(private.render_contract(g.terms)) as document_hash from agreed g
)
insert into public.contracts (application_id, deal_id, brand_id, talent_id, terms, document, document_hash, status,
                              talent_signed_by, talent_signed_name, talent_signed_hash, talent_signed_at,
                              brand_signed_by, brand_signed_name, brand_signed_hash, brand_signed_at, in_force_at, created_at)
select h.application_id, h.deal_id, '20000000-0000-4000-8000-000000000001', h.talent, h.terms, h.document, h.document_hash, 'in_force',
       h.talent, h.talent_name, h.document_hash, now() - h.ended - interval '22 days',
       '10000000-0000-4000-8000-000000000003', 'Morgan Blake', h.document_hash, now() - h.ended - interval '22 days' + interval '3 hours',
       now() - h.ended - interval '22 days' + interval '3 hours', now() - h.ended - interval '23 days'
from hashed h
on conflict (application_id, version) do nothing;

-- one charge funded each agreement; Jordan's were released to his Stripe account (10% fee) in the payouts above. The
-- cancelled one was refunded less its contract's 25% kill fee, which waits for Maya to set up payouts
insert into public.deal_payments (application_id, deal_id, brand_id, payer_id, payee_id, amount, status, release_reason, fee_bps, fee_amount, net_amount,
                                  stripe_transfer_id, stripe_charge_id, stripe_payout_id, funded_at, submitted_at, approved_at, released_at,
                                  release_requested_at, refunded_at, kill_fee_amount, stripe_refund_id, cancelled_by, created_at)
select a.id, d.id, d.brand_id, '10000000-0000-4000-8000-000000000003', s.talent, s.amount * 100,
       case s.outcome when 'released' then 'released' when 'refunded' then 'refunded' else 'held' end,
       case when s.outcome in ('released', 'waiting_for_payouts') then 'approved' end,
       case when s.outcome in ('released', 'waiting_for_payouts', 'refunded') then 1000 end,
       case when s.outcome = 'released' then s.amount * 10 end,
       case when s.outcome = 'released' then s.amount * 90 end,
       case when s.outcome = 'released' then 'tr_seedJordan' || s.n end,
       case when s.outcome = 'released' then 'ch_seedJordan' || s.n else 'ch_seedApexDeal' || s.n end,
       case when s.outcome = 'released' then 'po_seedJordan' || s.n end,
       now() - s.ended - interval '21 days',
       (select max(x.submitted_at) from public.deal_deliverables x where x.application_id = a.id),
       case when s.outcome in ('released', 'waiting_for_payouts') then now() - s.ended end,
       case when s.outcome = 'released' then now() - s.ended end,
       case when s.outcome in ('waiting_for_payouts', 'refunded') then now() - s.ended end,
       case when s.outcome = 'refunded' then now() - s.ended end,
       case when s.outcome = 'refunded' then s.amount * 25 end,
       case when s.outcome = 'refunded' then 're_seedApexDeal' || s.n end,
       case when s.outcome = 'refunded' then 'brand' end,
       now() - s.ended - interval '21 days'
from seed_talent_deals s join public.deals d on d.title = s.title join public.applications a on a.deal_id = d.id and a.user_id = s.talent
on conflict (application_id) do nothing;

with paid as (
  insert into public.payments (user_id, amount, description, status, refunded_amount, stripe_payment_intent_id, stripe_charge_id, deal_payment_id, metadata, paid_at,
                               created_at, stripe_event_at)
  select dp.payer_id, dp.amount, 'Deal funding: ' || s.title, 'succeeded', dp.amount - dp.kill_fee_amount,
         'pi_seedApexDeal' || s.n, dp.stripe_charge_id, dp.id, jsonb_build_object('deal_payment_id', dp.id), dp.funded_at, dp.funded_at,
         coalesce(dp.refunded_at, dp.funded_at)
  from seed_talent_deals s join public.deals d on d.title = s.title join public.deal_payments dp on dp.deal_id = d.id and dp.payee_id = s.talent
  where dp.payment_id is null
  returning id, deal_payment_id
)
update public.deal_payments dp set payment_id = paid.id from paid where dp.id = paid.deal_payment_id;

drop table seed_talent_deals;
alter table public.applications enable trigger applications_notify;
alter table public.deal_deliverables enable trigger deal_deliverables_notify;
alter table public.payments enable trigger payments_notify;
alter table public.deal_payments enable trigger deal_payments_notify;
-- Direct offers and roster requests (issue 32), made through the same functions the app calls (as the brand,
-- the agency and the talent, by their claims), so the private deals, applications, terms and notifications are
-- exactly what the product writes. Apex Athletics: an accepted private offer to Jordan (his off-season series,
-- now in both workspaces), then a pending one; one Maya declined with a reason, then a pending one. Elevate
-- Talent Group asked Jordan and Maya to join its roster (pending); Lena Fischer accepted (she is on the roster)
-- and Priya Nair declined.
-- =============================================================================
do $$
declare
  v_as_brand text := '{"sub": "10000000-0000-4000-8000-000000000003", "role": "authenticated"}';
  v_as_agency text := '{"sub": "10000000-0000-4000-8000-000000000004", "role": "authenticated"}';
  v_apex uuid := '20000000-0000-4000-8000-000000000001';
  v_jordan uuid := '10000000-0000-4000-8000-000000000001';
  v_maya uuid := '10000000-0000-4000-8000-000000000002';
  v_offer public.direct_offers;
  v_request public.agency_roster_requests;
  d date := current_date;
begin
  -- Jordan accepted Apex's off-season series
  perform set_config('request.jwt.claims', v_as_brand, true);
  v_offer := public.send_direct_offer(v_apex, v_jordan, 'Off-Season Conditioning Series',
    'Loved your conditioning breakdowns. We would like a private three-part series on our new resistance bands.',
    jsonb_build_object('amount_cents', 220000, 'payment_timing', 'on_approval',
      'usage_channels', jsonb_build_array('instagram', 'website'), 'usage_months', 6,
      'deliverables', jsonb_build_array(
        jsonb_build_object('title', 'Conditioning reel 1: warm-up', 'due_date', to_char(d + 10, 'YYYY-MM-DD')),
        jsonb_build_object('title', 'Conditioning reel 2: strength', 'due_date', to_char(d + 17, 'YYYY-MM-DD')),
        jsonb_build_object('title', 'Conditioning reel 3: recovery', 'due_date', to_char(d + 24, 'YYYY-MM-DD')))));
  perform set_config('request.jwt.claims', jsonb_build_object('sub', v_jordan, 'role', 'authenticated')::text, true);
  perform public.respond_to_direct_offer(v_offer.id, true, null);

  -- Maya declined one offer, with a reason
  perform set_config('request.jwt.claims', v_as_brand, true);
  v_offer := public.send_direct_offer(v_apex, v_maya, 'Court Shoe Unboxing',
    'A quick unboxing of the Court Pro for your followers.',
    jsonb_build_object('amount_cents', 60000,
      'deliverables', jsonb_build_array(jsonb_build_object('title', 'Unboxing video', 'due_date', to_char(d + 14, 'YYYY-MM-DD')))));
  perform set_config('request.jwt.claims', jsonb_build_object('sub', v_maya, 'role', 'authenticated')::text, true);
  perform public.respond_to_direct_offer(v_offer.id, false, 'Basketball shoes are not a fit for my fitness audience.');

  -- the open offers: Jordan and Maya
  perform set_config('request.jwt.claims', v_as_brand, true);
  perform public.send_direct_offer(v_apex, v_jordan, 'Game-Day Hydration Story',
    'Three game-day stories with our electrolyte mix, filmed your way.',
    jsonb_build_object('amount_cents', 150000, 'payment_timing', 'upfront',
      'deliverables', jsonb_build_array(
        jsonb_build_object('title', '3 game-day Instagram stories', 'due_date', to_char(d + 21, 'YYYY-MM-DD')),
        jsonb_build_object('title', '1 feed post', 'due_date', to_char(d + 28, 'YYYY-MM-DD')))));
  perform public.send_direct_offer(v_apex, v_maya, 'Recovery Week Vlog',
    'A week of your recovery routine with our foam roller and massage gun.',
    jsonb_build_object('amount_cents', 120000, 'usage_channels', jsonb_build_array('youtube'), 'usage_months', 3,
      'deliverables', jsonb_build_array(jsonb_build_object('title', 'Recovery week vlog', 'due_date', to_char(d + 18, 'YYYY-MM-DD')))));

  -- roster requests from Elevate Talent Group
  perform set_config('request.jwt.claims', v_as_agency, true);
  perform public.request_roster_join(v_jordan, 'We place athletes with brands like Apex every month and handle the paperwork for you.');
  perform public.request_roster_join(v_maya, 'Your recovery content would suit three of the wellness brands we run.');
  v_request := public.request_roster_join('10000000-0000-4000-8000-000000000012', 'Tennis and nutrition is a rare mix: we have brands asking for it.');
  perform set_config('request.jwt.claims', '{"sub": "10000000-0000-4000-8000-000000000012", "role": "authenticated"}', true);
  perform public.respond_to_roster_request(v_request.id, true, null);
  perform set_config('request.jwt.claims', v_as_agency, true);
  v_request := public.request_roster_join('10000000-0000-4000-8000-000000000014', 'We would love to represent your travel and food channel.');
  perform set_config('request.jwt.claims', '{"sub": "10000000-0000-4000-8000-000000000014", "role": "authenticated"}', true);
  perform public.respond_to_roster_request(v_request.id, false, 'I work with brands directly for now.');

  perform set_config('request.jwt.claims', '', true);
end
$$;
-- the functions stamp what they write with the seed's now(); the answered offers were sent four days ago and
-- answered a day later, so their deal, application, terms and history read in order (and never tie with the offer)
with answered as (
  update public.direct_offers set created_at = now() - interval '4 days', responded_at = now() - interval '3 days'
  where status in ('accepted', 'declined') returning deal_id, application_id
), apps as (
  update public.applications a set created_at = now() - interval '4 days', reviewed_at = now() - interval '3 days'
  from answered where a.id = answered.application_id returning a.id
), terms as (
  update public.application_terms t set created_at = now() - interval '4 days',
    accepted_at = case when t.accepted_at is not null then now() - interval '3 days' end
  from answered where t.application_id = answered.application_id returning t.id
)
update public.deals d set created_at = now() - interval '4 days' - interval '1 hour'
from answered where d.id = answered.deal_id;
-- ---------------------------------------------------------------------------------------------------------------
-- Seed dates tell one story (issue 37, 17). The blocks above date each row relative to now(), each on its own,
-- and the triggers stamp what they write (status history) with the time the seed runs, so a deal could be
-- posted after its applications and an application "submitted Nov 23" showed "Pending on Nov 26". This block,
-- last, lines them up: a deal is posted a day before its first application; a review comes after the
-- submission and not in the future; an application's history starts at its submission and its later steps are
-- spread, in their order, up to its review (infra/supabase/tests/seed-dates.test.ts checks the result).

-- an application the seed inserts already decided was still submitted first, as in the product: its history reads
-- "Pending" from its submission, then the decision
with decided_at_insert as (
  update public.application_status_history h set old_status = 'pending',
    changed_by = case when h.new_status = 'withdrawn' then a.user_id else coalesce(a.reviewed_by, h.changed_by) end
  from public.applications a
  where a.id = h.application_id and h.old_status is null and h.new_status <> 'pending'
  returning h.application_id, h.created_at
)
insert into public.application_status_history (application_id, old_status, new_status, changed_by, created_at)
select d.application_id, null, 'pending', a.user_id, d.created_at
from decided_at_insert d join public.applications a on a.id = d.application_id;

update public.deals d set created_at = x.first_applied - interval '1 day'
from (select deal_id, min(created_at) as first_applied from public.applications group by deal_id) x
where x.deal_id = d.id and x.first_applied <= d.created_at;

update public.applications set reviewed_at = greatest(created_at + interval '1 minute', least(created_at + interval '2 days', now() - interval '1 hour'))
where reviewed_at is not null and (reviewed_at < created_at or reviewed_at > now());

update public.application_status_history h set created_at = a.created_at
from public.applications a
where a.id = h.application_id and h.old_status is null and h.created_at <> a.created_at;

with steps as (
  select h.id, a.created_at as submitted,
         least(now(), greatest(a.created_at + interval '1 minute', coalesce(a.reviewed_at, a.created_at + interval '1 day'))) as decided,
         row_number() over (partition by h.application_id order by h.created_at, h.id) as k,
         count(*) over (partition by h.application_id) as n
  from public.application_status_history h
  join public.applications a on a.id = h.application_id
  where h.old_status is not null
)
update public.application_status_history h
set created_at = s.submitted + (s.decided - s.submitted) * s.k / s.n
from steps s
where s.id = h.id;

-- no placeholder pictures (issue 37, 3): the generated dicebear avatars and logos looked like missing images and
-- need the internet; without a photo the product shows initials on a colour
update public.profiles set avatar_url = null where avatar_url like 'https://api.dicebear.com/%';
update public.brands set logo_url = null where logo_url like 'https://api.dicebear.com/%';
