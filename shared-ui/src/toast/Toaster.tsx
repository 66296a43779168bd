import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useToastStore, VISIBLE_TOASTS, type ToastItem } from './toast-store';

const Region = styled.section`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(24rem, calc(100vw - 2rem));
  &:empty { display: none; }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const Item = styled.li``;

const Card = styled.div<{ $type: ToastItem['type'] }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme, $type }) =>
    $type === 'error' ? theme.color.danger
      : $type === 'success' ? theme.color.success
        : $type === 'warning' ? theme.color.warning
          : theme.color.info};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0;
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: start;
`;

const SmallButton = styled.button`
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  padding: 0.25rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

function ToastRow({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);

  useEffect(() => {
    if (!Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, item.createdAt, dismiss]);

  return (
    <Item data-type={item.type}>
      <Card $type={item.type} role={item.type === 'error' ? 'alert' : 'status'}>
      <Title>{item.title}</Title>
      <Actions>
        {item.action ? (
          <SmallButton
            type="button"
            onClick={() => {
              item.action?.onClick();
              dismiss(item.id);
            }}
          >
            {item.action.label}
          </SmallButton>
        ) : null}
        <SmallButton type="button" aria-label="Close notification" onClick={() => dismiss(item.id)}>
          ×
        </SmallButton>
      </Actions>
      {item.description ? <Description>{item.description}</Description> : null}
      </Card>
    </Item>
  );
}

/** The one toast area: three visible at a time, newest first; Alt+T moves focus into it. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') {
        event.preventDefault();
        regionRef.current?.querySelector<HTMLElement>('button')?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={regionRef} aria-label="Notifications alt+T" tabIndex={-1}>
      {toasts.length > 0 ? (
        <List>
          {toasts.slice(0, VISIBLE_TOASTS).map((item) => (
            <ToastRow key={item.id} item={item} />
          ))}
        </List>
      ) : null}
    </Region>
  );
}
