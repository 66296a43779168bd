import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Avatar } from 'shared-ui';
import type { Message, Person } from '../api/schemas';
import { groupByDay, personName, shortTime } from '../display';

const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  display: grid;
  align-content: start;
  gap: 0.5rem;
  padding: 0.5rem 0.25rem;
  h3 {
    justify-self: center;
    margin: 0.75rem 0 0.25rem;
    font-size: 0.75rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Bubble = styled.article<{ $mine: boolean; $pending: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem;
  max-width: min(36rem, 92%);
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  opacity: ${({ $pending }) => ($pending ? 0.65 : 1)};
  header { display: flex; gap: 0.5rem; align-items: baseline; font-size: 0.8125rem; }
  header time { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.75rem; }
  p {
    margin: 0.125rem 0 0;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme, $mine }) => ($mine ? theme.color.surfaceRaised : theme.color.surface)};
    border: 1px solid ${({ theme }) => theme.color.border};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export interface MessageThreadProps {
  userId: string;
  messages: Message[];
  people: Map<string, Person>;
  label: string;
}

/** Oldest first, grouped by day, each with its sender's name and avatar; keeps the newest in view. */
export function MessageThread({ userId, messages, people, label }: MessageThreadProps) {
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  return (
    <Log ref={log} role="log" aria-label={label} tabIndex={0}>
      {groupByDay(messages).map((group) => (
        <section key={group.key} aria-label={group.label} style={{ display: 'grid', gap: '0.5rem' }}>
          <h3>{group.label}</h3>
          {group.messages.map((m) => {
            const sender = people.get(m.sender_id);
            const name = m.sender_id === userId ? 'You' : personName(sender);
            return (
              <Bubble key={m.id} $mine={m.sender_id === userId} $pending={!!m.pending} aria-label={`${name}: ${m.content}`}>
                <Avatar src={sender?.avatar_url} name={personName(sender)} size={32} />
                <div>
                  <header>
                    <strong>{name}</strong>
                    <time dateTime={m.created_at}>{m.pending ? 'Sending…' : shortTime(m.created_at)}</time>
                  </header>
                  <p>{m.content}</p>
                </div>
              </Bubble>
            );
          })}
        </section>
      ))}
    </Log>
  );
}
