import { initAuth, mountSectionHarness } from 'shared-ui';
import SectionRoutes from './routes';
import { withStandaloneSignIn } from './standalone/StandaloneGate';

// Standalone only: the shell starts the auth store itself.
void initAuth();
mountSectionHarness('onboarding', withStandaloneSignIn(SectionRoutes));
