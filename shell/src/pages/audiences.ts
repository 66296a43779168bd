export type AudienceKey = 'athlete' | 'creator' | 'brand';

export interface Journey {
  role: AudienceKey;
  title: string;
  description: string;
  steps: [string, string, string, string];
  infoPath: string;
  signupPath: string;
}

/** 'Your Journey Starts Here': one card per audience, each with four steps. */
export const JOURNEYS: Journey[] = [
  {
    role: 'athlete',
    title: 'For Athletes',
    description: 'Turn your performances and personal story into sponsorships that pay and last.',
    steps: ['Build a profile with your stats and achievements', 'Sync your social accounts', 'Apply to deals from verified brands', 'Deliver, get paid and grow your rating'],
    infoPath: '/athlete-info',
    signupPath: '/signup?role=athlete',
  },
  {
    role: 'creator',
    title: 'For Creators',
    description: 'Show brands your audience, your content and your results, and get matched with campaigns that fit.',
    steps: ['Link your content platforms', 'Show your audience demographics', 'Set your content categories and rates', 'Collaborate on campaigns and track results'],
    infoPath: '/creator-info',
    signupPath: '/signup?role=creator',
  },
  {
    role: 'brand',
    title: 'For Brands',
    description: 'Find the athletes and creators your audience already follows, and run every deal in one place.',
    steps: ['Create deal templates for your campaigns', 'Define your target audience and budget', 'Review AI-scored applicants', 'Track deliverables and return on spend'],
    infoPath: '/brand-info',
    signupPath: '/signup?role=brand',
  },
];

export interface AudienceInfo {
  key: AudienceKey;
  eyebrow: string;
  title: string;
  lead: string;
  benefits: { title: string; text: string }[];
  faq: { q: string; a: string }[];
}

export const AUDIENCE_INFO: Record<AudienceKey, AudienceInfo> = {
  athlete: {
    key: 'athlete',
    eyebrow: 'Athletes and Artists',
    title: 'Get sponsored for what you already do best',
    lead: 'Whether you compete on the track, the court or the stage, Pitchside puts your story in front of brands looking for talent like you, and handles the paperwork so you can focus on performing.',
    benefits: [
      { title: 'A profile that sells you', text: 'Sports statistics, achievements, performances, press and social reach in one media kit brands can read in a minute.' },
      { title: 'Deals from verified brands', text: 'Every brand is checked before it can post. Browse by category and compensation, and apply in a few clicks.' },
      { title: 'Fair, clear terms', text: 'Compensation, deliverables and deadlines are stated up front. No chasing invoices: payouts run through Pitchside.' },
      { title: 'Learn the business', text: 'The learning hub covers NIL rules, negotiation, content basics and personal branding, with certificates from Pitchside Academy.' },
      { title: 'Artists welcome', text: 'Musicians, dancers and performers use the same tools: a portfolio, tour and release dates, and brand partnerships that fit their art.' },
      { title: 'Your preferences first', text: 'Tell us which categories you want (and which you never will) and the marketplace filters deals for you.' },
    ],
    faq: [
      { q: 'Do I need a big following?', a: 'No. Brands look for fit and engagement as much as reach; many deals target local and niche audiences.' },
      { q: 'Is it free for athletes?', a: 'Yes. Creating a profile and applying to deals is free. Pro plans add analytics and priority placement.' },
    ],
  },
  creator: {
    key: 'creator',
    eyebrow: 'Creators',
    title: 'Partnerships that match your content and your audience',
    lead: 'Link your platforms once, and Pitchside keeps your audience demographics, content categories and results up to date for every brand you talk to.',
    benefits: [
      { title: 'Audience insight brands trust', text: 'Age, location and interest breakdowns per platform, shown the same way on every pitch.' },
      { title: 'Campaigns by category', text: 'Set your content categories and the marketplace surfaces the campaigns that fit them.' },
      { title: 'AI tools', text: 'Content optimisation, scheduling and deal analysis help you price fairly and deliver on time.' },
      { title: 'One inbox', text: 'Talk to brands in Pitchside messages, keep briefs and files with the deal, and never lose a thread.' },
      { title: 'Community', text: 'Join the creator forum and events to swap rates, tools and lessons with peers.' },
      { title: 'Get paid on time', text: 'Milestones and payouts are tracked per deal so you always know what is owed.' },
    ],
    faq: [
      { q: 'Which platforms can I link?', a: 'Instagram, TikTok, YouTube, X and Twitch, plus a website or podcast feed.' },
      { q: 'Can I work with my agency?', a: 'Yes. Agencies can manage clients on Pitchside, and you keep full visibility of every deal.' },
    ],
  },
  brand: {
    key: 'brand',
    eyebrow: 'Brands and Agencies',
    title: 'Find the right athletes and creators, and run every deal in one place',
    lead: 'Post a deal once and reach verified athletes, artists and creators. Templates, audience targeting and AI scoring turn a long search into a short list.',
    benefits: [
      { title: 'Deal templates', text: 'Reuse your briefs, deliverables and terms across campaigns.' },
      { title: 'Target audience and budget', text: 'Define who you want to reach and what you can spend; we match talent to both.' },
      { title: 'AI deal scoring', text: 'Talent sees how well your deal fits them, from role, audience, pay, timing and your payment record, so the right people apply.' },
      { title: 'Verified profiles', text: 'Statistics, achievements and audience data come from linked accounts, not screenshots.' },
      { title: 'Agency workspace', text: 'Agencies manage many clients and campaigns from one account.' },
      { title: 'Secure payments', text: 'Checkout and payouts run through Stripe, with receipts for every milestone.' },
    ],
    faq: [
      { q: 'How are brands verified?', a: 'We check company registration and domain ownership before a brand can publish deals.' },
      { q: 'What does it cost?', a: 'Posting your first deal is free. See the pricing page for Pro and Enterprise plans.' },
    ],
  },
};
