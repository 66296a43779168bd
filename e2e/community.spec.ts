import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toastWith } from './support/shell';
import { backendAs, freshContext, signIn } from './support/messaging';
import { expectAccessible } from './support/axe';

const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

/** A user whose profile has no name: signed up through the auth API, then cleared the name (full_name is null). */
async function namelessUser(request: APIRequestContext) {
  const config = (await (await request.get('/config.json')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const email = `nameless-${unique()}@example.com`;
  const up = await request.post(`${config.supabaseUrl}/auth/v1/signup`, { headers: { apikey: config.supabaseAnonKey }, data: { email, password: 'Sup3rSecret!' } });
  expect(up.ok()).toBe(true);
  const { user } = (await up.json()) as { user: { id: string } };
  const api = await backendAs(request, email, 'Sup3rSecret!');
  expect((await api.patch(`profiles?user_id=eq.${user.id}`, { full_name: '' })).ok()).toBe(true);
  return { id: user.id, api };
}

const post = (page: Page, title: string) => page.getByRole('article', { name: title });

test('create a post and see it first with the toast; like and unlike; comment in the thread and find it after a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('community-1280.png'), fullPage: true });

  const title = `Game-day content checklist ${unique()}`;
  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('form', { name: 'Create post' });
  await form.getByRole('button', { name: 'Publish Post' }).click();
  await expect(form.getByText('The title needs at least 3 characters')).toBeVisible();
  await expect(form.getByText('Write something to post')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Content').fill('Film warm-ups, one tunnel walk, and the final whistle. Template: https://pitchside.dev/learn');
  await form.getByLabel('Post type').selectOption('showcase');
  await form.getByLabel('Tags').fill('Game-Day, content');
  await form.getByRole('button', { name: 'Publish Post' }).click();
  await expect(toastWith(page, 'Post created successfully!')).toBeVisible();
  const first = page.getByRole('list', { name: 'Posts' }).getByRole('article').first();
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  await expect(first.getByText('Showcase', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Show posts tagged game-day' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'https://pitchside.dev/learn' })).toHaveAttribute('rel', /noopener/);

  // like, then unlike: the heart and the count move by one at once and stay after a reload
  const like = post(page, title).getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Like, 0 likes');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await page.reload();
  await expect(post(page, title).getByRole('button', { name: /^Like/ })).toHaveAccessibleName('Like, 1 like');
  await post(page, title).getByRole('button', { name: /^Like/ }).click();
  await expect(post(page, title).getByRole('button', { name: /^Like/ })).toHaveAccessibleName('Like, 0 likes');
  await expect(post(page, title).getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'false');

  // the thread: comment, reload, the comment is there and counted
  await post(page, title).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/community\/thread\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('No comments yet. Be the first to reply.')).toBeVisible();
  const comment = 'Adding: a 10-second pre-game interview works great for stories.';
  await page.getByLabel('Add a comment').fill(comment);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toastWith(page, 'Comment posted')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText(comment)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('thread-1280.png'), fullPage: true });

  // the author deletes the post; its thread is gone with a way back
  const url = page.url();
  await page.getByRole('button', { name: `Delete post: ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete Post' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Thread not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Community' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await page.context().close();
});

test("replies, a new post from someone else behind the pill, the author fallback 'Anonymous User', and Report", async ({ browser, request }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'creator@pitchside.dev');
  await page.goto('/community');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article').first()).toBeVisible();

  const nameless = await namelessUser(request);
  const title = `First post from a new member ${unique()}`;
  const made = await nameless.api.post('community_posts', { user_id: nameless.id, title, content: 'Hi all, just joined. Track and field, 400 m.' });
  expect(made.ok()).toBe(true);
  const pill = page.getByRole('button', { name: '1 new post' });
  await expect(pill).toBeVisible();
  await expect(post(page, title)).toHaveCount(0);
  await pill.click();
  const first = page.getByRole('list', { name: 'Posts' }).getByRole('article').first();
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  await expect(first.getByText('Anonymous User', { exact: true })).toBeVisible();

  // report someone else's post: it goes to the admins' queue
  await post(page, title).getByRole('button', { name: 'Report', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'Report this post' });
  await report.getByLabel('Reason').selectOption('spam');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(toastWith(page, 'Report sent')).toBeVisible();

  // reply to a comment in a seeded thread
  await page.goto('/community/thread/30000000-0000-4000-8000-000000000017');
  const seeded = page.getByRole('listitem', { name: 'Comment by Jordan Reyes' }).first();
  await seeded.getByRole('button', { name: 'Reply to Jordan Reyes' }).click();
  const reply = `Sheet is pinned in my profile too ${unique()}`;
  await page.getByRole('textbox', { name: 'Reply to Jordan Reyes' }).fill(reply);
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await expect(page.getByRole('list', { name: 'Replies to Jordan Reyes' }).getByText(reply)).toBeVisible();
  await page.context().close();
});

test('filters live in the URL: type, tag and search narrow the feed and survive a reload', async ({ browser }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/community');
  const filters = page.getByRole('search', { name: 'Post filters' });
  await filters.getByLabel('Post type').selectOption('question');
  await expect(page).toHaveURL(/type=question/);
  await filters.getByLabel('Search posts').fill('disclosure');
  await expect(page).toHaveURL(/q=disclosure/);
  const list = page.getByRole('list', { name: 'Posts' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('heading', { name: 'Disclosure on TikTok: #ad or the paid partnership label?' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('search', { name: 'Post filters' }).getByLabel('Post type')).toHaveValue('question');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article')).toHaveCount(1);

  await page.goto('/community?tag=pricing');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('heading', { name: 'Is a $300 post fair for 8k followers?' })).toBeVisible();
  await page.goto('/community?q=zzzz-no-such-post');
  await expect(page.getByRole('heading', { name: 'No posts match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await page.context().close();
});

test("events: join with the toast, 'already joined' from a stale page, 'Event is full!', leave, and add to calendar", async ({ browser, request }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'agency@pitchside.dev');
  await page.goto('/community');
  const events = page.getByRole('list', { name: 'Upcoming events' });
  const networking = events.getByRole('article', { name: 'Creators x Brands Networking Night' });
  await expect(networking.getByText(/Hosted by Apex Athletics/)).toBeVisible();
  await expect(events.getByRole('article', { name: 'Summer Showcase Combine' }).getByText('Hosted by Anonymous Creator')).toBeVisible();

  await networking.getByRole('button', { name: 'Join Event: Creators x Brands Networking Night' }).click();
  await expect(toastWith(page, 'Successfully joined event!')).toBeVisible();
  await expect(networking.getByText("You're going")).toBeVisible();

  // joined in another tab: this page still offers Join, and the database says already joined
  const clinic = events.getByRole('article', { name: 'Elite Combine Prep Clinic' });
  const agency = await backendAs(request, 'agency@pitchside.dev');
  expect((await agency.rpc('join_event', { event_id_param: '40000000-0000-4000-8000-000000000001' })).ok()).toBe(true);
  await clinic.getByRole('button', { name: 'Join Event: Elite Combine Prep Clinic' }).click();
  await expect(toastWith(page, 'You have already joined this event!')).toBeVisible();

  const full = events.getByRole('article', { name: 'Media Kit Lab: Live Reviews' });
  await expect(full.getByText('Full', { exact: true })).toBeVisible();
  // a full event offers no Join: the button is disabled and says why
  await expect(full.getByRole('button', { name: 'Join Event: Media Kit Lab: Live Reviews' })).toBeDisabled();
  await expect(full.getByText('This event is full: every place is taken.')).toBeVisible();

  await networking.getByRole('button', { name: 'Leave Event: Creators x Brands Networking Night' }).click();
  await expect(toastWith(page, 'You left the event')).toBeVisible();
  await expect(networking.getByRole('button', { name: 'Join Event: Creators x Brands Networking Night' })).toBeVisible();

  const download = page.waitForEvent('download');
  await networking.getByRole('button', { name: 'Add to calendar: Creators x Brands Networking Night' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('creators-x-brands-networking-night.ics');
  await page.context().close();
});

test('a brand creates an event; an athlete cannot; the attendee is told when it moves and when it is cancelled', async ({ browser, request }) => {
  const page = await (await freshContext(browser)).newPage();
  await signIn(page, 'brand@pitchside.dev');
  await page.goto('/community');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const form = page.getByRole('form', { name: 'Create event' });
  const title = `Court Shoe Wear Test ${unique()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Starts').fill('2020-01-01T10:00');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByText('An event must start in the future')).toBeVisible();
  await expect(form.getByText('Say where the event takes place')).toBeVisible();
  const start = new Date(Date.now() + 9 * 86_400_000);
  const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T18:00`;
  await form.getByLabel('Starts').fill(local(start));
  await form.getByLabel('Location').fill('Apex Lab, Portland OR');
  await form.getByLabel('Capacity').fill('12');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(toastWith(page, 'Event created')).toBeVisible();
  const card = page.getByRole('list', { name: 'Upcoming events' }).getByRole('article', { name: title });
  await expect(card.getByText('0 of 12 attending · 12 places left')).toBeVisible();

  const athlete = await backendAs(request, 'athlete@pitchside.dev');
  const ids = (await athlete.get(`events?select=id&title=eq.${encodeURIComponent(title)}`)) as { id: string }[];
  expect((await athlete.rpc('join_event', { event_id_param: ids[0]!.id })).ok()).toBe(true);
  await expect(card.getByText('1 of 12 attending · 11 places left')).toBeVisible();

  await card.getByRole('button', { name: `Edit event: ${title}` }).click();
  const edit = page.getByRole('form', { name: 'Edit event' });
  await edit.getByLabel('Location').fill('Apex Lab, Court 3, Portland OR');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Event updated: attendees have been told')).toBeVisible();
  await card.getByRole('button', { name: `Cancel event: ${title}` }).click();
  await page.getByRole('dialog', { name: 'Cancel this event?' }).getByRole('button', { name: 'Cancel Event' }).click();
  await expect(toastWith(page, 'Event cancelled: attendees have been told')).toBeVisible();
  await expect(card).toHaveCount(0);

  const told = (await athlete.get(`notifications?select=title&order=created_at.desc&limit=5`)) as { title: string }[];
  expect(told.map((n) => n.title)).toEqual(expect.arrayContaining([`Event updated: ${title}`, `Event cancelled: ${title}`]));

  const athletePage = await (await freshContext(browser)).newPage();
  await signIn(athletePage, 'athlete@pitchside.dev');
  await athletePage.goto('/community');
  await expect(athletePage.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await expect(athletePage.getByRole('list', { name: 'Upcoming events' }).getByRole('article').first()).toBeVisible();
  await expect(athletePage.getByRole('button', { name: 'Create Event' })).toHaveCount(0);
  await athletePage.context().close();
  await page.context().close();
});

test('on a phone, the feed and a thread fit the screen', async ({ browser }) => {
  const page = await (await freshContext(browser, { width: 375, height: 812 })).newPage();
  await signIn(page, 'athlete@pitchside.dev');
  await page.goto('/community');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('community-375.png'), fullPage: false });
  await page.goto('/community/thread/30000000-0000-4000-8000-000000000011');
  await expect(page.getByRole('list', { name: 'Comments' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('thread-375.png'), fullPage: true });
  await page.context().close();
});
