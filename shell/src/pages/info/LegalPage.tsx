import { PRODUCT_NAME, usePageHead } from 'shared-ui';
import { supportEmail } from '../../frame/support';
import { InfoPage, Prose } from '../../core/page-layout';

const UPDATED = 'Last updated: 1 November 2026';

const PRIVACY: [string, string][] = [
  ['What we collect', 'Account details (name, email, role), your profile (bio, statistics, achievements, content categories, audience demographics you link), messages and applications you send, and technical data such as device and log information.'],
  ['How we use it', 'To run your account and the marketplace, to match you with deals and partners, to score deals, to process payments, to keep the platform safe, and to send the notifications you choose.'],
  ['What brands see', 'Brands see your public profile and media kit, and the details you include in an application. They never see your email or payment details unless you share them.'],
  ['Payments', 'Card payments are processed by Stripe. We store the outcome of a payment, never your full card number.'],
  ['Cookies and local storage', 'We use local storage for your session, your theme and error counters that help us show useful messages. We do not use advertising cookies.'],
  ['Page speed measurements', 'To keep pages fast we measure how quickly a sample of page loads show their content and respond to taps (the Web Vitals LCP, INP, CLS and TTFB). Each measurement holds only the page type (such as /marketplace, never an id, search or address), the figure, and a random number made for that page load and kept nowhere else. It holds no name, account, email, IP address or device details, only administrators can read it, it is deleted after 30 days, and nothing is sent when your browser asks sites not to track you (Do Not Track).'],
  ['Your rights', 'You can access, correct, export or delete your data from your account settings or by emailing us. You can turn off marketing emails at any time.'],
  ['Retention', 'We keep your data while your account is active and delete it within 30 days of account deletion, except where the law requires us to keep records such as invoices.'],
];

const TERMS: [string, string][] = [
  ['Accounts', 'You must give accurate information, keep your password safe and be old enough to form a binding contract, or have a guardian’s consent.'],
  ['Deals and applications', `Deals are agreements between brands and talent. ${PRODUCT_NAME} provides the marketplace and tools; each party is responsible for meeting the deal’s terms and the rules of its sport, school or league.`],
  ['Content', 'You keep ownership of the content you post. You give us the licence we need to show it on the platform. Do not post content you have no right to share.'],
  ['Payments and plans', 'Paid plans renew monthly until cancelled. Prices are shown before checkout. Refunds follow the law of your country and our refund policy.'],
  ['Acceptable use', 'No fraud, harassment, spam, fake engagement or attempts to get around the platform’s security or fees.'],
  ['Termination', 'You may close your account at any time. We may suspend accounts that break these terms, with notice where we can give it.'],
  ['Liability', `${PRODUCT_NAME} is provided as is. To the extent the law allows, we are not liable for indirect losses or for the acts of other users.`],
];

export default function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const privacy = kind === 'privacy';
  const title = privacy ? 'Privacy Policy' : 'Terms of Service';
  usePageHead({ title, description: privacy ? `How ${PRODUCT_NAME} collects, uses and protects your data.` : `The terms for using ${PRODUCT_NAME}.` });
  const sections = privacy ? PRIVACY : TERMS;
  return (
    <InfoPage eyebrow="Legal" title={title} lead={UPDATED}>
      <Prose>
        {sections.map(([heading, text]) => (
          <section key={heading}>
            <h2>{heading}</h2>
            <p>{text}</p>
          </section>
        ))}
        <h2>Contact</h2>
        <p>
          Questions? <a href={`mailto:${supportEmail()}`}>Email our support team</a> ({supportEmail().replace('@', ' at ')}).
        </p>
      </Prose>
    </InfoPage>
  );
}
