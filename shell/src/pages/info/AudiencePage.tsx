import { ButtonLink, usePageHead } from 'shared-ui';
import { AUDIENCE_INFO, JOURNEYS, type AudienceKey } from '../audiences';
import { Grid, InfoPage, Row, Section, Tile } from '../../core/page-layout';

export default function AudiencePage({ audience }: { audience: AudienceKey }) {
  const info = AUDIENCE_INFO[audience];
  const journey = JOURNEYS.find((j) => j.role === audience)!;
  usePageHead({ title: info.eyebrow, description: info.lead });
  return (
    <InfoPage eyebrow={info.eyebrow} title={info.title} lead={info.lead}>
      <Row>
        <ButtonLink to={journey.signupPath}>Get Started</ButtonLink>
        <ButtonLink to="/pricing" $variant="ghost">See pricing</ButtonLink>
      </Row>
      <Section aria-labelledby="benefits-title">
        <h2 id="benefits-title">What you get</h2>
        <Grid>
          {info.benefits.map((b) => (
            <Tile key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </Tile>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="steps-title" style={{ paddingTop: 0 }}>
        <h2 id="steps-title">How it works</h2>
        <Grid $min="14rem">
          {journey.steps.map((step, i) => (
            <Tile key={step}>
              <h3>Step {i + 1}</h3>
              <p>{step}</p>
            </Tile>
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="qa-title" style={{ paddingTop: 0 }}>
        <h2 id="qa-title">Common questions</h2>
        <Grid $min="20rem">
          {info.faq.map((f) => (
            <Tile key={f.q}>
              <h3>{f.q}</h3>
              <p>{f.a}</p>
            </Tile>
          ))}
        </Grid>
      </Section>
    </InfoPage>
  );
}
