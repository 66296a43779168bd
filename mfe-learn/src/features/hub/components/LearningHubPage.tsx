import styled from 'styled-components';
import { Card, Page, PageHeader } from 'shared-ui';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  h2 { font-size: 1.125rem; margin: 0 0 0.375rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const AREAS = [
  { title: 'Learning modules', text: 'Step-by-step courses on personal branding, negotiating deals and growing an audience.' },
  { title: 'Content library', text: 'Guides, templates and case studies, open to everyone.' },
  { title: 'Workshops & webinars', text: 'Live sessions with athletes, creators and brand managers.' },
];

export default function LearningHubPage() {
  return (
    <Page>
      <PageHeader
        title="Learning Hub"
        description="Learn how sponsorship works and get the most from every partnership."
      />
      <Grid>
        {AREAS.map((area) => (
          <li key={area.title}>
            <Card>
              <h2>{area.title}</h2>
              <p>{area.text}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </Page>
  );
}
