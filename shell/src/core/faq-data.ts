import { formatFeeRate } from 'shared-ui/billing';

export interface FaqItem {
  q: string;
  a: string;
  /** A page the answer points to, shown as a link under it. */
  link?: { to: string; label: string };
  topic: 'General' | 'Athletes & Creators' | 'Brands' | 'Billing' | 'Account';
}

export const FAQ: FaqItem[] = [
  { topic: 'General', q: 'What is Pitchside?', a: 'Pitchside is a sponsorship marketplace that connects athletes, artists, creators, brands and agencies. Brands post deals, talent applies, and both sides message, deliver and get paid on the platform.' },
  { topic: 'General', q: 'Who can join?', a: 'Athletes (the default role), creators including influencers and artists, brands and agencies. You pick your role when you sign up and can describe yourself in onboarding.' },
  { topic: 'General', q: 'What is Pitchside Academy?', a: 'Our sister platform for advanced training, certifications and premium resources. Learning hub courses link to it.' },
  { topic: 'Athletes & Creators', q: 'How do I apply to a deal?', a: 'Open the marketplace, pick a deal and press Apply. Applying needs an account with finished onboarding; you can follow every application under My Applications.' },
  { topic: 'Athletes & Creators', q: 'Do I need a large following?', a: 'No. Many brands look for engagement and fit with a local or niche audience rather than raw follower counts.' },
  { topic: 'Athletes & Creators', q: 'Which social accounts can I link?', a: 'Instagram, TikTok, YouTube, X and Twitch, plus a website. Linked accounts keep your audience figures current.' },
  { topic: 'Athletes & Creators', q: 'How does AI deal scoring work?', a: 'Each deal gets a match score out of 100 for you: role and category fit, audience fit, pay fit, timing and brand trust. Why this score shows what each factor counted and which profile data is missing; Best match sorts the marketplace by it.' },
  { topic: 'Brands', q: 'How are brands verified?', a: 'We check company registration and domain ownership before a brand can publish deals. Only active deals from verified brands appear in the marketplace.' },
  { topic: 'Brands', q: 'Can an agency manage several clients?', a: 'Yes. Agency accounts manage many clients and their campaigns from one workspace.' },
  { topic: 'Billing', q: 'Is Pitchside free?', a: 'The Starter plan is free. Pro, Elite and Brand plans add AI tools, analytics and campaign features; see the pricing page.' },
  { topic: 'Billing', q: 'How are payments processed?', a: 'Checkout runs through Stripe. Amounts are charged in US dollars and receipts are emailed after each payment.' },
  { topic: 'Billing', q: 'What does Pitchside take from a deal?', a: `A platform fee of ${formatFeeRate()} of the agreed amount. The brand pays the agreed amount; the talent receives it less the fee, paid out through Stripe to the bank account they connect under Set up payouts.` },
  { topic: 'Athletes & Creators', q: 'How do I get paid?', a: `Set up payouts from Earnings (Deals, then Earnings): Stripe verifies you and takes your bank details. When the brand approves your work, the agreed amount less the ${formatFeeRate()} platform fee is sent to your Stripe account and paid out to your bank. Stripe provides your tax forms in its Express dashboard; Pitchside does not give tax advice.` },
  { topic: 'Athletes & Creators', q: 'I am a college athlete. What do I have to report about my NIL deals?', a: 'NCAA Division I athletes must report each deal worth $600 or more from one payor (cash plus products, added up over all your deals with that payor) to NIL Go within 5 business days of agreeing it. Say you are a Division I athlete in your profile (Athletics) and NIL Compliance flags those deals with their due date, reminds you on day 3, lets you tick "I reported it", and gives you a deal sheet (PDF or CSV) and a school disclosure report. Pitchside submits nothing for you. Rules differ by school and state: your compliance office has the last word, and this is not legal advice.', link: { to: '/nil', label: 'Open NIL Compliance' } },
  { topic: 'General', q: 'Are contracts signed on Pitchside legally binding?', a: 'When terms are agreed, Pitchside drafts the contract from them and each side signs it by typing their full legal name and selecting I agree. We record who signed, when, and a SHA-256 fingerprint of the exact text they saw, and either side can download it as a PDF with that audit page. In the United States, the ESIGN Act and the UETA recognise an electronic signature like this when the intent to sign and a record of the agreement are kept. Rules differ by state and situation: this is general information, not legal advice, so ask a lawyer about your own contract.' },
  { topic: 'General', q: 'How do we change a contract after both of us signed it?', a: 'A signed contract never changes. On the deal, either side selects Propose Amendment, changes the deliverables, usage rights, exclusivity or cancellation terms (not the cash the deal is funded with) and says why. The amendment is a new version of the contract that both sides sign the same way, with their typed full legal name and I agree. The version before stays in force until both have signed; then the amendment is in force and the old version is marked superseded. Every version stays readable under Contract versions. One amendment can wait for signatures at a time: the side that proposed it can withdraw it (Withdraw Amendment) and the other side can decline it (Decline Amendment) while it waits; the version in force stays.' },
  { topic: 'Brands', q: 'Can we use our own contract terms?', a: 'Yes, as an addendum. Before anyone signs, select Governing Terms on the contract and choose Standard terms plus our own PDF addendum, then attach your PDF (PDF only, at most 5 MB). Pitchside reads the stored file and records its SHA-256 fingerprint in the contract, so the signatures cover that exact file; where your addendum conflicts with the contract itself, the contract prevails. Only you, the talent and Pitchside admins (in a dispute) can open it, with Open Addendum (PDF). Once anyone has signed, a change is an amendment both sides sign.' },
  { topic: 'Brands', q: 'Why do I see that a talent is exclusive with a competing brand?', a: 'When a talent has a current exclusivity in a category under a signed contract with a brand in your industry, their profile and their Discover Talent card show it to you, for example Exclusive with a competing brand in Footwear until Mar 1, 2027, so you do not offer a deal they cannot take. We never say which brand it is, and members outside that industry (other brands, agencies) see nothing.' },
  { topic: 'Billing', q: 'Can I cancel at any time?', a: 'Yes. Cancel from Subscription in your account menu; your plan stays active until the end of the billing period.' },
  { topic: 'Account', q: 'I did not get the verification email.', a: 'Check your spam folder, then use Resend Email on the sign-in page. The link expires after 24 hours.' },
  { topic: 'Account', q: 'How do I reset my password?', a: 'Use Forgot Password on the sign-in page. We email a link that brings you back to set a new password.' },
  { topic: 'Account', q: 'How do I report a problem?', a: 'Use Report Issue in the footer: it opens an email to our support team with the subject Issue Report.' },
];

/** Case-insensitive match on the question, the answer or the topic; every word must match. */
export function searchFaq(items: FaqItem[], query: string): FaqItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return items;
  return items.filter((item) => {
    const text = `${item.q} ${item.a} ${item.topic}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
