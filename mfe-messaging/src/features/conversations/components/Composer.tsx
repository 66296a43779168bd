import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldError, submitWith, TextArea, useFormState } from 'shared-ui';
import { MESSAGE_MAX_LENGTH, messageInputSchema } from '../api/schemas';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  align-items: end;
  padding-top: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  label { grid-column: 1 / -1; font-weight: 600; font-size: 0.875rem; }
  textarea { min-height: 2.75rem; max-height: 10rem; }
  p { grid-column: 1 / -1; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface ComposerProps {
  recipientName: string;
  busy: boolean;
  /** Sends; resolves false when it failed, so the typed text comes back. */
  onSend: (content: string) => Promise<boolean>;
}

/** Enter sends, Shift+Enter starts a new line; empty or whitespace-only messages cannot be sent. */
export function Composer({ recipientName, busy, onSend }: ComposerProps) {
  const { values, errors, setField, check } = useFormState({ content: '' });
  const [sending, setSending] = useState(false);
  const id = useId();

  const send = async () => {
    const input = check(messageInputSchema);
    if (!input) return;
    setField('content', '');
    setSending(true);
    const ok = await onSend(input.content);
    setSending(false);
    if (!ok) setField('content', input.content);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };
  const empty = values.content.trim().length === 0;

  return (
    <Form onSubmit={submitWith(send, sending || busy)} aria-label="Send a message">
      <label htmlFor={id}>Message {recipientName}</label>
      <TextArea
        id={id}
        value={values.content}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Write a message…"
        aria-invalid={!!errors.content}
        aria-describedby={[`${id}-hint`, errors.content ? `${id}-error` : ''].join(' ').trim()}
        onChange={(e) => setField('content', e.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" disabled={empty || sending || busy}>
        Send
      </Button>
      <Hint id={`${id}-hint`}>Enter sends, Shift+Enter starts a new line.</Hint>
      {errors.content ? <FieldError id={`${id}-error`}>{errors.content}</FieldError> : null}
    </Form>
  );
}
