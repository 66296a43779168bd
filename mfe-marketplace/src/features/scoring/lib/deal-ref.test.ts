import { DEAL_REF_ERROR, parseDealRef } from './deal-ref';

const ID = '3f1c2a9e-5b7d-4c1e-9a2b-0c4d5e6f7a8b';

describe('parseDealRef', () => {
  it.each([
    ID,
    `  ${ID.toUpperCase()}  `,
    `http://localhost:4000/marketplace?deal=${ID}`,
    `https://pitchside.example/marketplace/apply/${ID}`,
    `/deals/${ID}/applicants`,
  ])('finds the deal id in %s', (raw) => {
    expect(parseDealRef(raw)).toEqual({ id: ID });
  });
  it.each(['', '   ', 'https://pitchside.example/marketplace', 'deal 42', 'x'.repeat(2001)])('refuses %j', (raw) => {
    expect(parseDealRef(raw)).toEqual({ error: DEAL_REF_ERROR });
  });
});
