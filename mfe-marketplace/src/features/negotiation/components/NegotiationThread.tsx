import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Modal, type BadgeTone } from 'shared-ui';
import { useAcceptTermsMutation } from '../api/terms-accept-mutation';
import { useWithdrawTermsMutation } from '../api/terms-withdraw-mutation';
import { describeTerms, diffTerms, formatCents, nextMoves, shownTermsStatus, termsFormStart, TERMS_STATUS_LABEL, type Side, type Terms } from '../lib/terms';
import { TermsForm } from './TermsForm';

const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  h3 { margin: 0.5rem 0 0; font-size: 0.9375rem; }
  > p { margin: 0; }
`;
const Versions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;
const Version = styled.article<{ $latest: boolean }>`
  border: 1px solid ${({ theme, $latest }) => ($latest ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.625rem 0.75rem;
  display: grid;
  gap: 0.375rem;
  header { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; }
  h4 { margin: 0; font-size: 0.9375rem; }
  p { margin: 0; font-size: 0.875rem; }
  blockquote { margin: 0; padding-left: 0.625rem; border-left: 3px solid ${({ theme }) => theme.color.border}; white-space: pre-wrap; }
  ul { margin: 0; padding-left: 1.125rem; font-size: 0.875rem; }
  del { color: ${({ theme }) => theme.color.textMuted}; }
  ins { text-decoration: none; font-weight: 600; }
  details summary { cursor: pointer; font-size: 0.875rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.125rem 0.75rem; margin: 0.375rem 0 0; font-size: 0.875rem; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const TONE: Record<string, BadgeTone> = { open: 'info', superseded: 'neutral', withdrawn: 'neutral', accepted: 'success' };
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

export interface NegotiationThreadProps {
  applicationId: string;
  /** pending or shortlisted: terms can still change */
  applicationOpen: boolean;
  versions: readonly Terms[];
  /** which side the viewer is on */
  side: Side;
  names: Record<Side, string>;
  /** the application's own ask in dollars (its proposed rate, else the deal's pay): what version 1 is compared with */
  askUsd: number;
  dealDeliverables: readonly string[];
}

/**
 * The terms thread on an application: every version with what it changed, who proposed it and when, and the
 * message with it; Propose terms / Counter, Accept (the other side's latest) and Withdraw (your own open one).
 */
export function NegotiationThread({ applicationId, applicationOpen, versions, side, names, askUsd, dealDeliverables }: NegotiationThreadProps) {
  const sorted = [...versions].sort((a, b) => a.version - b.version);
  const { latest, agreed, canAccept, canWithdraw, canPropose } = nextMoves(sorted, side, applicationOpen);
  const [proposing, setProposing] = useState(false);
  const [confirming, setConfirming] = useState<Terms | null>(null);
  const accept = useAcceptTermsMutation();
  const withdraw = useWithdrawTermsMutation();
  const who = (s: string) => (s === side ? 'You' : names[s as Side] ?? s);
  const other = side === 'brand' ? names.talent : names.brand;

  return (
    <Section aria-label="Terms">
      <h3>Terms</h3>
      {agreed ? (
        <p role="status">
          Agreed: version {agreed.version}, {formatCents(Number(agreed.amount_cents))}
        </p>
      ) : sorted.length === 0 ? (
        <p>No terms proposed yet.{canPropose ? ` Either side can propose terms (amount, deliverables, usage rights, exclusivity, payment timing); ${side === 'brand' ? 'accepting' : 'the brand accepting'} terms accepts the application.` : ''}</p>
      ) : null}
      {sorted.length ? (
        <Versions aria-label="Versions of the terms">
          {sorted.map((t, i) => {
            const changes = diffTerms(i === 0 ? null : sorted[i - 1]!, t, i === 0 && askUsd > 0 ? Math.round(askUsd * 100) : null);
            const isLatest = t.id === latest?.id;
            const status = shownTermsStatus(t, applicationOpen);
            return (
              <li key={t.id}>
                <Version $latest={isLatest && status === 'open'} aria-label={`Version ${t.version}`}>
                  <header>
                    <h4>
                      Version {t.version}: {formatCents(Number(t.amount_cents))}
                    </h4>
                    <Badge $tone={TONE[status] ?? 'neutral'}>{TERMS_STATUS_LABEL[status] ?? status}</Badge>
                  </header>
                  <p>
                    Proposed by {who(t.proposer_side)} on {when(t.created_at)}
                    {t.status === 'accepted' && t.accepted_at ? ` · accepted on ${when(t.accepted_at)}` : ''}
                    {t.status === 'withdrawn' && t.withdrawn_at ? ` · withdrawn on ${when(t.withdrawn_at)}` : ''}
                  </p>
                  {t.note ? <blockquote>{t.note}</blockquote> : null}
                  {changes.length ? (
                    <ul aria-label={i === 0 ? 'Proposed terms' : `Changes from version ${sorted[i - 1]!.version}`}>
                      {changes.map((c) => (
                        <li key={c.label}>
                          {c.label}:{' '}
                          {c.before !== null ? (
                            <>
                              <del>{c.before}</del> → <ins>{c.after}</ins>
                            </>
                          ) : (
                            c.after
                          )}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p>Same terms as version {sorted[i - 1]?.version}.</p>
                  )}
                  <details>
                    <summary>All terms of version {t.version}</summary>
                    <dl>
                      {describeTerms(t).map(([k, v]) => (
                        <div key={k} style={{ display: 'contents' }}>
                          <dt>{k}</dt>
                          <dd>{v}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                </Version>
              </li>
            );
          })}
        </Versions>
      ) : null}
      {canAccept || canWithdraw || canPropose ? (
        <Actions>
          {canAccept && latest ? (
            <Button type="button" onClick={() => setConfirming(latest)}>
              Accept version {latest.version}
            </Button>
          ) : null}
          {canPropose ? (
            <Button type="button" $variant="secondary" onClick={() => setProposing(true)}>
              {sorted.length ? 'Counter-offer' : 'Propose terms'}
            </Button>
          ) : null}
          {canWithdraw && latest ? (
            <Button type="button" $variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ termsId: latest.id })}>
              Withdraw proposal
            </Button>
          ) : null}
        </Actions>
      ) : null}
      {proposing ? (
        <TermsForm
          applicationId={applicationId}
          title={sorted.length ? `Counter-offer to ${other}` : `Propose terms to ${other}`}
          start={termsFormStart(latest && latest.status !== 'withdrawn' ? latest : null, askUsd, dealDeliverables, inTwoWeeks())}
          onClose={() => setProposing(false)}
        />
      ) : null}
      <Modal
        open={!!confirming}
        title={confirming ? `Accept version ${confirming.version}?` : ''}
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={accept.isPending}
              onClick={() => {
                if (confirming) accept.mutate({ termsId: confirming.id }, { onSettled: () => setConfirming(null) });
              }}
            >
              Accept terms
            </Button>
          </>
        }
      >
        {confirming ? (
          <p>
            {side === 'brand' ? `This accepts ${names.talent} for this deal` : 'This agrees the deal with the brand'} at {formatCents(Number(confirming.amount_cents))}. The terms
            cannot change afterwards{side === 'brand' ? ', and Fund Deal charges exactly this amount' : ''}.
          </p>
        ) : null}
      </Modal>
    </Section>
  );
}
