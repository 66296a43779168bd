import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState, Page, PageHeader, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { FACTOR_WEIGHTS, ScoreBadge } from 'shared-ui/ai';
import { useTopMatchesQuery } from '../api/top-matches-query';
import { MatchExplanation } from './MatchExplanation';
import { useDealRefForm } from '../lib/use-deal-ref-form';
import { DealRefForm } from './DealRefForm';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 52rem;
`;

const Matches = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li > div:first-child { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; }
`;

const FACTOR_TEXT = [
  ['Role and category fit', FACTOR_WEIGHTS.fit, 'whether the deal is open to your role, and its category against your interests and the categories you refuse'],
  ['Audience fit', FACTOR_WEIGHTS.audience, "the deal's target audience against your platforms, follower count, audience ages and locations, and sport"],
  ['Pay fit', FACTOR_WEIGHTS.pay, 'the pay against your minimum deal amount and against the median of similar deals'],
  ['Timing', FACTOR_WEIGHTS.timing, 'days left to apply and how many deliverables you still owe on accepted deals'],
  ['Brand trust', FACTOR_WEIGHTS.trust, "whether the brand is verified and its record of funding deal payments rather than refunding them"],
] as const;

function TopMatch({ userId, id, title, brand, score }: { userId: string; id: string; title: string; brand: string; score: number }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <li>
      <div>
        <span>
          <Link to={`/marketplace?deal=${id}`}>{title}</Link> · {brand}
        </span>
        <span>
          <ScoreBadge total={score} />{' '}
          <Button type="button" $variant="ghost" $size="sm" aria-expanded={open} aria-controls={panel} onClick={() => setOpen((o) => !o)}>
            Why this score
          </Button>
        </span>
      </div>
      <div id={panel}>{open ? <MatchExplanation userId={userId} dealId={id} /> : null}</div>
    </li>
  );
}

/** /ai-scoring (the shell mounts this section there): the user's top matches with their working, and a form to score any deal. */
export default function AiScoringPage() {
  usePageHead({ title: 'AI Deal Scoring' });
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const role = useAuthStore((s) => s.role);
  const talent = role === 'athlete' || role === 'creator';
  const matches = useTopMatchesQuery(talent ? userId : null);
  const form = useDealRefForm();
  const scored = form.dealId;

  return (
    <Page>
      <PageHeader
        title="AI Deal Scoring"
        description="A match score from 0 to 100 for every deal, worked out in the open: each factor says what it read and what data was missing. No outside model, no hidden inputs."
      />
      <Stack>
        <Card as="section" aria-labelledby="how-heading">
          <h2 id="how-heading">How the score is made</h2>
          <ul>
            {FACTOR_TEXT.map(([name, weight, text]) => (
              <li key={name}>
                <strong>{name}</strong> (up to {weight} points): {text}.
              </li>
            ))}
          </ul>
          <p>
            Data you have not given counts as half, and the breakdown says what to add. Set your interests, refused categories and minimum deal amount on{' '}
            <Link to="/settings">your settings</Link>.
          </p>
        </Card>
        {!talent ? (
          <EmptyState>
            <h2>Scores are for athletes and creators</h2>
            <p>The score measures how well a deal fits a talent's profile, so brands and agencies see it on their talent's accounts.</p>
          </EmptyState>
        ) : (
          <>
            <Card as="section" aria-labelledby="top-heading">
              <h2 id="top-heading">Your top matches</h2>
              {matches.isPending ? <Spinner label="Loading your matches..." /> : null}
              {matches.isError ? <p role="alert">Your matches could not be loaded. Try again in a moment.</p> : null}
              {matches.data && matches.data.length === 0 ? <p>No open deals right now. New deals appear in the marketplace.</p> : null}
              {matches.data && matches.data.length > 0 && userId ? (
                <Matches>
                  {matches.data.map((m) => (
                    <TopMatch key={m.id} userId={userId} id={m.id} title={m.title} brand={m.brands?.name ?? 'Brand'} score={m.match_score} />
                  ))}
                </Matches>
              ) : null}
              <p>
                <Link to="/marketplace?sort=best_match">See every deal by best match</Link>
              </p>
            </Card>
            <Card as="section" aria-labelledby="score-heading">
              <h2 id="score-heading">Score a deal</h2>
              <DealRefForm form={form} submitLabel="Score deal" placeholder="https://…/marketplace?deal=…" />
              {scored && userId ? <MatchExplanation key={scored} userId={userId} dealId={scored} /> : null}
            </Card>
          </>
        )}
      </Stack>
    </Page>
  );
}
