import { applicantFit, audienceFit, type ApplicantFitInputs } from './score';

const base: ApplicantFitInputs = {
  deal: { target_roles: ['athlete'], target_audience: { platforms: ['instagram'], min_followers: 10000, regions: ['US'] } },
  user: { role: 'athlete', sport: 'track', platforms: ['instagram', 'tiktok'], followers: 25000, age: {}, location: { 'United States': 70 } },
};

describe("the brand's fit score on an applicant (issue 37, 16)", () => {
  test('role and every audience check met: 100, in the brand\'s words', () => {
    const fit = applicantFit(base);
    expect(fit.total).toBe(100);
    expect(fit.factors.map((f) => [f.label, f.points, f.weight])).toEqual([['Role fit', 20, 20], ['Audience fit', 80, 80]]);
    expect(fit.factors[1]!.reasons).toContain('Wants 10,000+ followers; they have 25,000');
    expect(fit.factors.flatMap((f) => f.reasons).join(' ')).not.toMatch(/\byou(r)?\b/i);
  });

  test('a role the deal is not for, too few followers and unknown locations lower it; the gaps are named', () => {
    const fit = applicantFit({ ...base, user: { ...base.user, role: 'creator', followers: 2000, location: {} } });
    // audience: instagram match (2) + followers mismatch (0) + regions unknown (1) of 6 -> floor(25*3/6)=12 -> floor(12*80/25)=38
    expect(fit.total).toBe(38);
    expect(fit.factors[0]!.reasons[0]).toBe('The deal is for athlete, not their role (creator): +0');
    expect(fit.factors[1]!.missing).toEqual(['The applicant has not shared audience locations']);
  });

  test("the talent's own match score keeps speaking to them", () => {
    const f = audienceFit({ ...base, user: { ...base.user, followers: null } });
    expect(f.reasons).toContain('Wants 10,000+ followers; your count is not known');
    expect(f.missing).toContain('Add your follower count to improve this estimate');
  });
});
