import { Spinner } from 'shared-ui';
import { explainScore, ScoreBadge, ScoreBreakdown, useScoreInputsQuery } from 'shared-ui/ai';

/** A deal's score for the signed-in user, with its breakdown (read from the database's inputs). */
export function MatchExplanation({ userId, dealId }: { userId: string; dealId: string }) {
  const inputs = useScoreInputsQuery(userId, dealId);
  if (inputs.isPending) return <Spinner label="Scoring..." size={20} />;
  if (inputs.isError) return <p role="alert">This deal could not be scored. Try again in a moment.</p>;
  if (!inputs.data) return <p role="alert">No open deal with that id is visible to you.</p>;
  const explanation = explainScore(inputs.data);
  return (
    <div>
      <p>
        <strong>{inputs.data.deal.title}</strong> by {inputs.data.brand.name}: <ScoreBadge total={explanation.total} />
      </p>
      <ScoreBreakdown explanation={explanation} />
    </div>
  );
}
