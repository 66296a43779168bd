import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button } from 'shared-ui';
import { applicantFit, ScoreBreakdown, scoreTone, type ApplicantFitInputs } from 'shared-ui/ai';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Panel = styled.div`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  p { margin: 0 0 0.5rem; font-size: 0.8125rem; }
`;

/** The brand's fit score on an applicant ("Fit 72"), and "Why" with each part's working. */
export function ApplicantFit({ inputs, name }: { inputs: ApplicantFitInputs; name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fit = applicantFit(inputs);
  return (
    <>
      <Row>
        <Badge $tone={scoreTone(fit.total)} aria-label={`Fit score ${fit.total} of 100`} data-testid="applicant-fit">
          Fit {fit.total}
        </Badge>
        <Button type="button" $variant="ghost" $size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          Why
        </Button>
      </Row>
      {open ? (
        <Panel id={panelId} role="region" aria-label={`Why ${name} fits ${fit.total} of 100`}>
          <p>How well {name} fits what this deal asks for: the roles it is open to and the audience it wants, from what they share on their profile.</p>
          <ScoreBreakdown explanation={fit} />
        </Panel>
      ) : null}
    </>
  );
}
