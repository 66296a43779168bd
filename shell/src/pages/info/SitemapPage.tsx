import { Link } from 'react-router-dom';
import { usePageHead } from 'shared-ui';
import { ROUTE_TABLE, routeLink, type RouteGroup } from '../../route-table';
import { Grid, InfoPage, Tile } from '../../core/page-layout';

const GROUPS: RouteGroup[] = ['Product', 'Audiences', 'Company', 'Legal', 'Account'];

export default function SitemapPage() {
  usePageHead({ title: 'Sitemap', description: 'Every page on Pitchside.' });
  return (
    <InfoPage eyebrow="Sitemap" title="Sitemap" lead="Every page on Pitchside, generated from the app's route table. Pages marked “sign-in” need an account.">
      <Grid $min="15rem">
        {GROUPS.map((group) => (
          <Tile as="section" key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} style={{ fontSize: '1.125rem', margin: '0 0 0.5rem' }}>{group}</h2>
            <ul style={{ listStyle: 'none', padding: 0 }}>
              {ROUTE_TABLE.filter((r) => r.group === group && r.listed).map((r) => (
                <li key={r.path}>
                  <Link to={routeLink(r)}>{r.title}</Link>
                  {r.access === 'guarded' ? <span> (sign-in)</span> : null}
                </li>
              ))}
            </ul>
          </Tile>
        ))}
      </Grid>
    </InfoPage>
  );
}
