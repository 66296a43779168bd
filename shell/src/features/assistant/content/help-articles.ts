/**
 * Pitchside's help articles: what /help/<slug> shows and what the assistant retrieves from (with the FAQ and
 * the learning hub's lessons). Each paragraph is a passage the assistant can quote.
 */
export interface HelpArticle {
  slug: string;
  title: string;
  /** words a user might use that the text does not */
  keywords: string;
  paragraphs: string[];
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'reset-your-password',
    title: 'Reset your password',
    keywords: 'forgot password lost password reset change password locked out',
    paragraphs: [
      'On the sign-in page, choose Forgot Password. Enter the email address of your account and press Reset Password.',
      'We email you a link. Open it on the same device: it brings you back to Pitchside to set a new password. The link expires after an hour, so request a new one if it has run out.',
      'If the email does not arrive within a few minutes, check your spam folder. For security, Pitchside does not say whether an address has an account.',
    ],
  },
  {
    slug: 'verify-your-email',
    title: 'Verify your email address',
    keywords: 'confirmation email verification email not received resend confirm account',
    paragraphs: [
      'After you sign up we send a confirmation email. Open the link in it to verify your address and finish creating your account.',
      'Did not get the email? Check your spam folder, then use Resend Email on the sign-in page. The link expires after 24 hours.',
    ],
  },
  {
    slug: 'sign-in-problems',
    title: 'Trouble signing in',
    keywords: 'cannot log in login failed invalid credentials wrong password account suspended google sign in',
    paragraphs: [
      'If sign-in says your email or password is wrong, check for typing mistakes and caps lock, then reset your password from Forgot Password.',
      'If your account signed up with an external provider, use the same provider button to sign in rather than a password.',
      'A suspended account cannot sign in; the message says so. Contact support if you think this is a mistake.',
    ],
  },
  {
    slug: 'complete-onboarding',
    title: 'Finish onboarding',
    keywords: 'setup wizard onboarding steps get started welcome profile setup',
    paragraphs: [
      'After signing up, a four-step wizard sets up your account: Complete Profile, Role Setup, Preferences and Welcome. Step n of 4 shows where you are, and Back returns to the previous step.',
      'Most pages of Pitchside open once onboarding is finished. If you leave half way, the wizard picks up where you stopped the next time you sign in.',
    ],
  },
  {
    slug: 'change-your-role',
    title: 'Roles: athlete, creator, brand, agency',
    keywords: 'switch role change account type athlete creator brand agency',
    paragraphs: [
      'Every account has one role: athlete (the default), creator, brand or agency. You choose it when you sign up and it decides your dashboard and what you can do.',
      'Athletes and creators apply to deals; brands post deals and review applicants; agencies manage clients. To change your role, contact support with the role you need.',
    ],
  },
  {
    slug: 'edit-your-profile',
    title: 'Edit your profile and media kit',
    keywords: 'bio avatar profile picture photo media kit social accounts followers audience',
    paragraphs: [
      'Open Profile from the avatar menu to edit your name, bio, sport or content type, social handles and audience figures.',
      'Your media kit is a shareable page built from your profile: your platforms, audience, statistics, achievements and rates. Publish it to share its link with brands.',
      'Adding your follower counts and audience demographics also makes your deal match scores more accurate.',
    ],
  },
  {
    slug: 'partnership-preferences',
    title: 'Set your partnership preferences',
    keywords: 'refused categories categories I will not work with minimum deal amount interests preferences',
    paragraphs: [
      'In Settings, partnership preferences tell Pitchside what you want: the deal categories you are interested in, the categories you refuse, and your minimum deal amount in dollars.',
      'The match score reads them: a deal in a refused category scores no category points, and a deal paying below your minimum scores lower on pay fit.',
    ],
  },
  {
    slug: 'find-deals',
    title: 'Browse and filter the marketplace',
    keywords: 'search deals filter category price range sort newest highest pay deadline best match saved',
    paragraphs: [
      'The marketplace lists active deals from verified brands. Filter by category and price range, search titles and descriptions, and sort by newest, highest pay, deadline or, for athletes and creators, Best match.',
      'Filters are kept in the address, so you can bookmark or share a search. Save a deal with its bookmark to find it under Saved deals only.',
    ],
  },
  {
    slug: 'apply-to-a-deal',
    title: 'Apply to a deal',
    keywords: 'apply sponsorship application pitch proposed rate requirements',
    paragraphs: [
      'Open a deal in the marketplace and press Apply. Tell the brand why you fit, propose a rate if you want to, and add links to your best work.',
      'You need an account with finished onboarding, and the deal must be open to your role. A deal that has closed, passed its deadline or reached its maximum number of applicants no longer accepts applications.',
    ],
  },
  {
    slug: 'track-applications',
    title: 'Track and withdraw applications',
    keywords: 'application status pending accepted rejected withdraw cancel application my applications',
    paragraphs: [
      'My Applications in the marketplace lists every deal you applied to with its status: pending, accepted, rejected or withdrawn.',
      'You can withdraw a pending application from My Applications if you change your mind. You are notified when a brand decides.',
    ],
  },
  {
    slug: 'deliverables',
    title: 'Submit deliverables',
    keywords: 'hand in content submit upload finished video post link deliverable accepted deal caption disclosure changes requested approve',
    paragraphs: [
      "When a brand accepts you, the deal's deliverables appear under Deals. Submit each one with a link to the published work, a note and its caption.",
      'Pitchside checks the caption for a sponsorship disclosure (#ad or #sponsored at the start) and tells you before you submit if it is missing or buried.',
      'The brand approves a deliverable or asks for changes; after changes, submit it again.',
    ],
  },
  {
    slug: 'getting-paid',
    title: 'Getting paid for a deal',
    keywords: 'money payment payout escrow held released refunded when paid safe protection brand disappears no response cancel cancelled kill fee dispute chargeback bank',
    paragraphs: [
      'For a paid deal the brand funds the payment up front. Pitchside holds it while you deliver, so you can see the money is there before you start.',
      'When the brand approves your deliverables, the payment is released to you. If the deal falls through before delivery, the held payment is refunded to the brand, and the deal is over: its deliverables close, so there is nothing more to submit.',
      "If the brand cancels after you both signed the contract, you receive the contract's kill fee (25% of the cash unless you agreed otherwise) from the held payment, less the platform fee; the rest goes back to the brand. It shows in Earnings as the deal's kill fee.",
      'If you cannot do a deal the brand has funded, use Withdraw from Deal on its payment before you submit any work: the brand is refunded in full and the deal is over. A deal the brand has not funded yet has its own Withdraw from Deal under Deals: no money moves, the brand is told and the contract no longer binds you. After a submission, message the brand or report a problem.',
      'If your payout account is not set up when your work is approved, the money waits for you: set up payouts from Earnings and it is sent as soon as Stripe has verified your account.',
      "If the brand's bank disputes the payment, its release is on hold until the bank decides, and you are told the outcome. If the bank decides for the brand, the money goes back to the brand's card and is not released to you: if you delivered work, report a problem and an admin will look into it.",
    ],
  },
  {
    slug: 'match-score',
    title: 'How the match score works',
    keywords: 'match score number on deal card why this score low score best match rating',
    paragraphs: [
      'Athletes and creators see a match score from 0 to 100 on every deal card. Open Why this score to see each factor: role and category fit, audience fit, pay fit, timing and brand trust.',
      'Each factor says what it read and what data was missing. Missing data counts as half, so adding your follower count, audience and preferences makes the score more accurate.',
      'The score is worked out by Pitchside from your profile and the deal; no outside model is used. AI Deal Scoring shows your top matches and scores any deal link.',
    ],
  },
  {
    slug: 'ai-tools',
    title: 'Using the AI tools',
    keywords: 'ai tools caption checker hashtags content optimisation scheduling calendar best time to post deal analysis red flags',
    paragraphs: [
      'AI Tools has three tools. Deal analysis compares a deal\'s pay with similar deals and flags risky terms such as exclusivity or perpetual usage rights.',
      'Content optimisation checks a caption for a platform: length, hashtag count, the first-line hook, readability, a call to action, mentions and the sponsorship disclosure, and offers a corrected caption.',
      'Scheduling shows your deliverables due and planned posts, and suggests posting times from your own past posts once you import them as a CSV.',
    ],
  },
  {
    slug: 'brand-post-a-deal',
    title: 'Post a deal as a brand',
    keywords: 'create deal new deal post sponsorship template campaign budget',
    paragraphs: [
      'Brand accounts create deals under Deals: a title, description, category, compensation, deadline, deliverables, requirements and who may apply.',
      'Save a deal as a template to reuse it, and group deals into campaigns with a budget to track what you have committed.',
    ],
  },
  {
    slug: 'brand-verification',
    title: 'Get your brand verified',
    keywords: 'verified brand deals not showing marketplace verification request',
    paragraphs: [
      'Only active deals from verified brands appear in the marketplace. Until your brand is verified your deals are saved but hidden from talent.',
      'Request verification from your brand workspace under Deals. We check company registration and domain ownership, and you are notified when it is done.',
    ],
  },
  {
    slug: 'review-applicants',
    title: 'Review applicants and deliverables',
    keywords: 'accept reject applicants shortlist review deliverables approve request changes export csv compliance disclosure',
    paragraphs: [
      'Open a deal under Deals to see its applicants, read their pitches and accept or reject them. Accepted talent get the deal\'s deliverables to complete.',
      'Approve each deliverable or ask for changes. Export deliverables as a CSV with each caption\'s disclosure status to keep a compliance record.',
    ],
  },
  {
    slug: 'brand-fund-and-cancel',
    title: 'Fund a deal, or cancel one you funded',
    keywords: 'brand fund deal funding card charge cancel cancelled cancellation refund kill fee',
    paragraphs: [
      'Once you accept an applicant and you both sign the contract, Fund Deal charges your card the agreed amount, and Pitchside holds it for the deal.',
      "Before any work is submitted you can Cancel and Refund. The contract's kill fee (25% of the cash unless you amended it) goes to the talent, and the rest is refunded to your card. Once work is submitted, or while your bank disputes the payment, it can no longer be cancelled from Pitchside.",
    ],
  },
  {
    slug: 'messaging',
    title: 'Messages and notifications',
    keywords: 'send message chat conversation inbox notification bell unread',
    paragraphs: [
      'Messages in the top navigation opens your conversations. Start one from a profile or a deal to talk to a brand or a talent; new messages arrive live.',
      'The bell shows notifications about applications, deliverables, payments and events. Open one to go to what it is about.',
    ],
  },
  {
    slug: 'account-settings',
    title: 'Account settings and notifications',
    keywords: 'settings email notifications turn off push notifications change email theme dark mode',
    paragraphs: [
      'Settings holds your account email, your partnership preferences and your notification switches: email, push, deal alerts, messages, the weekly digest and marketing emails.',
      'Turn a switch off to stop that kind of email or notification. The theme toggle in the header switches between dark and light.',
    ],
  },
  {
    slug: 'community',
    title: 'Community forum and events',
    keywords: 'forum post thread comment like event rsvp attend register ask question other members creators athletes discussion',
    paragraphs: [
      'Community is the forum: start a post, reply in threads and like what helps you.',
      'Events lists meetups and online sessions. Press Attend to reserve your place; a full event says so.',
    ],
  },
  {
    slug: 'subscription-billing',
    title: 'Plans, billing and cancelling',
    keywords: 'upgrade pro plan elite starter free plan applications per month limit subscription cancel billing invoice pricing stripe',
    paragraphs: [
      'Pricing lists the plans. Choose a plan to check out through Stripe; amounts are in US dollars and a receipt is emailed.',
      'Cancel from Subscription in your account menu; your plan stays active until the end of the billing period.',
    ],
  },
  {
    slug: 'agency-clients',
    title: 'Manage clients as an agency',
    keywords: 'agency roster add client manage clients talent management',
    paragraphs: [
      'Agency accounts keep a client roster under Deals: add a client by name, type and status, with contact details and notes.',
      'Link a client who has a Pitchside account to see their profile. A listed user can remove themselves from an agency\'s list.',
    ],
  },
  {
    slug: 'report-a-problem',
    title: 'Report a problem or contact support',
    keywords: 'bug report issue contact support email help error',
    paragraphs: [
      'Use Report Issue in the footer: it opens an email to our support team with the subject Issue Report. Say what happened, what you expected, and the page you were on.',
      'The Support page has the support email address and links to the FAQ.',
    ],
  },
  {
    slug: 'learning-hub',
    title: 'Using the learning hub',
    keywords: 'learn courses lessons modules content library workshops webinars progress',
    paragraphs: [
      'Learn holds courses on NIL rules, pricing, contracts, disclosure, taxes, brand safety, negotiating and more. Open a module to play its lessons; your progress is saved.',
      'The content library has guides and templates, and Workshops & Webinars lists live sessions you can register for.',
    ],
  },
];
