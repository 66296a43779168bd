import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, Page, PageHeader, useAuthStore, usePageHead } from 'shared-ui';
import { ContentTool } from '../components/ContentTool';
import { SchedulingTool } from '../components/SchedulingTool';

const TOOLS = [
  { key: 'analysis', label: 'Deal analysis' },
  { key: 'content', label: 'Content optimisation' },
  { key: 'scheduling', label: 'Scheduling' },
] as const;
type ToolKey = (typeof TOOLS)[number]['key'];

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0.875rem;
    font: inherit;
    color: inherit;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    cursor: pointer;
  }
  button[aria-selected='true'] { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

const Soon = styled(Card)`
  margin-top: 1.5rem;
  h2 { display: flex; align-items: center; gap: 0.5rem; font-size: 1.125rem; }
`;

/**
 * /ai-tools: three tools that work offline and show their working, each marked NEW; token-based campaigns are
 * coming soon. Deal analysis (`analysis`) reads deals and the market: the router mounts the marketplace section's.
 */
export default function AiToolsPage({ analysis }: { analysis: ReactNode }) {
  usePageHead({ title: 'AI Tools' });
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [params, setParams] = useSearchParams();
  const raw = params.get('tool');
  const active: ToolKey = TOOLS.some((t) => t.key === raw) ? (raw as ToolKey) : 'analysis';
  const base = useId();
  const select = (key: ToolKey) => setParams((p) => { const n = new URLSearchParams(p); n.set('tool', key); return n; }, { replace: true });
  const onKey = (e: KeyboardEvent) => {
    const i = TOOLS.findIndex((t) => t.key === active);
    const next = e.key === 'ArrowRight' ? (i + 1) % TOOLS.length : e.key === 'ArrowLeft' ? (i + TOOLS.length - 1) % TOOLS.length : -1;
    if (next < 0) return;
    e.preventDefault();
    select(TOOLS[next]!.key);
    document.getElementById(`${base}-tab-${TOOLS[next]!.key}`)?.focus();
  };

  return (
    <Page>
      <PageHeader title="AI Tools" description="Deal analysis, content optimisation and scheduling. Each tool runs on Pitchside's own data and rules, says what it is based on, and needs no outside model." />
      <Tabs role="tablist" aria-label="AI tools" onKeyDown={onKey}>
        {TOOLS.map((t) => (
          <button
            key={t.key}
            id={`${base}-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={active === t.key}
            aria-controls={`${base}-panel`}
            tabIndex={active === t.key ? 0 : -1}
            onClick={() => select(t.key)}
          >
            {t.label} <Badge $tone="primary">NEW</Badge>
          </button>
        ))}
      </Tabs>
      <Card id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${active}`}>
        {active === 'analysis' ? analysis : null}
        {active === 'content' ? <ContentTool /> : null}
        {active === 'scheduling' && userId ? <SchedulingTool userId={userId} /> : null}
      </Card>
      <Soon as="section" aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">
          Token-based campaigns <Badge>Coming soon</Badge>
        </h2>
      </Soon>
    </Page>
  );
}
