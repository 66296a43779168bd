import { Page, PageHeader } from 'shared-ui';

// Placeholder owned by the sign-in/onboarding work (issue 6), which replaces it.
export default function ResetPasswordPage() {
  return (
    <Page>
      <PageHeader title="ResetPasswordPage" />
    </Page>
  );
}
