import styled from 'styled-components';
import { ButtonLink, PRODUCT_NAME, useAuthStore, usePageHead } from 'shared-ui';
import { BookIcon, BriefcaseIcon, ChatIcon, SparkIcon, UsersIcon, TargetIcon } from '../frame/icons';
import { isPublicLink } from '../route-table';
import { Grid, IconBubble, InfoPage, LinkCard, Row, Section } from '../core/page-layout';

const Card = styled(LinkCard)`
  span.tag { display: inline-block; margin-top: 0.75rem; font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
`;

const AREAS = [
  { title: 'Deal Marketplace', text: 'Active endorsement deals from verified brands. Filter by category, pay and deadline.', to: '/marketplace', Icon: BriefcaseIcon },
  { title: 'Learning Hub', text: 'Modules on NIL, branding, content and negotiation, with AI recommendations.', to: '/learn', Icon: BookIcon },
  { title: 'Content Library', text: 'Guides, templates and recordings you can use today.', to: '/learn/content-library', Icon: BookIcon },
  { title: 'Workshops & Webinars', text: 'Live sessions with athletes, creators and brand marketers.', to: '/learn/workshops-webinars', Icon: SparkIcon },
  { title: 'Community', text: 'Forum threads, likes and upcoming events for members.', to: '/community', Icon: UsersIcon },
  { title: 'Messages', text: 'One inbox for every conversation with brands and talent.', to: '/messages', Icon: ChatIcon },
  { title: 'AI Deal Scoring', text: 'A fit score for every deal and applicant.', to: '/ai-scoring', Icon: TargetIcon },
];

export default function ExplorePage() {
  usePageHead({ title: 'Explore', description: `What's on ${PRODUCT_NAME}: the deal marketplace, the learning hub, the community and messaging.` });
  const signedIn = useAuthStore((s) => !!(s.session || s.user));
  return (
    <InfoPage eyebrow="Explore" title={`Explore ${PRODUCT_NAME}`} lead="Everything on the platform in one place. Browse the marketplace and the learning hub freely; the community, messages and AI tools open once you sign in.">
      <h2 className="visually-hidden">Sections of {PRODUCT_NAME}</h2>
      <Grid $min="16rem">
        {AREAS.map(({ title, text, to, Icon }) => (
          <Card key={to} to={to}>
            <IconBubble><Icon /></IconBubble>
            <h3>{title}</h3>
            <p>{text}</p>
            <span className="tag">{isPublicLink(to) ? 'Open to everyone' : 'Members only'}</span>
          </Card>
        ))}
      </Grid>
      <Section>
        <h2>Who is Pitchside for?</h2>
        <Row>
          <ButtonLink to="/athlete-info" $variant="secondary">Athletes &amp; Artists</ButtonLink>
          <ButtonLink to="/creator-info" $variant="secondary">Creators</ButtonLink>
          <ButtonLink to="/brand-info" $variant="secondary">Brands</ButtonLink>
          {signedIn ? <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink> : <ButtonLink to="/auth">Sign In</ButtonLink>}
        </Row>
      </Section>
    </InfoPage>
  );
}
