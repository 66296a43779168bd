import { fullStop } from 'shared-ui';

/** A member who joined today is welcomed, not welcomed back. */
export function greeting(name: string, joinedAt: string | undefined, now = Date.now()): string {
  const joinedToday = !!joinedAt && now - Date.parse(joinedAt) < 24 * 60 * 60 * 1000;
  return joinedToday
    ? `${fullStop(`Welcome to Pitchside, ${name}`)} Here is where your deals, figures and next steps will show.`
    : `${fullStop(`Welcome back, ${name}`)} Here is what is happening with your account.`;
}
