import type { UserRole } from 'shared-ui';

export interface NextStep {
  label: string;
  to: string;
}

/** What a user of this role should do next, most useful first. */
export function nextSteps(role: UserRole, completenessPercent: number): NextStep[] {
  const steps: NextStep[] = [];
  if (completenessPercent < 100) steps.push({ label: 'Complete your profile', to: '/profile' });
  switch (role) {
    case 'athlete':
    case 'creator':
      steps.push({ label: 'Browse sponsorship deals', to: '/marketplace' }, { label: 'Track your applications', to: '/marketplace/applications' }, { label: 'Your accepted deals', to: '/deals' });
      break;
    case 'brand':
      steps.push({ label: 'Post and manage your deals', to: '/deals' }, { label: 'Find athletes and creators', to: '/explore' }, { label: 'Review deals in the marketplace', to: '/marketplace' });
      break;
    case 'agency':
      steps.push({ label: 'Find talent for your clients', to: '/explore' }, { label: 'Post and manage deals for your brands', to: '/deals' }, { label: 'Browse open deals', to: '/marketplace' });
      break;
    case 'admin':
      steps.push({ label: 'Review the marketplace', to: '/marketplace' }, { label: 'Moderate the community', to: '/community' });
      break;
  }
  steps.push({ label: 'Learn in the Learning Hub', to: '/learn' }, { label: 'Say hello in the community', to: '/community' });
  return steps.filter((s, i, all) => all.findIndex((o) => o.to === s.to) === i);
}
