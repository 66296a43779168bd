import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, ButtonLink, Card, EmptyState, Page, PageHeader, Spinner, useAuthStore, usePageHead, type BadgeTone } from 'shared-ui';
import { formatFeeRate } from 'shared-ui/billing';
import { useLiveRefresh } from 'shared-ui/query';
import { formatDate } from '../../deals/lib/format';
import { useEarningsQuery } from '../api/earnings-query';
import { earningsKeys } from '../api/keys';
import { usePayoutAccountMutation } from '../api/payout-account-mutation';
import { usePayoutAccountQuery } from '../api/payout-account-query';
import {
  ACCOUNT_STATE_LABEL, dealLabel, EARNING_LABEL, earnedAmount, earningsCsv, earningState, feeAndNet, money, paidOutLabel, periodLabel, requirementLabel, shownFeeAndNet, totalsBy,
  type EarningRow, type EarningState,
} from '../lib/earnings';

const TONE: Record<EarningState, BadgeTone> = {
  awaiting_funding: 'neutral', held: 'info', waiting_for_payouts: 'warning', on_hold: 'danger', releasing: 'primary',
  paid_out: 'success', payout_failed: 'danger', refunded: 'neutral',
};

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: 1fr 1fr; }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  margin-top: 1rem;
  table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
  th, td { text-align: left; padding: 0.5rem 0.5rem 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; vertical-align: top; }
  td.num, th.num { text-align: right; white-space: nowrap; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

function PayoutAccountCard({ userId, waitingNet }: { userId: string; waitingNet: number }) {
  const account = usePayoutAccountQuery(userId);
  const action = usePayoutAccountMutation();
  const [params, setParams] = useSearchParams();
  const refreshed = useRef(false);
  // back from Stripe's onboarding (?payouts=return) or an expired link (?payouts=refresh)
  useEffect(() => {
    const back = params.get('payouts');
    if (!back || refreshed.current) return;
    refreshed.current = true;
    action.mutate(back === 'refresh' ? 'onboard' : 'refresh');
    const next = new URLSearchParams(params);
    next.delete('payouts');
    setParams(next, { replace: true });
  }, [params, setParams, action]);

  if (account.isPending) return <Spinner label="Loading your payout account..." />;
  if (account.isError) return <p role="alert">Your payout account could not be loaded. Reload to try again.</p>;
  const { state, requirements } = account.data;
  const tone: BadgeTone = state === 'ready' ? 'success' : state === 'not_started' ? 'neutral' : 'warning';
  return (
    <Card as="section" aria-labelledby="payout-account-title">
      <h2 id="payout-account-title">
        Payout account <Badge $tone={tone} data-testid="payout-state">{ACCOUNT_STATE_LABEL[state] ?? state}</Badge>
      </h2>
      {state === 'not_started' ? (
        <p>Pitchside pays you through Stripe. Set up payouts once: Stripe verifies who you are and takes the bank account your earnings go to.</p>
      ) : null}
      {state === 'details_needed' ? (
        <>
          <p>Stripe needs more information before it can pay you:</p>
          <ul aria-label="What Stripe still needs">{requirements.map((r) => <li key={r}>{requirementLabel(r)}</li>)}</ul>
        </>
      ) : null}
      {state === 'pending_verification' ? <p>Stripe is verifying your details. This usually takes a few minutes; we tell you when it is done.</p> : null}
      {state === 'ready' ? <p>Approved deal payments are sent to your Stripe account and paid out to your bank.</p> : null}
      {waitingNet > 0 && state !== 'ready' ? <p role="status"><strong>Set up payouts to receive {money(waitingNet)}.</strong></p> : null}
      <Actions>
        {state !== 'ready' ? (
          <Button type="button" disabled={action.isPending} onClick={() => action.mutate('onboard')}>
            {action.isPending ? 'Opening Stripe...' : state === 'not_started' ? 'Set up payouts' : 'Continue setup'}
          </Button>
        ) : null}
        {state !== 'not_started' ? (
          <Button type="button" $variant="secondary" disabled={action.isPending} onClick={() => action.mutate('dashboard')}>
            Open Stripe Express dashboard
          </Button>
        ) : null}
      </Actions>
      <Muted>
        Stripe provides your tax forms (such as the 1099) in your Stripe Express dashboard. Pitchside does not give tax advice: ask a tax professional
        about your situation.
      </Muted>
    </Card>
  );
}

function Totals({ rows }: { rows: EarningRow[] }) {
  const [unit, setUnit] = useState<'month' | 'year'>('month');
  const totals = totalsBy(rows, unit);
  return (
    <Card as="section" aria-labelledby="totals-title">
      <h2 id="totals-title">Totals</h2>
      <div role="group" aria-label="Group totals by">
        <Button type="button" $variant={unit === 'month' ? 'primary' : 'secondary'} aria-pressed={unit === 'month'} onClick={() => setUnit('month')}>By month</Button>{' '}
        <Button type="button" $variant={unit === 'year' ? 'primary' : 'secondary'} aria-pressed={unit === 'year'} onClick={() => setUnit('year')}>By year</Button>
      </div>
      {totals.length === 0 ? (
        <Muted>Nothing released to you yet.</Muted>
      ) : (
        <TableWrap>
          <table>
            <caption>Released to you, by {unit}</caption>
            <thead><tr><th scope="col">{unit === 'month' ? 'Month' : 'Year'}</th><th scope="col" className="num">Deals</th><th scope="col" className="num">Amount</th><th scope="col" className="num">Fees</th><th scope="col" className="num">Net</th></tr></thead>
            <tbody>
              {totals.map((t) => (
                <tr key={t.period}>
                  <th scope="row">{periodLabel(t.period)}</th><td className="num">{t.count}</td><td className="num">{money(t.gross)}</td><td className="num">{money(t.fees)}</td><td className="num">{money(t.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Card>
  );
}

function download(rows: EarningRow[]) {
  const url = URL.createObjectURL(new Blob([earningsCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `pitchside-earnings-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** /deals/earnings: the talent's payout account, every deal payment with its fee and net, totals and a CSV. */
export default function EarningsPage() {
  usePageHead({ title: 'Earnings' });
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const earnings = useEarningsQuery(userId);
  useLiveRefresh('deal_payments', earningsKeys.all, { filter: `payee_id=eq.${userId}`, enabled: !!userId });
  if (!userId || earnings.isPending) return <Spinner label="Loading your earnings..." />;
  if (earnings.isError) throw earnings.error;
  const rows = earnings.data;
  const waitingNet = rows.filter((r) => earningState(r) === 'waiting_for_payouts').reduce((s, r) => s + feeAndNet(r).net, 0);
  return (
    <Page>
      <PageHeader title="Earnings" description={`What your deals paid you. Pitchside keeps a ${formatFeeRate()} platform fee; the rest is paid out to your bank through Stripe.`}>
        <ButtonLink to="/deals" $variant="secondary">Back to deals</ButtonLink>
      </PageHeader>
      <Grid>
        <PayoutAccountCard userId={userId} waitingNet={waitingNet} />
        <Totals rows={rows} />
      </Grid>
      <Card as="section" aria-labelledby="payments-title" style={{ marginTop: '1rem' }}>
        <h2 id="payments-title">Deal payments</h2>
        {rows.length === 0 ? (
          <EmptyState>
            <p>No deal payments yet. When a brand funds a deal you won, it appears here.</p>
            <ButtonLink to="/marketplace">Browse the marketplace</ButtonLink>
          </EmptyState>
        ) : (
          <>
            <Button type="button" $variant="secondary" onClick={() => download(rows)}>Export CSV</Button>
            <TableWrap>
              <table>
                <caption>Every deal payment to you</caption>
                <thead>
                  <tr>
                    <th scope="col">Deal</th><th scope="col">State</th><th scope="col" className="num">Amount</th><th scope="col" className="num">Fee</th>
                    <th scope="col" className="num">Net</th><th scope="col">Transferred</th><th scope="col">Paid out</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => {
                    const state = earningState(r);
                    const shown = shownFeeAndNet(r);
                    return (
                      <tr key={r.id} data-testid="earning-row">
                        <th scope="row">{dealLabel(r)}</th>
                        <td>
                          <Badge $tone={TONE[state]}>{EARNING_LABEL[state]}</Badge>
                          {state === 'payout_failed' && r.payout?.failure_message ? <Muted>{r.payout.failure_message}</Muted> : null}
                          {state === 'waiting_for_payouts' && shown ? <Muted>Set up payouts to receive {money(shown.net)}.</Muted> : null}
                        </td>
                        <td className="num">{money(earnedAmount(r))}</td>
                        <td className="num">{shown ? money(shown.fee) : '-'}</td>
                        <td className="num">{shown ? money(shown.net) : '-'}</td>
                        <td>{formatDate(r.released_at) || '-'}</td>
                        <td>{paidOutLabel(r)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableWrap>
          </>
        )}
      </Card>
    </Page>
  );
}
