import { brandNextAction, firstDeliverable, talentNextAction } from './next-action';

test('talent: a deliverable first, then the profile, then the first application', () => {
  const deliverable = { title: 'Unboxing video', deal_title: 'Court Pro Launch', status: 'changes_requested', due_date: '2026-12-03' };
  expect(talentNextAction({ deliverable, missing: ['Bio'], applications: 0 })).toMatchObject({ title: 'Update "Unboxing video"', to: '/deals' });
  expect(talentNextAction({ deliverable: null, missing: ['Bio', 'Sport'], applications: 0 })).toMatchObject({ title: 'Complete your profile', detail: 'Brands look for: Bio, Sport.' });
  expect(talentNextAction({ deliverable: null, missing: [], applications: 0 }).to).toBe('/marketplace');
});

test('brand: deliverables, then applicants, then the first deal', () => {
  expect(brandNextAction({ deals: 3, applicantsToReview: 2, deliverablesToReview: 1 }).title).toBe('Review 1 submitted deliverable');
  expect(brandNextAction({ deals: 3, applicantsToReview: 2, deliverablesToReview: 0 }).title).toBe('Review 2 applicants');
  expect(brandNextAction({ deals: 0, applicantsToReview: 0, deliverablesToReview: 0 }).title).toBe('Post your first deal');
});

test('the deliverable first: one sent back for changes, else the soonest due', () => {
  const soon = { title: 'Warm-up reel', status: 'todo' };
  const sentBack = { title: '2 in-game posts', status: 'changes_requested' };
  expect(firstDeliverable([soon, sentBack])).toBe(sentBack);
  expect(firstDeliverable([soon, { title: 'Strength reel', status: 'todo' }])).toBe(soon);
  expect(firstDeliverable([])).toBeNull();
  expect(firstDeliverable(undefined)).toBeNull();
});
