import styled from 'styled-components';
import { Badge, Button } from 'shared-ui';
import { checkDisclosure, correctedCaption, DISCLOSURE_LABELS } from 'shared-ui/ai';

const Box = styled.div`
  display: grid;
  gap: 0.375rem;
  font-size: 0.875rem;
  p { margin: 0; }
`;

/** The sponsorship disclosure check of a deliverable's caption (shared-ui/ai's rules); `onUse` offers the corrected caption. */
export function DisclosureCheck({ caption, onUse, compact = false }: { caption: string; onUse?: (fixed: string) => void; compact?: boolean }) {
  const result = checkDisclosure(caption);
  const fixed = correctedCaption(caption);
  const ok = result.status === 'disclosed';
  return (
    <Box role={compact ? undefined : 'status'}>
      <p>
        <Badge $tone={ok ? 'success' : 'warning'}>Disclosure: {DISCLOSURE_LABELS[result.status]}</Badge> {compact && ok ? null : result.reason}
      </p>
      {onUse && fixed ? (
        <div>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => onUse(fixed)}>
            Use corrected caption
          </Button>
        </div>
      ) : null}
    </Box>
  );
}
