import { ACADEMY_NAME, PRODUCT_NAME, usePageHead } from 'shared-ui';
import { Grid, InfoPage, Prose, Section, Tile } from '../../core/page-layout';

const VALUES = [
  { title: 'Talent first', text: 'Athletes, artists and creators keep ownership of their name, image and content. Terms are clear before anyone applies.' },
  { title: 'Verified on both sides', text: 'Brands are checked before they can post; profiles draw on linked accounts, not screenshots.' },
  { title: 'Fair pay, on time', text: 'Compensation is stated up front and payouts run through the platform.' },
  { title: 'Learning built in', text: `${ACADEMY_NAME} trains the next generation of talent in the business side of their careers.` },
];

export default function AboutPage() {
  usePageHead({ title: 'About', description: `${PRODUCT_NAME} connects athletes, creators, brands and agencies for sponsorship and partnership deals.` });
  return (
    <InfoPage
      eyebrow="About us"
      title={`Why we built ${PRODUCT_NAME}`}
      lead="Sponsorship used to depend on who you knew. We built a marketplace where talent is found for what it does, and where brands can see exactly who they are partnering with."
    >
      <Prose>
        <h2>Our story</h2>
        <p>
          {PRODUCT_NAME} started with college athletes who could finally earn from their name, image and likeness, and found no fair way to
          meet the brands that wanted to work with them. Creators and artists told us the same story. Today athletes, creators, brands and
          agencies use {PRODUCT_NAME} to post and apply to deals, talk, deliver and get paid.
        </p>
        <h2>What we do</h2>
        <p>
          We run a marketplace of endorsement deals from verified brands, profiles and media kits built from linked accounts, AI tools that
          score deals and help plan content, a learning hub, a community forum with events, and messaging for every partnership.
        </p>
      </Prose>
      <Section aria-labelledby="values-title">
        <h2 id="values-title">What we stand for</h2>
        <Grid>
          {VALUES.map((v) => (
            <Tile key={v.title}>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </Tile>
          ))}
        </Grid>
      </Section>
    </InfoPage>
  );
}
