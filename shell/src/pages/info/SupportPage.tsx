import { ButtonLink, usePageHead } from 'shared-ui';
import { supportEmail, supportMailto } from '../../frame/support';
import { InfoPage, Row } from '../../core/page-layout';

/** Where the support actions lead (onboarding's Contact Support, the Report Issue toast): how to reach the team. */
export default function SupportPage() {
  usePageHead({ title: 'Support', description: 'Get help with Pitchside: email the support team or read the answers to common questions.' });
  const email = supportEmail();
  return (
    <InfoPage eyebrow="Support" title="Need help? Contact our support team" lead="Tell us what happened and what you expected instead; we answer every report.">
      <p>
        Email <a href={supportMailto()}>{email}</a> with the subject Issue Report. Include the page you were on and, if you can, a
        screenshot of the message you saw.
      </p>
      <Row>
        <ButtonLink to="/faq" $variant="secondary">Read the FAQ</ButtonLink>
        <ButtonLink to="/dashboard" $variant="ghost">Back to Dashboard</ButtonLink>
      </Row>
    </InfoPage>
  );
}
