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
  ('Apex Athletics', 'Closed: Last Season Kit Launch', 'Archived campaign from last season.', array['sports-equipment','archive']::text[], 'Sports Equipment', 1500, now() + interval '-10 days', array['Archived']::text[], array['18+','Public social profile','1k+ followers']::text[], false, now() - interval '26 hours')
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
   (now() + interval '30 days')::date, (now() + interval '90 days')::date);

insert into public.agency_clients (agency_id, client_user_id, client_name, client_type, status, notes) values
  ('10000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000011', 'Sam Okafor', 'athlete', 'active', 'Track sprinter, focus on apparel deals.'),
  ('10000000-0000-4000-8000-000000000004', '10000000-0000-4000-8000-000000000013', 'Diego Santos', 'creator', 'active', 'Gaming creator, esports sponsorships.'),
  ('10000000-0000-4000-8000-000000000004', null, 'Riverside FC Academy', 'athlete', 'prospect', 'Youth academy exploring kit partners.');

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
insert into public.events (id, title, description, event_type, start_date, end_date, location, is_virtual, capacity, created_by) values
  ('40000000-0000-4000-8000-000000000001', 'Elite Combine Prep Clinic',
   'A small-group clinic with pro trainers on speed, agility and combine testing. Only 10 spots.',
   'workshop', now() + interval '7 days', now() + interval '7 days 3 hours', 'FitForge Gyms, Austin TX', false, 10,
   '10000000-0000-4000-8000-000000000004'),
  ('40000000-0000-4000-8000-000000000002', 'NIL Deals 101: Live Q&A',
   'Bring your questions about contracts, taxes and disclosure rules.',
   'webinar', now() + interval '3 days', now() + interval '3 days 1 hour', 'Online', true, 500,
   '10000000-0000-4000-8000-000000000005'),
  ('40000000-0000-4000-8000-000000000003', 'Creators x Brands Networking Night',
   'Meet brand managers from Apex, PeakFuel and Volt Tech.',
   'networking', now() + interval '14 days', now() + interval '14 days 4 hours', 'Brooklyn, NY', false, 120,
   '10000000-0000-4000-8000-000000000003'),
  ('40000000-0000-4000-8000-000000000004', 'Charity Esports Tournament',
   'Athletes and streamers team up for youth sports programmes.',
   'tournament', now() + interval '21 days', now() + interval '21 days 6 hours', 'Online', true, null,
   '10000000-0000-4000-8000-000000000013'),
  ('40000000-0000-4000-8000-000000000005', 'Girls in Sport Community Day',
   'Free clinics, panels and a mini tournament.',
   'meetup', now() + interval '30 days', now() + interval '30 days 5 hours', 'Atlanta, GA', false, 200,
   '10000000-0000-4000-8000-000000000016')
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
insert into public.learning_modules (id, slug, title, description, category, level, duration_minutes, sort_order, thumbnail_url) values
  ('50000000-0000-4000-8000-000000000001', 'nil-fundamentals', 'NIL Fundamentals',
   'What name, image and likeness rights mean for you, and the rules you must follow.', 'Business', 'beginner', 45, 1,
   'https://images.example.com/learn/nil.png'),
  ('50000000-0000-4000-8000-000000000002', 'building-your-personal-brand', 'Building Your Personal Brand',
   'Define your story, your audience and a content rhythm you can sustain.', 'Branding', 'beginner', 60, 2,
   'https://images.example.com/learn/brand.png'),
  ('50000000-0000-4000-8000-000000000003', 'negotiating-sponsorship-deals', 'Negotiating Sponsorship Deals',
   'Price your work, read contracts and negotiate with confidence.', 'Business', 'intermediate', 75, 3,
   'https://images.example.com/learn/negotiate.png'),
  ('50000000-0000-4000-8000-000000000004', 'content-strategy-for-creators', 'Content Strategy for Creators',
   'Plan, batch and measure content that brands want to sponsor.', 'Content', 'intermediate', 55, 4,
   'https://images.example.com/learn/content.png'),
  ('50000000-0000-4000-8000-000000000005', 'brand-partnerships-playbook', 'Brand Partnerships Playbook',
   'For brands and agencies: find, brief and measure athlete and creator partners.', 'Marketing', 'advanced', 90, 5,
   'https://images.example.com/learn/playbook.png')
on conflict (slug) do nothing;

insert into public.lessons (module_id, slug, title, content, duration_minutes, position) values
  ('50000000-0000-4000-8000-000000000001', 'what-is-nil', 'What is NIL?', 'Name, image and likeness rights explained in plain language.', 10, 1),
  ('50000000-0000-4000-8000-000000000001', 'rules-and-compliance', 'Rules and Compliance', 'State laws, school policies and disclosure requirements.', 15, 2),
  ('50000000-0000-4000-8000-000000000001', 'taxes-and-payments', 'Taxes and Payments', 'How sponsorship income is taxed and how to stay organised.', 12, 3),
  ('50000000-0000-4000-8000-000000000001', 'your-first-deal', 'Your First Deal', 'A checklist before you sign anything.', 8, 4),
  ('50000000-0000-4000-8000-000000000002', 'find-your-story', 'Find Your Story', 'The three stories every athlete brand is built on.', 15, 1),
  ('50000000-0000-4000-8000-000000000002', 'know-your-audience', 'Know Your Audience', 'Use analytics to understand who follows you and why.', 20, 2),
  ('50000000-0000-4000-8000-000000000002', 'media-kit-basics', 'Media Kit Basics', 'Build a one-page media kit brands actually read.', 25, 3),
  ('50000000-0000-4000-8000-000000000003', 'pricing-your-work', 'Pricing Your Work', 'Rate cards, usage rights and exclusivity premiums.', 25, 1),
  ('50000000-0000-4000-8000-000000000003', 'reading-contracts', 'Reading Contracts', 'The clauses that matter most.', 30, 2),
  ('50000000-0000-4000-8000-000000000003', 'negotiation-scripts', 'Negotiation Scripts', 'Word-for-word replies for common brand offers.', 20, 3),
  ('50000000-0000-4000-8000-000000000004', 'content-pillars', 'Content Pillars', 'Three to five pillars that keep you consistent.', 15, 1),
  ('50000000-0000-4000-8000-000000000004', 'batching-and-scheduling', 'Batching and Scheduling', 'Film once, post all week.', 20, 2),
  ('50000000-0000-4000-8000-000000000004', 'measuring-what-matters', 'Measuring What Matters', 'Engagement, saves and conversions over vanity metrics.', 20, 3),
  ('50000000-0000-4000-8000-000000000005', 'finding-partners', 'Finding the Right Partners', 'Audience fit beats follower count.', 30, 1),
  ('50000000-0000-4000-8000-000000000005', 'writing-a-brief', 'Writing a Great Brief', 'Goals, deliverables, timelines and approvals.', 30, 2),
  ('50000000-0000-4000-8000-000000000005', 'measuring-roi', 'Measuring ROI', 'Attribution, codes and lift studies.', 30, 3)
on conflict (module_id, slug) do nothing;

insert into public.learning_progress (user_id, module_id, lesson_id, status, progress_percent, completed_at)
select '10000000-0000-4000-8000-000000000001', l.module_id, l.id, 'completed', 100, now() - interval '5 days'
from public.lessons l
where l.module_id = '50000000-0000-4000-8000-000000000001' and l.position <= 2;
insert into public.learning_progress (user_id, module_id, lesson_id, status, progress_percent)
values ('10000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000001', null, 'in_progress', 50);

insert into public.content_library_items (title, description, content_type, category, tags, url, author, duration_minutes, is_premium) values
  ('The NIL Contract Checklist', 'A printable checklist of the clauses to review before you sign.', 'template', 'Business', array['nil','contracts'], 'https://content.example.com/nil-checklist', 'Pitchside Team', 5, false),
  ('Media Kit Template', 'A one-page media kit template for athletes and creators.', 'template', 'Branding', array['media-kit','branding'], 'https://content.example.com/media-kit', 'Priya Nair', 10, false),
  ('How Brands Pick Athletes', 'Brand managers explain what they look for in partners.', 'video', 'Marketing', array['brands','partnerships'], 'https://content.example.com/how-brands-pick', 'Apex Athletics', 18, false),
  ('Pricing Your Content in 2026', 'Benchmarks by platform and audience size.', 'guide', 'Business', array['pricing','rates'], 'https://content.example.com/pricing-guide', 'Elevate Talent Group', 15, true),
  ('Sports Nutrition on a Student Budget', 'Fuel like a pro without breaking the bank.', 'article', 'Health', array['nutrition','students'], 'https://content.example.com/nutrition-budget', 'Lena Fischer', 8, false),
  ('Filming Training Content With a Phone', 'Lighting, angles and audio tips for gym content.', 'video', 'Content', array['filming','content'], 'https://content.example.com/phone-filming', 'Maya Chen', 12, false),
  ('The Athlete Brand Podcast: Episode 12', 'Building a brand after your playing career.', 'podcast', 'Branding', array['career','branding'], 'https://content.example.com/podcast-12', 'Pitchside Team', 42, false),
  ('FTC Disclosure Rules Explained', 'When and how to label sponsored posts.', 'article', 'Business', array['compliance','disclosure'], 'https://content.example.com/ftc-rules', 'Pitchside Team', 6, false),
  ('Esports Sponsorship Playbook', 'How streamers and gamers land long-term partners.', 'ebook', 'Marketing', array['gaming','sponsorship'], 'https://content.example.com/esports-playbook', 'Diego Santos', 35, true),
  ('Measuring Campaign ROI', 'A practical guide for brands working with athletes.', 'guide', 'Marketing', array['roi','analytics','brands'], 'https://content.example.com/campaign-roi', 'Pitchside Team', 20, false);

insert into public.workshops (kind, title, description, host_name, starts_at, duration_minutes, registration_url, capacity, tags) values
  ('workshop', 'Build Your Media Kit Live', 'Leave with a finished media kit.', 'Priya Nair', now() + interval '5 days', 90, 'https://events.example.com/media-kit-live', 40, array['media-kit','branding']),
  ('webinar', 'NIL Tax Season Survival Guide', 'A tax advisor answers your questions.', 'Pitchside Team', now() + interval '10 days', 60, 'https://events.example.com/nil-taxes', 1000, array['nil','taxes']),
  ('workshop', 'Negotiation Role-Play Lab', 'Practise negotiating with real brand managers.', 'Elevate Talent Group', now() + interval '17 days', 120, 'https://events.example.com/negotiation-lab', 25, array['negotiation']),
  ('webinar', 'What Brands Want in 2026', 'A panel of brand managers on partnership trends.', 'Apex Athletics', now() + interval '24 days', 45, 'https://events.example.com/brands-2026', 2000, array['brands','trends']);

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
