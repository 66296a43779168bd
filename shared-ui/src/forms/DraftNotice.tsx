import styled from 'styled-components';
import { Button } from '../components/Button';
import type { FormDraft } from './use-form-draft';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.625rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  p { margin: 0; }
`;

/** Says a form holds the draft of an earlier visit, with Discard draft to start again. */
export function DraftNotice({ draft }: { draft: Pick<FormDraft, 'restored' | 'discard'> }) {
  if (!draft.restored) return null;
  return (
    <Notice role="status">
      <p>Your draft is back: this is what you typed last time.</p>
      <Button type="button" $variant="secondary" $size="sm" onClick={draft.discard}>
        Discard draft
      </Button>
    </Notice>
  );
}
