import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ACADEMY_NAME, authReady, Badge, Button, ButtonLink, Modal, PRODUCT_NAME, showFailureToast, toast, usePageHead } from 'shared-ui';
import { academyUrl } from '../frame/support';
import { BriefcaseIcon, CameraIcon, ChartIcon, CheckIcon, LinkIcon, MusicIcon, PlayIcon, ShieldIcon, StarIcon, TargetIcon, TrophyIcon } from '../frame/icons';
import { JOURNEYS } from './audiences';
import { Container, Eyebrow, Grid, IconBubble, Lead, LinkCard, Main, Row, Section, Tile } from '../core/page-layout';

/** The external product video Watch Demo opens in a new tab. */
export const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=pitchside-demo';

const Hero = styled.section`
  padding: 4rem 0 3rem;
  background:
    radial-gradient(60rem 30rem at 85% -10%, ${({ theme }) => theme.color.glowPrimary}, transparent),
    radial-gradient(40rem 24rem at 0% 20%, ${({ theme }) => theme.color.glowAccent}, transparent);
  h1 {
    font-size: clamp(2.25rem, 6vw, 4rem);
    line-height: 1.05;
    letter-spacing: -0.03em;
    margin: 0 0 1rem;
    max-width: 18ch;
  }
  h1 em { font-style: normal; color: ${({ theme }) => theme.color.primary}; }
`;

/** From the lg breakpoint the hero is two columns: the pitch, and a picture of a deal being made (it left half the screen empty). */
const HeroLayout = styled.div`
  display: grid;
  /* one column that may shrink below its content's width: a long heading wraps instead of widening the page */
  grid-template-columns: minmax(0, 1fr);
  gap: 2.5rem;
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr); }
`;

const Preview = styled.div`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { display: grid; gap: 1rem; }
  > div {
    padding: 1.25rem;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  > div:nth-child(2) { margin-left: 3rem; }
  > div:nth-child(3) { margin-right: 3rem; }
  .who { display: flex; align-items: center; gap: 0.625rem; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
  .logo {
    display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%;
    background: #0369a1; color: #fff; font-weight: 700; font-size: 0.8125rem;
  }
  .title { margin: 0.75rem 0 0.25rem; font-weight: 700; font-size: 1.125rem; }
  .meta { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
  .meta strong { color: ${({ theme }) => theme.color.text}; font-size: 1.25rem; }
  .line { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; font-size: 0.9375rem; }
`;

const AcademyChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
  padding: 0.375rem 0.875rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  strong { color: ${({ theme }) => theme.color.primary}; }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 1rem;
  margin: 2.5rem 0 0;
  max-width: 40rem;
  div { border-left: 3px solid ${({ theme }) => theme.color.primary}; padding-left: 0.875rem; }
  dt { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.9375rem; }
  dd { margin: 0; font-size: 1.875rem; font-weight: 800; order: -1; }
  div { display: flex; flex-direction: column; }
`;

const ProofGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 0;
  div { background: ${({ theme }) => theme.color.bg}; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.lg}; padding: 1.25rem; text-align: center; display: flex; flex-direction: column; }
  dd { margin: 0; font-size: 2rem; font-weight: 800; color: ${({ theme }) => theme.color.text}; order: -1; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
`;

const JourneyCard = styled(Tile)`
  display: flex;
  flex-direction: column;
  ol { margin: 1rem 0 1.25rem; padding-left: 1.25rem; color: ${({ theme }) => theme.color.textMuted}; flex: 1; }
  li + li { margin-top: 0.375rem; }
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.color.warning};
`;

const Quote = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.25rem;
  blockquote { margin: 0; flex: 1; }
  figcaption { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.9375rem; }
  figcaption strong { color: ${({ theme }) => theme.color.text}; }
`;

const Brands = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem 2.25rem;
  li { font-size: 1.25rem; font-weight: 800; letter-spacing: 0.02em; color: ${({ theme }) => theme.color.textMuted}; }
`;

const PATHS = [
  { title: 'Athletes', text: 'Sponsorships and NIL deals built on your stats, story and reach.', to: '/athlete-info', Icon: TrophyIcon },
  { title: 'Artists', text: 'Partnerships for musicians, dancers and performers, on stage and online.', to: '/athlete-info', Icon: MusicIcon },
  { title: 'Creators', text: 'Campaigns that match your content categories and your audience.', to: '/creator-info', Icon: CameraIcon },
  { title: 'Brands', text: 'Verified talent, AI-scored applicants and every deal in one place.', to: '/brand-info', Icon: BriefcaseIcon },
];

const JOURNEY_ICONS = { athlete: TrophyIcon, creator: CameraIcon, brand: BriefcaseIcon };

const WHY = [
  { title: 'Seamless integration', text: 'Link Instagram, TikTok, YouTube and more once; profiles, reach and results stay current without copy and paste.', Icon: LinkIcon },
  { title: 'Success tracking', text: 'Deliverables, milestones, payouts and campaign results are tracked per deal, for both sides.', Icon: ChartIcon },
  { title: 'Data-driven matches', text: 'AI deal scoring weighs audience overlap, engagement and past delivery to put the best fits first.', Icon: TargetIcon },
];

const TESTIMONIALS = [
  { quote: 'Pitchside got me my first paid sponsorship within three weeks of joining. The brand found me through my stats, not my follower count.', name: 'Jordan Reyes', role: 'Track & field athlete' },
  { quote: 'I finally have one place for briefs, messages and payments. My rates went up because I could show brands real audience data.', name: 'Maya Chen', role: 'Lifestyle creator' },
  { quote: 'We cut our creator search from a month to a week. The AI scoring shortlist was spot on for our campus launch.', name: 'Alex Morgan', role: 'Marketing lead, Apex Athletics' },
];

const BRAND_NAMES = ['Nike', 'Adidas', 'Red Bull', 'Gatorade', 'Under Armour', 'Puma', 'Spotify', 'GoPro'];

export function LandingPage() {
  usePageHead({});
  const navigate = useNavigate();
  const [academyOpen, setAcademyOpen] = useState(false);

  const explore = () =>
    void authReady().then((auth) => {
      try {
        if (auth.session || auth.user) {
          navigate('/explore');
        } else {
          navigate('/home');
          toast.info('Sign in to access your personalized dashboard');
        }
      } catch {
        showFailureToast('navigation');
        setTimeout(() => window.location.assign('/home'), 100);
      }
    });

  const watchDemo = () => {
    try {
      const tab = window.open(DEMO_VIDEO_URL, '_blank');
      if (!tab) throw new Error('blocked');
      tab.opener = null;
    } catch {
      showFailureToast('demo-link');
    }
  };

  return (
    <Main>
      <Hero>
        <Container>
          <HeroLayout>
          <div>
          <AcademyChip type="button" onClick={() => setAcademyOpen(true)} aria-haspopup="dialog">
            <ShieldIcon size={16} /> Powered by <strong>{ACADEMY_NAME}</strong>
          </AcademyChip>
          <h1>
            Where athletes, creators and brands <em>make deals</em>
          </h1>
          <Lead>
            {PRODUCT_NAME} is the sponsorship marketplace for athletes, artists, creators, brands and agencies: verified deals, AI-matched
            partners, a learning hub and one inbox for every conversation.
          </Lead>
          <Row>
            <Button type="button" onClick={explore}>Explore Platform</Button>
            <Button type="button" $variant="ghost" onClick={watchDemo}>
              <PlayIcon size={16} /> Watch Demo
            </Button>
          </Row>
          <Stats aria-label="Pitchside in numbers">
            <div><dt>Active users</dt><dd>10K+</dd></div>
            <div><dt>Revenue generated</dt><dd>$2M+</dd></div>
            <div><dt>Partnerships</dt><dd>500+</dd></div>
          </Stats>
          </div>
          {/* a picture of the product, not content: the same facts are in the sections below */}
          <Preview aria-hidden="true" data-testid="hero-preview">
            <div>
              <span className="who"><span className="logo">AA</span> Apex Athletics</span>
              <p className="title">Court Shoe Launch Campaign</p>
              <span className="meta"><strong>$4,000</strong> Closes in 21 days · 12 applicants</span>
            </div>
            <div>
              <span className="line"><span>Jordan Reyes applied</span> <Badge $tone="success">Match 86</Badge></span>
            </div>
            <div>
              <span className="line"><span>Agreed $3,600 · held by {PRODUCT_NAME}</span> <Badge $tone="info">Funded</Badge></span>
            </div>
          </Preview>
          </HeroLayout>
        </Container>
      </Hero>

      <Section aria-labelledby="paths-title">
        <Container>
          <Eyebrow>Who it is for</Eyebrow>
          <h2 id="paths-title">Find Your Path</h2>
          <Lead>Four audiences, one marketplace. Pick yours to see how Pitchside works for you.</Lead>
          <Grid $min="14rem">
            {PATHS.map(({ title, text, to, Icon }) => (
              <LinkCard key={title} to={to}>
                <IconBubble><Icon /></IconBubble>
                <h3>{title}</h3>
                <p>{text}</p>
              </LinkCard>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section $tint aria-labelledby="proof-title">
        <Container>
          <h2 id="proof-title">Results our community can count on</h2>
          <Lead>Figures from partnerships closed on Pitchside.</Lead>
          <ProofGrid>
            <div><dt>Success rate</dt><dd>94%</dd></div>
            <div><dt>Average deal value</dt><dd>$12.5K</dd></div>
            <div><dt>Platform rating</dt><dd>4.9/5</dd></div>
            <div><dt>Community members</dt><dd>12.5K+</dd></div>
          </ProofGrid>
        </Container>
      </Section>

      <Section aria-labelledby="journey-title">
        <Container>
          <Eyebrow>How it works</Eyebrow>
          <h2 id="journey-title">Your Journey Starts Here</h2>
          <Lead>Four steps from sign-up to your first signed partnership.</Lead>
          <Grid $min="18rem">
            {JOURNEYS.map((journey) => {
              const Icon = JOURNEY_ICONS[journey.role];
              return (
                <JourneyCard key={journey.role} data-role={journey.role}>
                  <IconBubble><Icon /></IconBubble>
                  <h3>{journey.title}</h3>
                  <p>{journey.description}</p>
                  <ol>
                    {journey.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  <Row>
                    <ButtonLink to={journey.signupPath} aria-label={`Get Started as ${journey.role}`}>Get Started</ButtonLink>
                    <ButtonLink to={journey.infoPath} $variant="ghost">
                      Learn More<span className="visually-hidden"> {journey.title.toLowerCase()}</span>
                    </ButtonLink>
                  </Row>
                </JourneyCard>
              );
            })}
          </Grid>
        </Container>
      </Section>

      <Section $tint aria-labelledby="why-title">
        <Container>
          <h2 id="why-title">Why choose {PRODUCT_NAME}</h2>
          <Grid $min="16rem">
            {WHY.map(({ title, text, Icon }) => (
              <Tile key={title}>
                <IconBubble><Icon /></IconBubble>
                <h3>{title}</h3>
                <p>{text}</p>
              </Tile>
            ))}
          </Grid>
        </Container>
      </Section>

      <Section aria-labelledby="testimonials-title">
        <Container>
          <h2 id="testimonials-title">What our members say</h2>
          <Grid $min="18rem" style={{ marginTop: '1rem' }}>
            {TESTIMONIALS.map((t) => (
              <Quote key={t.name}>
                <Row style={{ justifyContent: 'space-between' }}>
                  <Stars role="img" aria-label="Rated 5 out of 5">
                    {[0, 1, 2, 3, 4].map((i) => <StarIcon key={i} size={16} />)}
                  </Stars>
                  <Badge $tone="success"><CheckIcon size={12} /> Verified</Badge>
                </Row>
                <blockquote>“{t.quote}”</blockquote>
                <figcaption><strong>{t.name}</strong>, {t.role}</figcaption>
              </Quote>
            ))}
          </Grid>
          <h3 style={{ textAlign: 'center', margin: '3rem 0 0', fontSize: '1rem' }}>Trusted by teams at</h3>
          <Brands aria-label="Brands on Pitchside">
            {BRAND_NAMES.map((b) => <li key={b}>{b}</li>)}
          </Brands>
        </Container>
      </Section>

      <Modal
        open={academyOpen}
        title={ACADEMY_NAME}
        onClose={() => setAcademyOpen(false)}
        footer={
          <>
            <Button type="button" $variant="ghost" onClick={() => setAcademyOpen(false)}>Close</Button>
            <Button
              type="button"
              onClick={() => {
                window.open(academyUrl(), '_blank', 'noopener,noreferrer');
                setAcademyOpen(false);
              }}
            >
              Visit
            </Button>
          </>
        }
      >
        <p>
          {PRODUCT_NAME} is powered by {ACADEMY_NAME}, our sister platform for advanced training, certifications and premium resources:
          courses on NIL and contracts, brand building, content production and negotiation, taught by athletes, creators and marketers.
        </p>
      </Modal>
    </Main>
  );
}
