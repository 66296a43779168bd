import styled from 'styled-components';
import { Card, Page, PageHeader } from 'shared-ui';

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.5rem;
`;

const STEPS = ['Complete Profile', 'Role Setup', 'Preferences', 'Welcome'];

export default function OnboardingPage() {
  return (
    <Page style={{ maxWidth: '44rem' }}>
      <PageHeader title="Set up your Pitchside profile" description="Four short steps, and you are ready to find deals." />
      <Card>
        <Steps>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Steps>
      </Card>
    </Page>
  );
}
