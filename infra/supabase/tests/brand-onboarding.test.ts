/** @jest-environment node */
/**
 * Issue 37 (11): a new brand's onboarding (Company Name, Website, Industry on the profile) makes its brand, so
 * /deals and the dashboard do not ask for it again; an existing brand is left alone, and other roles get none.
 */
import { openTestDb, type TestDb } from '../../local/src/db/testing';
import { as, createUsers } from './helpers';

jest.setTimeout(180_000);

describe.each(['pglite', 'postgres'] as const)('the brand from onboarding on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t?.cleanup());

  const brandsOf = async (user: string) =>
    (await t.db.query('select name, website_url, industry, description, verified from public.brands where owner_id = $1 order by created_at', [user])).rows;
  const onboard = (user: string, fields: Record<string, string>) =>
    as(t.db, user, (tx) => tx.query(
      `update public.profiles set ${Object.keys(fields).map((k, i) => `${k} = $${i + 2}`).join(', ')} where user_id = $1`, [user, ...Object.values(fields)]));

  test("a brand's company name becomes its brand, once; a later rename does not touch it", async () => {
    const [brand] = await createUsers(t.db, 1, 'brand', `onb-${kind}`);
    await onboard(brand!, { bio: 'Trail shoes made in Oregon.', company_name: '  Summit Trail Co  ', website_url: 'https://summittrail.example.com', industry: 'sports' });
    expect(await brandsOf(brand!)).toEqual([
      { name: 'Summit Trail Co', website_url: 'https://summittrail.example.com', industry: 'sports', description: 'Trail shoes made in Oregon.', verified: false },
    ]);
    await onboard(brand!, { company_name: 'Summit Trail Company' });
    expect(await brandsOf(brand!)).toHaveLength(1);
    expect((await brandsOf(brand!))[0]).toMatchObject({ name: 'Summit Trail Co' });
  });

  test('no brand for other roles, nor without a company name', async () => {
    const [agency, brand] = await createUsers(t.db, 2, 'agency', `onb-none-${kind}`);
    await onboard(agency!, { company_name: 'Northside Talent' });
    expect(await brandsOf(agency!)).toEqual([]);
    await t.db.query("update public.user_roles set role = 'brand' where user_id = $1", [brand]);
    await onboard(brand!, { company_name: '   ' });
    expect(await brandsOf(brand!)).toEqual([]);
  });
});
