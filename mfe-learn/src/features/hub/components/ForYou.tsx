import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from 'shared-ui';
import type { LearningModule, LibraryItem } from '../../catalog/api/schemas';
import { formatLabel } from '../../common/labels';
import { SignInLink } from '../../common/SignInPrompt';
import type { Candidate, Recommendation } from '../recommend/score';
import { CardGrid } from './HubCatalog';
import { ModuleCard } from './ModuleCard';

const ItemCard = styled(Card)`
  height: 100%;
  display: grid;
  gap: 0.5rem;
  align-content: start;
  h3 { margin: 0; font-size: 1.0625rem; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
  .type { margin: 0; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: ${({ theme }) => theme.color.accent}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.9375rem; }
  .reason { color: ${({ theme }) => theme.color.primary}; font-weight: 600; font-size: 0.875rem; }
`;
const Invite = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  p { margin: 0; }
`;

interface Lookup {
  modules: Map<string, LearningModule>;
  items: Map<string, LibraryItem>;
}

export function Recommended({ recs, lookup }: { recs: Recommendation[]; lookup: Lookup }) {
  return (
    <section aria-labelledby="recommended">
      <h2 id="recommended">Recommended for you</h2>
      {recs.length ? (
        <CardGrid aria-label="Recommended for you">
          {recs.map(({ candidate, reasons }) => {
            const module = lookup.modules.get(candidate.id);
            const item = lookup.items.get(candidate.id);
            return (
              <li key={candidate.id}>
                {module ? (
                  <ModuleCard module={module} reason={reasons[0]} />
                ) : item ? (
                  <ItemCard as="article">
                    <p className="type">From the library · {formatLabel(item.content_type)}</p>
                    <h3>
                      <Link to={`/learn/content-library/${item.slug}`}>{item.title}</Link>
                    </h3>
                    <p className="reason">{reasons[0]}</p>
                    <p>{item.description}</p>
                    <p>{item.category}</p>
                  </ItemCard>
                ) : null}
              </li>
            );
          })}
        </CardGrid>
      ) : (
        <p>You have completed everything we would suggest. Browse all modules below.</p>
      )}
    </section>
  );
}

export function MostPopular({ popular, lookup }: { popular: Candidate[]; lookup: Lookup }) {
  return (
    <section aria-labelledby="most-popular">
      <h2 id="most-popular">Most popular</h2>
      <Invite>
        <p>Sign in for recommendations based on your role, interests and progress.</p>
        <SignInLink />
      </Invite>
      <CardGrid aria-label="Most popular modules">
        {popular.map((c) => {
          const module = lookup.modules.get(c.id);
          return module ? (
            <li key={c.id}>
              <ModuleCard module={module} />
            </li>
          ) : null;
        })}
      </CardGrid>
    </section>
  );
}
