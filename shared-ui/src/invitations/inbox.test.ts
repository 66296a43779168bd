import { buildInbox } from './inbox';

const offer = (id: string, created_at: string) => ({ id, deal_id: `deal-${id}`, application_id: `app-${id}`, created_at, message: null, deal: { title: `Offer ${id}`, brand: { name: 'Apex Athletics' } } });
const NONE = { offers: [], requests: [], invitations: [], terms: [], agencies: [] };

test('an offer carries its latest terms: amount and version; Accept waits while the latest is the talent\'s own counter', () => {
  const items = buildInbox({
    ...NONE,
    offers: [offer('a', '2026-11-20T10:00:00Z'), offer('b', '2026-11-21T10:00:00Z')],
    terms: [
      { application_id: 'app-a', version: 1, proposer_side: 'brand', amount_cents: '150000', status: 'superseded' },
      { application_id: 'app-a', version: 2, proposer_side: 'talent', amount_cents: 175000, status: 'open' },
      { application_id: 'app-b', version: 1, proposer_side: 'brand', amount_cents: 90000, status: 'open' },
    ],
  });
  expect(items.map((i) => i.kind === 'offer' && [i.id, i.amount_cents, i.version, i.waiting_for_brand])).toEqual([
    ['b', 90000, 1, false],
    ['a', 175000, 2, true],
  ]);
});

test('roster requests name the agency (company name, else the person, else "An agency"); everything is newest first', () => {
  const items = buildInbox({
    ...NONE,
    requests: [
      { id: 'r1', agency_id: 'ag1', created_at: '2026-11-22T09:00:00Z', message: 'Join us' },
      { id: 'r2', agency_id: 'ag2', created_at: '2026-11-19T09:00:00Z', message: null },
      { id: 'r3', agency_id: 'gone', created_at: '2026-11-18T09:00:00Z', message: null },
    ],
    agencies: [
      { user_id: 'ag1', full_name: 'Dana Ruiz', company_name: 'Elevate Talent Group' },
      { user_id: 'ag2', full_name: 'Sol Martin', company_name: ' ' },
    ],
    invitations: [{ id: 'i1', deal_id: 'd1', note: 'Loved your reel', expires_at: null, created_at: '2026-11-20T09:00:00Z', deal: { title: 'Clinic Host', compensation_amount: '2900.00', brand: { name: 'Apex Athletics' } } }],
  });
  expect(items.map((i) => [i.kind, i.kind === 'roster' ? i.agency : i.kind === 'invitation' ? i.amount : null])).toEqual([
    ['roster', 'Elevate Talent Group'],
    ['invitation', 2900],
    ['roster', 'Sol Martin'],
    ['roster', 'An agency'],
  ]);
});
