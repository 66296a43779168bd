import { EmptyState, Page, usePageHead } from 'shared-ui';
import { ButtonLink } from './SignInPrompt';

export default function LearnNotFoundPage() {
  usePageHead({ title: 'Page not found' });
  return (
    <Page>
      <EmptyState>
        <h1>Page not found</h1>
        <p>There is no learning page at this address.</p>
        <p style={{ marginTop: '1rem' }}>
          <ButtonLink to="/learn">Back to the Learning Hub</ButtonLink>
        </p>
      </EmptyState>
    </Page>
  );
}
