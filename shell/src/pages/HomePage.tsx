import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authReady, Badge, Button, ButtonLink, showFailureToast, toast, useAuthStore, usePageHead } from 'shared-ui';
import { BookIcon, BriefcaseIcon, ChartIcon, PlayIcon, RobotIcon, SparkIcon, TargetIcon, UsersIcon } from '../frame/icons';
import { isPublicLink } from '../route-table';
import { CountUp, RotatingTaglines, type Counter } from './home/motion';
import { Container, Eyebrow, Grid, IconBubble, Lead, Main, Row, Section } from '../core/page-layout';

const TAGLINES = [
  'Sponsorships for athletes who perform',
  'Partnerships for creators who connect',
  'Talent for brands that want results',
] as const;

const COUNTERS: Counter[] = [
  { label: 'Active Deals', target: 150, suffix: '+' },
  { label: 'Creator Network', target: 2000, suffix: '+' },
  { label: 'Impressions', target: 50, suffix: 'M+' },
  { label: 'Revenue Generated', target: 5, prefix: '$', suffix: 'M+' },
];

const FEATURES = [
  { title: 'Deal Marketplace', text: 'Endorsement deals from verified brands, filtered by category, pay and deadline.', to: '/marketplace', Icon: BriefcaseIcon },
  { title: 'Profile & Media Kit', text: 'Stats, achievements, social reach and audience data in one shareable kit.', to: '/profile', Icon: UsersIcon },
  { title: 'AI Tools', text: 'Content optimisation, scheduling and deal analysis.', to: '/ai-tools', Icon: SparkIcon, badge: 'NEW' },
  { title: 'AI Deal Scoring', text: 'Every deal scored for fit, reach and terms before you apply.', to: '/ai-scoring', Icon: TargetIcon },
  { title: 'Learning Hub', text: 'Courses, guides and a content library with AI recommendations.', to: '/learn/content-library', Icon: BookIcon },
  { title: 'Explore', text: 'See what is happening on Pitchside: sections, deals and the community.', to: '/explore', Icon: ChartIcon },
];

const Hero = styled.section`
  padding: 3.5rem 0 2.5rem;
  text-align: center;
  h1 { font-size: clamp(2.125rem, 5.5vw, 3.5rem); letter-spacing: -0.03em; margin: 0 auto 0.75rem; max-width: 20ch; line-height: 1.08; }
`;

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 1rem;
  max-width: 52rem;
  margin: 2.5rem auto 0;
  div { display: flex; flex-direction: column; background: ${({ theme }) => theme.color.surface}; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.lg}; padding: 1rem; }
  dd { order: -1; margin: 0; font-size: 1.875rem; font-weight: 800; font-variant-numeric: tabular-nums; }
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.9375rem; }
`;

const Center = styled(Row)`
  justify-content: center;
`;

const More = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
  margin-top: 1.25rem;
  text-align: left;
  h3 { margin: 0 0 0.5rem; }
  ul { margin: 0; padding-left: 1.1rem; color: ${({ theme }) => theme.color.textMuted}; }
  > div { background: ${({ theme }) => theme.color.surface}; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.lg}; padding: 1.25rem; }
`;

const FeatureButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: flex-start;
  height: 100%;
  width: 100%;
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: pointer;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.25rem;
  transition: border-color 0.15s ease;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
  h3 { margin: 0.75rem 0 0.25rem; font-size: 1.125rem; display: flex; gap: 0.5rem; align-items: center; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Cta = styled.div`
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 2.5rem 1.25rem;
  p { color: ${({ theme }) => theme.color.textMuted}; margin: 0 auto 1.5rem; max-width: 36rem; }
`;

export default function HomePage() {
  usePageHead({
    title: 'Home',
    description: 'Sponsorship deals, AI tools, a learning hub and a community for athletes, creators and brands.',
  });
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => !!(s.session || s.user));
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();

  const explore = () =>
    void authReady().then((auth) => {
      if (auth.session || auth.user) {
        navigate('/dashboard');
        toast.success('Welcome back to your dashboard!');
      } else {
        navigate('/explore');
      }
    });

  const aiManager = () => {
    if (signedIn) {
      navigate('/ai-manager');
    } else {
      toast.info('Please sign up to access the AI Manager');
      navigate('/auth');
    }
  };

  const aiHelp = () => {
    const chatbot = window.pitchsideChatbot;
    if (!chatbot) {
      showFailureToast('assistant-unavailable');
      return;
    }
    try {
      chatbot.open();
    } catch {
      showFailureToast('assistant-open');
    }
  };

  const openFeature = (to: string) => {
    if (!signedIn && !isPublicLink(to)) {
      toast.info('Sign in to access all features', { action: { label: 'Sign In', onClick: () => navigate('/auth') } });
    }
    navigate(to);
  };

  return (
    <Main>
      <Hero>
        <Container>
          <Eyebrow>The sponsorship platform</Eyebrow>
          <h1>Grow your career with partnerships that fit</h1>
          <RotatingTaglines taglines={TAGLINES} />
          <Center>
            <Button type="button" onClick={explore}>Explore Platform</Button>
            <ButtonLink to="/demo-schedule" $variant="secondary"><PlayIcon size={16} /> Live Demo</ButtonLink>
            <Button type="button" $variant="secondary" onClick={aiManager}><RobotIcon size={18} /> AI Manager</Button>
            <Button type="button" $variant="ghost" onClick={aiHelp}><SparkIcon size={18} /> AI Help</Button>
          </Center>
          <Counters aria-label="Pitchside in numbers">
            {COUNTERS.map((c, i) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>
                  <CountUp counter={c} index={i} />
                </dd>
              </div>
            ))}
          </Counters>
          <div style={{ marginTop: '2rem' }}>
            <Button type="button" $variant="ghost" aria-expanded={moreOpen} aria-controls={moreId} onClick={() => setMoreOpen((o) => !o)}>
              {moreOpen ? 'Show Less' : 'Learn More'}
            </Button>
            <div id={moreId} hidden={!moreOpen}>
              <More>
                <div>
                  <h3>For Creators &amp; Athletes</h3>
                  <ul>
                    <li>Build a media kit from your stats, achievements and linked accounts.</li>
                    <li>Apply to deals from verified brands, with pay and deadlines up front.</li>
                    <li>Use AI tools to plan content and price your work.</li>
                    <li>Learn NIL rules, negotiation and branding in the learning hub.</li>
                  </ul>
                </div>
                <div>
                  <h3>For Brands</h3>
                  <ul>
                    <li>Post deals from reusable templates with your audience and budget.</li>
                    <li>Get AI-scored applicants and verified audience data.</li>
                    <li>Message talent, track deliverables and pay in one place.</li>
                    <li>Agencies manage every client from one workspace.</li>
                  </ul>
                </div>
              </More>
            </div>
          </div>
        </Container>
      </Hero>

      <Section aria-labelledby="features-title">
        <Container>
          <h2 id="features-title">Key Features</h2>
          <Lead>Everything you need to find, win and deliver partnerships.</Lead>
          <Grid $min="18rem">
            {FEATURES.map(({ title, text, to, Icon, badge }) => (
              <FeatureButton key={title} type="button" onClick={() => openFeature(to)}>
                <IconBubble><Icon /></IconBubble>
                <h3>
                  {title} {badge ? <Badge $tone="primary">{badge}</Badge> : null}
                </h3>
                <p>{text}</p>
              </FeatureButton>
            ))}
          </Grid>
          <p style={{ marginTop: '1rem', fontSize: '0.9375rem' }}>
            Token-based campaigns <Badge>Coming soon</Badge>
          </p>
        </Container>
      </Section>

      <Section>
        <Container>
          <Cta>
            <h2>{signedIn ? 'Pick up where you left off' : 'Ready to land your next partnership?'}</h2>
            <p>Join thousands of athletes, creators and brands closing deals on Pitchside.</p>
            <Center>
              {signedIn ? (
                <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
              ) : (
                <>
                  <ButtonLink to="/auth">Get Started Free</ButtonLink>
                  <ButtonLink to="/demo-schedule" $variant="secondary">Watch Demo</ButtonLink>
                </>
              )}
            </Center>
          </Cta>
        </Container>
      </Section>
    </Main>
  );
}
