import { validate } from 'shared-ui';
import { budgetAfter, campaignRow, campaignSchema, campaignToInput, EMPTY_CAMPAIGN } from './campaign-schema';

test('a campaign form becomes its row, the audience in target_audience', () => {
  const r = validate(campaignSchema, { ...EMPTY_CAMPAIGN, name: ' Back to Court ', budget: '25000', roles: ['athlete'], sports: ['basketball'], locations: 'US, Canada, US', interests: 'Training' });
  expect(r.success && campaignRow(r.data)).toMatchObject({
    name: 'Back to Court',
    budget: 25000,
    description: null,
    start_date: null,
    target_audience: { roles: ['athlete'], sports: ['basketball'], content_types: [], follower_ranges: [], locations: ['US', 'Canada'], interests: ['Training'] },
  });
});

test('the form refuses what the table refuses', () => {
  const r = validate(campaignSchema, { ...EMPTY_CAMPAIGN, name: '', budget: '-1', start_date: '2026-12-10', end_date: '2026-12-01' });
  expect(r.success ? {} : r.errors).toEqual({ name: 'Name the campaign', budget: 'Enter a budget of 0 or more', end_date: 'The campaign cannot end before it starts' });
});

test('a stored campaign fills the form, keeping only the options it knows (the seed writes regions)', () => {
  const input = campaignToInput({ name: 'Back to Court', description: null, budget: 25000, status: 'active', start_date: '2026-11-18', end_date: null, target_audience: { roles: ['athlete', 'coach'], sports: ['basketball'], regions: ['US'] } });
  expect(input).toMatchObject({ budget: '25000', status: 'active', roles: ['athlete'], sports: ['basketball'], locations: 'US', end_date: '' });
});

test('accepting an applicant: what the campaign commits then, and by how much it passes the budget', () => {
  expect(budgetAfter(25000, 24000, 750)).toEqual({ after: 24750, over: 0 });
  expect(budgetAfter(25000, 24800, 750)).toEqual({ after: 25550, over: 550 });
});
