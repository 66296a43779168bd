import styled from 'styled-components';
import { Badge, type BadgeTone } from 'shared-ui';
import { scoreBand, type ScoreExplanation } from './score';

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  font-weight: 600;
`;

const Bar = styled.meter`
  width: 100%;
  height: 0.5rem;
`;

const Notes = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.1rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Missing = styled(Notes)`
  color: ${({ theme }) => theme.color.warning};
`;

export const scoreTone = (total: number): BadgeTone => (total >= 80 ? 'success' : total >= 65 ? 'primary' : total >= 50 ? 'info' : 'warning');

/** The score as a badge: "Match 82" and its band for screen readers and sighted users alike. */
export function ScoreBadge({ total }: { total: number }) {
  return (
    <Badge $tone={scoreTone(total)} title={scoreBand(total)} aria-label={`Match score ${total} of 100, ${scoreBand(total)}`}>
      Match {total}
    </Badge>
  );
}

/** Each factor's contribution, what it read, and what data was missing. */
export function ScoreBreakdown({ explanation }: { explanation: ScoreExplanation }) {
  return (
    <List>
      {explanation.factors.map((f) => (
        <li key={f.key}>
          <Head>
            <span>{f.label}</span>
            <span>
              {f.points} / {f.weight}
            </span>
          </Head>
          <Bar min={0} max={f.weight} value={f.points} aria-label={`${f.label}: ${f.points} of ${f.weight}`} />
          <Notes>
            {f.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </Notes>
          {f.missing.length > 0 ? (
            <Missing aria-label={`${f.label}: missing data`}>
              {f.missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </Missing>
          ) : null}
        </li>
      ))}
    </List>
  );
}
