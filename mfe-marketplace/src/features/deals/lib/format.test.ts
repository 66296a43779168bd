import { applicantsLabel, brandApplicantsLine } from './format';

describe('applicant counts in words', () => {
  test('none, one, many; nonsense reads as none', () => {
    expect(applicantsLabel(0)).toBe('No applicants yet');
    expect(applicantsLabel(null)).toBe('No applicants yet');
    expect(applicantsLabel(-3)).toBe('No applicants yet');
    expect(applicantsLabel(1)).toBe('1 applicant');
    expect(applicantsLabel(12)).toBe('12 applicants');
  });

  test("the brand's line splits the count into to review and accepted", () => {
    expect(brandApplicantsLine({ applicants_count: 0, applicants_pending: 0, applicants_accepted: 0 })).toBe('No applicants yet');
    expect(brandApplicantsLine({ applicants_count: 1, applicants_pending: 1, applicants_accepted: 0 })).toBe('1 applicant: 1 to review, 0 accepted');
    expect(brandApplicantsLine({ applicants_count: 3, applicants_pending: 1, applicants_accepted: 2 })).toBe('3 applicants: 1 to review, 2 accepted');
  });
});
