import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from 'shared-ui';
import { explainScore, ScoreBadge, ScoreBreakdown, useScoreInputsQuery } from 'shared-ui/ai';

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  min-width: 0;
  padding: 0.75rem 1rem 0;
`;

const Popover = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  max-height: 26rem;
  overflow: auto;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  h4 { margin: 0 0 0.5rem; }
  p { margin: 0 0 0.75rem; font-size: 0.8125rem; }
`;

/** The viewer's match score for a deal card, and the "Why this score" popover with each factor's working. */
export function DealScore({ dealId, dealTitle, score, userId }: { dealId: string; dealTitle: string; score: number; userId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const inputs = useScoreInputsQuery(userId, dealId, open);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const explanation = inputs.data ? explainScore(inputs.data) : null;
  return (
    <Row>
      <ScoreBadge total={score} />
      <Button ref={button} type="button" $variant="ghost" $size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        Why this score
      </Button>
      {open ? (
        <Popover id={panelId} ref={panel} role="dialog" aria-label={`Why this score: ${dealTitle}`} tabIndex={0}>
          <h4>Why this score</h4>
          {inputs.isPending ? <Spinner label="Loading..." /> : null}
          {inputs.isError ? <p role="alert">The score's working could not be loaded. Try again in a moment.</p> : null}
          {explanation ? (
            <>
              <p>
                {explanation.total} of 100, from what your profile and this deal say. Change your preferences on your profile to change it.
              </p>
              <ScoreBreakdown explanation={explanation} />
            </>
          ) : inputs.isSuccess ? <p>This deal can no longer be scored.</p> : null}
        </Popover>
      ) : null}
    </Row>
  );
}
