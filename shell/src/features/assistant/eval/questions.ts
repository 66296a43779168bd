/**
 * The assistant's held-out evaluation set, written before the retrieval was tuned: a help question as a user
 * would type it, and the source that answers it (`help/<article>` or `learn/<module>`). `npm run eval:assistant`
 * prints top-1 and top-3 accuracy over them, and how many off-topic questions are declined.
 */
export const EVAL_QUESTIONS: readonly { q: string; answer: string }[] = [
  { q: 'I forgot my password, how do I get back in?', answer: 'help/reset-your-password' },
  { q: 'the confirmation email never arrived', answer: 'help/verify-your-email' },
  { q: "why can't I log in, it says invalid credentials", answer: 'help/sign-in-problems' },
  { q: 'how do I finish the setup wizard after signing up', answer: 'help/complete-onboarding' },
  { q: 'can I switch from an athlete account to a creator account', answer: 'help/change-your-role' },
  { q: 'where do I edit my bio and profile picture', answer: 'help/edit-your-profile' },
  { q: "how do I tell brands which categories I won't work with", answer: 'help/partnership-preferences' },
  { q: 'set a minimum amount for deals I want to see', answer: 'help/partnership-preferences' },
  { q: 'how can I search for nutrition deals under $1000', answer: 'help/find-deals' },
  { q: 'what do I need to apply for a sponsorship', answer: 'help/apply-to-a-deal' },
  { q: 'can I take back an application I already sent', answer: 'help/track-applications' },
  { q: 'where do I see the status of my applications', answer: 'help/track-applications' },
  { q: 'how do I hand in my content for an accepted deal', answer: 'help/deliverables' },
  { q: 'when do I get my money after the brand approves my post', answer: 'help/getting-paid' },
  { q: 'what happens if the brand refunds the payment', answer: 'help/getting-paid' },
  { q: 'why is my match score so low', answer: 'help/match-score' },
  { q: 'what does the number on each deal card mean', answer: 'help/match-score' },
  { q: 'how do I check my caption has the right hashtags', answer: 'help/ai-tools' },
  { q: 'best time to post based on my old posts', answer: 'help/ai-tools' },
  { q: 'how do I create a new deal for my company', answer: 'help/brand-post-a-deal' },
  { q: "my company's deals don't show up in the marketplace", answer: 'help/brand-verification' },
  { q: 'how do I accept or reject applicants', answer: 'help/review-applicants' },
  { q: 'export a spreadsheet of deliverables for compliance', answer: 'help/review-applicants' },
  { q: 'how do I send a message to a brand', answer: 'help/messaging' },
  { q: 'turn off email notifications', answer: 'help/account-settings' },
  { q: 'how do I sign up for a community event', answer: 'help/community' },
  { q: 'how do I upgrade to the pro plan', answer: 'help/subscription-billing' },
  { q: 'cancel my subscription', answer: 'help/subscription-billing' },
  { q: 'add a client to my agency roster', answer: 'help/agency-clients' },
  { q: 'how do I contact support about a bug', answer: 'help/report-a-problem' },
  { q: 'where are the courses and lessons', answer: 'help/learning-hub' },
  { q: 'do I need to put #ad on a sponsored post', answer: 'learn/ftc-disclosure' },
  { q: 'how much should I charge for an instagram post', answer: 'learn/pricing-your-content' },
  { q: 'what does net 30 mean in a contract', answer: 'learn/reading-a-contract' },
  { q: 'do I pay tax on free products a brand sends me', answer: 'learn/taxes-on-sponsorship-income' },
  { q: 'what is NIL and can I earn money as a college athlete', answer: 'learn/nil-fundamentals' },
  { q: "how do I counter a brand's first offer", answer: 'learn/negotiating-sponsorship-deals' },
  { q: 'is it safe to promote a supplement brand if I get drug tested', answer: 'learn/nutrition-and-supplement-partnerships' },
  { q: 'what should be in my media kit', answer: 'learn/building-a-media-kit' },
  { q: 'should I sign a deal with exclusivity and a morals clause', answer: 'learn/reading-a-contract' },
];

/** Questions the assistant must decline (nothing in Pitchside's help answers them). */
export const OFF_TOPIC: readonly string[] = [
  "what's the weather in Paris tomorrow",
  'give me a recipe for lasagna',
  'who won the world cup in 2018',
  'write me a poem about cats',
  'what is the capital of australia',
  'how do I fix my car engine',
];
