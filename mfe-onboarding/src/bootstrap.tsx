import { mountSectionHarness } from 'shared-ui';
import SectionRoutes from './routes';

mountSectionHarness('onboarding', SectionRoutes);
