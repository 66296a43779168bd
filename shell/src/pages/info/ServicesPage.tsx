import { ButtonLink, usePageHead } from 'shared-ui';
import { Grid, InfoPage, Row, Section, Tile } from '../../core/page-layout';

const SERVICES = [
  { title: 'Deal marketplace', text: 'Browse and apply to endorsement deals from verified brands, filtered by category, compensation and deadline.', points: ['Active deals only', 'Bookmarks and saved searches', 'Application tracking'] },
  { title: 'Profile and media kit', text: 'A shareable kit with your statistics, achievements, audience demographics and content categories.', points: ['Linked social accounts', 'Audience breakdowns', 'Partnership preferences'] },
  { title: 'AI tools', text: 'Content optimisation, scheduling and deal analysis, plus an AI manager and an AI help assistant.', points: ['AI deal scoring', 'Posting schedule suggestions', 'Rate guidance'] },
  { title: 'Learning hub', text: 'Modules, a content library, workshops and webinars, with certificates from Pitchside Academy.', points: ['NIL and contracts', 'Personal branding', 'Negotiation'] },
  { title: 'Community and events', text: 'A forum for athletes, creators and brands, with virtual and in-person events you can join.', points: ['Threads and likes', 'Upcoming events', 'Peer advice'] },
  { title: 'Campaign management for brands and agencies', text: 'Deal templates, target audiences, budgets, applicant review and payments in one workspace.', points: ['Deal templates', 'Client management for agencies', 'Secure checkout'] },
];

export default function ServicesPage() {
  usePageHead({ title: 'Services', description: 'The Pitchside marketplace, media kits, AI tools, learning hub, community and campaign management.' });
  return (
    <InfoPage eyebrow="Services" title="Everything a partnership needs" lead="From the first search to the final payout, Pitchside covers each step of a sponsorship for talent and for brands.">
      <Section style={{ paddingTop: 0 }}>
        <Grid $min="18rem">
          {SERVICES.map((s) => (
            <Tile key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
              <ul>
                {s.points.map((p) => <li key={p}>{p}</li>)}
              </ul>
            </Tile>
          ))}
        </Grid>
      </Section>
      <Row>
        <ButtonLink to="/pricing">Compare plans</ButtonLink>
        <ButtonLink to="/demo-schedule" $variant="ghost">Book a demo</ButtonLink>
      </Row>
    </InfoPage>
  );
}
