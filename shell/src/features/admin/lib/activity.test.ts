import { activity } from './activity';

test("a user's activity in one line, zero counts left out", () => {
  const none = { deals_posted: 0, applications: 0, posts: 0, comments: 0, messages: 0, reports_against: 0 };
  expect(activity(none)).toBe('No activity yet');
  expect(activity({ ...none, applications: 3, posts: 1, reports_against: 1 })).toBe('3 applications, 1 post, 1 open report');
});
