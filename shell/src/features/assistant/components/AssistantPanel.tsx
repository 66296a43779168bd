import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, showFailureToast } from 'shared-ui';
import { reportIssue, supportEmail, supportMailto } from '../../../frame/support';
import { HELP_INDEX_JSON } from '../generated/help-index';
import { answer, type AssistantMessage } from '../lib/answer';
import { loadHelpIndex } from '../lib/help-index';
import { phraseAnswer, type Phrased } from '../lib/phrase';

const Panel = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 50;
  width: min(26rem, calc(100vw - 2rem));
  max-height: min(36rem, calc(100vh - 2rem));
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  header { display: flex; justify-content: space-between; align-items: center; padding: 0.75rem 1rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  h2 { margin: 0; font-size: 1.0625rem; }
`;

const Log = styled.ol`
  flex: 1;
  overflow: auto;
  margin: 0;
  padding: 0.75rem 1rem;
  list-style: none;
  display: grid;
  gap: 0.75rem;
  align-content: start;
  blockquote { margin: 0.375rem 0; padding-left: 0.75rem; border-left: 3px solid ${({ theme }) => theme.color.primary}; }
  p { margin: 0.25rem 0; }
`;

const Mine = styled.li`
  justify-self: end;
  max-width: 85%;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Ask = styled.form`
  display: flex;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  input { flex: 1; min-width: 0; font: inherit; padding: 0.5rem 0.625rem; border-radius: ${({ theme }) => theme.radius.sm}; border: 1px solid ${({ theme }) => theme.color.border}; background: ${({ theme }) => theme.color.bg}; color: ${({ theme }) => theme.color.text}; }
`;

const Hidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The help chat: answers by retrieval over Pitchside's help, quoting and linking its sources; says so when nothing fits. */
export default function AssistantPanel({ onClose }: { onClose: () => void }) {
  const index = useMemo(() => loadHelpIndex(JSON.parse(HELP_INDEX_JSON)), []);
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  // answers phrased by the assistant function's provider, by message id (only when one is configured)
  const [phrased, setPhrased] = useState<Record<number, Phrased>>({});
  const [question, setQuestion] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [messages]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = question.trim().slice(0, 500);
    if (!q) return;
    const reply = answer(index, q, messages.length + 1);
    setMessages((m) => [...m, { id: messages.length, from: 'user', text: q }, reply]);
    setQuestion('');
    if (reply.from === 'assistant' && reply.kind === 'answer') {
      // a refused account (suspended, deleted) hears why, in the function's own words; the retrieval answer stays
      void phraseAnswer(q, [reply.source, ...reply.related]).then(
        (p) => p && setPhrased((all) => ({ ...all, [reply.id]: p })),
        (error: unknown) => void showFailureToast('assistant-unavailable', error),
      );
    }
  };

  return (
    <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby="assistant-title" onKeyDown={onKeyDown}>
      <header>
        <h2 id="assistant-title">AI Help</h2>
        <Button type="button" $variant="ghost" $size="sm" onClick={onClose}>
          Close
        </Button>
      </header>
      <Log ref={log} aria-live="polite" aria-label="Conversation">
        <li>
          <p>Ask how to use Pitchside or about sponsorship basics. I answer from Pitchside's help articles, FAQ and learning hub, and link to them.</p>
        </li>
        {messages.map((m) =>
          m.from === 'user' ? (
            <Mine key={m.id}>
              <Hidden as="span">You asked: </Hidden>
              {m.text}
            </Mine>
          ) : m.kind === 'answer' ? (
            <li key={m.id}>
              {phrased[m.id] ? (
                <p>
                  {phrased[m.id]!.answer}{' '}
                  <small>
                    (phrased by a language model from the sources:{' '}
                    {phrased[m.id]!.citations.map((c, i) => (
                      <span key={c.n}>
                        {i > 0 ? ', ' : ''}[{c.n}] <Link to={c.link} onClick={onClose}>{c.title}</Link>
                      </span>
                    ))}
                    )
                  </small>
                </p>
              ) : null}
              <p>From <strong>{m.source.title}</strong>:</p>
              {m.source.passages.map((p) => (
                <blockquote key={p}>{p}</blockquote>
              ))}
              <p>
                <Link to={m.source.link} onClick={onClose}>Read: {m.source.title}</Link>
              </p>
              {m.related.length > 0 ? (
                <p>
                  Related:{' '}
                  {m.related.map((r, i) => (
                    <span key={r.source}>
                      {i > 0 ? ', ' : ''}
                      <Link to={r.link} onClick={onClose}>{r.title}</Link>
                    </span>
                  ))}
                </p>
              ) : null}
            </li>
          ) : (
            <li key={m.id}>
              <p>I could not find an answer to that in Pitchside's help, and I will not guess. I can help with using Pitchside and with sponsorship basics.</p>
              <p>
                <Button type="button" $variant="secondary" $size="sm" onClick={() => reportIssue()}>
                  Report Issue
                </Button>{' '}
                <a href={supportMailto()}>Email support ({supportEmail()})</a>
              </p>
            </li>
          ),
        )}
      </Log>
      <Ask onSubmit={submit}>
        <Hidden htmlFor="assistant-question">Ask a question</Hidden>
        <input id="assistant-question" ref={input} value={question} maxLength={500} onChange={(e) => setQuestion(e.target.value)} placeholder="Ask a question" autoComplete="off" />
        <Button type="submit" $size="sm">Send</Button>
      </Ask>
    </Panel>
  );
}
