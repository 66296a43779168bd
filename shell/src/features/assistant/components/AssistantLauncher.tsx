import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { showFailureToast } from 'shared-ui';
import { useAvoidControls } from '../hooks/use-avoid-controls';
import type { Chatbot } from '../../../core/chatbot';

/** The panel, its search library and the index: one chunk, loaded when the user first opens it. If it cannot load, the
 * user is told and the button comes back. */
const AssistantPanel = lazy<ComponentType<{ onClose: () => void }>>(() =>
  import(/* webpackChunkName: "assistant" */ './AssistantPanel').catch(() => ({
    default: function Unavailable({ onClose }: { onClose: () => void }) {
      useEffect(() => {
        showFailureToast('assistant-open');
        onClose();
      }, [onClose]);
      return null;
    },
  })),
);

const Launch = styled.button`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 40;
  padding: 0.625rem 1rem;
  font: inherit;
  font-weight: 600;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  box-shadow: ${({ theme }) => theme.shadow.md};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  transition: transform 0.15s ease;
  .icon { display: none; }
  /* a phone gets a round button, the label kept for screen readers */
  @media (max-width: 640px) {
    width: 3rem;
    height: 3rem;
    padding: 0;
    .icon { display: inline; font-size: 1.25rem; }
    .label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

/** The floating "AI Help" button on every page; it also serves the home page's AI Help (window.pitchsideChatbot). */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const placement = useAvoidControls(button, !open);
  // the button is back once the panel closes: focus returns to it once it is placed (a hidden button takes no focus)
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current && placement) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open, placement]);

  useEffect(() => {
    const chatbot: Chatbot = { open: () => setOpen(true) };
    window.pitchsideChatbot = chatbot;
    return () => {
      if (window.pitchsideChatbot === chatbot) delete window.pitchsideChatbot;
    };
  }, []);

  return (
    <>
      {open ? null : (
        <Launch
          ref={button}
          type="button"
          aria-haspopup="dialog"
          data-floating-launcher=""
          onClick={() => setOpen(true)}
          style={placement ? { transform: `translateY(${-placement.lift}px)` } : { visibility: 'hidden' }}
        >
          <span className="icon" aria-hidden="true">
            ?
          </span>
          <span className="label">AI Help</span>
        </Launch>
      )}
      {open ? (
        <Suspense fallback={null}>
          <AssistantPanel onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
