import { dashboardRole, pickDashboard, type DashboardAuthView } from './pick-dashboard';

const brandUser = { id: 'u-brand', email: 'brand@pitchside.dev' } as DashboardAuthView['user'];
// what the store holds while a brand's profile and role load: signed in, the default role, not known yet
const loadingRole: DashboardAuthView = { initialized: true, loading: false, user: brandUser, role: 'athlete', roleKnown: false };

describe('which dashboard /dashboard shows', () => {
  test('a signed-in user whose role is still loading gets a neutral loading state, never the athlete dashboard', () => {
    expect(pickDashboard(loadingRole)).toEqual({ kind: 'loading' });
    expect(pickDashboard({ ...loadingRole, initialized: false })).toEqual({ kind: 'loading' });
    expect(pickDashboard({ ...loadingRole, loading: true, roleKnown: true })).toEqual({ kind: 'loading' });
  });

  test('once the role is known, the role\'s own dashboard', () => {
    expect(pickDashboard({ ...loadingRole, role: 'brand', roleKnown: true })).toEqual({ kind: 'redirect', to: '/brand-dashboard' });
    expect(pickDashboard({ ...loadingRole, role: 'athlete', roleKnown: true })).toEqual({ kind: 'redirect', to: '/athlete-dashboard' });
    expect(pickDashboard({ ...loadingRole, role: 'agency', roleKnown: true })).toEqual({ kind: 'redirect', to: '/agency-dashboard' });
  });

  test('a role dashboard page shows the route\'s role, else the user\'s own only once known', () => {
    expect(dashboardRole('brand', { role: 'athlete', roleKnown: false })).toBe('brand');
    expect(dashboardRole(undefined, { role: 'athlete', roleKnown: false })).toBeNull();
    expect(dashboardRole('nonsense', { role: 'athlete', roleKnown: false })).toBeNull();
    expect(dashboardRole(undefined, { role: 'brand', roleKnown: true })).toBe('brand');
  });
});
