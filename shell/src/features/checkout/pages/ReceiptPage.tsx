import { Link, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Badge, Button, Card, EmptyState, Page, PRODUCT_NAME, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { formatCents } from 'shared-ui/billing';
import { useReceiptQuery } from '../api/receipt-query';
import type { BillingRecord } from '../api/billing-record';
import { formatDate } from '../lib/format';
import { billedAt, billingPurpose, billingStatus, receiptAmounts } from '../lib/receipt';

/** On paper only the receipt: no header, navigation, footer, buttons or assistant; black on white. */
const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    @page { margin: 1.5cm; }
    body { background: #fff !important; }
    body * { visibility: hidden; }
    #receipt, #receipt * { visibility: visible; color: #000 !important; }
    #receipt { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; border: 0; background: #fff; }
    #receipt [data-print='hide'] { display: none !important; }
    #receipt a[href^='http']::after { content: ' (' attr(href) ')'; font-size: 0.75em; word-break: break-all; }
  }
`;

const Sheet = styled(Card)`
  max-width: 40rem;
  margin: 0 auto;
  header { display: flex; justify-content: space-between; gap: 1rem; flex-wrap: wrap; align-items: baseline; }
  h1 { font-size: 1.5rem; margin: 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.375rem 1rem; margin: 1.25rem 0; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { padding: 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; text-align: left; }
  td { text-align: right; white-space: nowrap; }
  tr.total th, tr.total td { font-weight: 700; border-bottom: 0; }
  .note { font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-top: 1rem; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { dl { grid-template-columns: 1fr; } dd { margin-bottom: 0.5rem; } }
`;

function Receipt({ record }: { record: BillingRecord }) {
  const purpose = billingPurpose(record);
  const status = billingStatus(record);
  const money = receiptAmounts(record);
  const c = record.currency;
  return (
    <Sheet as="article" id="receipt" aria-labelledby="receipt-title">
      <header>
        <h1 id="receipt-title">Receipt</h1>
        <strong>{PRODUCT_NAME}</strong>
      </header>
      <dl>
        <dt>For</dt>
        <dd>{purpose.kind === 'deal' ? `Deal: ${record.deal_payment?.deal?.title ?? 'a deal'}` : purpose.title}</dd>
        {purpose.kind === 'deal' ? (<><dt>Talent</dt><dd>{record.talent_name ?? 'Talent'}</dd></>) : null}
        <dt>Date paid</dt>
        <dd>{formatDate(billedAt(record))}</dd>
        <dt>Status</dt>
        <dd><Badge $tone={status.tone}>{status.label}</Badge></dd>
        <dt>Payment ID</dt>
        <dd><code>{record.id}</code></dd>
        {record.stripe_charge_id ? (<><dt>Stripe charge</dt><dd><code>{record.stripe_charge_id}</code></dd></>) : null}
      </dl>
      <table>
        <caption className="visually-hidden">Amounts</caption>
        <tbody>
          {money.fee !== null ? (
            <>
              <tr><th scope="row">Deal amount</th><td>{formatCents(money.total, c)}</td></tr>
              {money.killFee !== null ? (
                <>
                  <tr><th scope="row">Refunded to your card</th><td>&minus;{formatCents(money.total - money.killFee, c)}</td></tr>
                  <tr><th scope="row">Kill fee (the deal was cancelled)</th><td>{formatCents(money.killFee, c)}</td></tr>
                </>
              ) : null}
              <tr><th scope="row">Platform fee ({money.feeRate}, included)</th><td>{formatCents(money.fee, c)}</td></tr>
              <tr><th scope="row">Paid to the talent</th><td>{formatCents(money.toTalent!, c)}</td></tr>
            </>
          ) : (
            <tr><th scope="row">{purpose.title}</th><td>{formatCents(money.total, c)}</td></tr>
          )}
          <tr className="total"><th scope="row">Total charged</th><td>{formatCents(money.total, c)}</td></tr>
        </tbody>
      </table>
      {money.killFee !== null ? (
        <p className="note">
          You cancelled this deal after the contract was in force: {formatCents(money.total - money.killFee, c)} was refunded to your card, and the kill fee
          of {formatCents(money.killFee, c)} goes to the talent, as the contract&apos;s cancellation terms set.
        </p>
      ) : money.fee !== null ? (
        <p className="note">You pay the agreed amount. {PRODUCT_NAME}&apos;s platform fee comes out of it; the talent receives the rest when the work is approved.</p>
      ) : null}
      {money.killFee === null && money.refunded ? <p className="note">{formatCents(money.refunded, c)} of this payment was refunded to your card.</p> : null}
      {record.status === 'refunded' ? <p className="note">This payment was refunded to your card in full.</p> : null}
      <div className="actions">
        {record.receipt_url ? (
          <a href={record.receipt_url} target="_blank" rel="noopener noreferrer">Stripe receipt<span className="visually-hidden"> (opens in a new tab)</span></a>
        ) : (
          <span className="note">Stripe&apos;s receipt is not available for this payment.</span>
        )}
        <span data-print="hide" style={{ display: 'contents' }}>
          <Button type="button" onClick={() => window.print()}>Print</Button>
          <Link to="/user-profile/billing">Back to billing history</Link>
        </span>
      </div>
    </Sheet>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /user-profile/billing/:paymentId: a printable receipt of one of the user's payments. */
export default function ReceiptPage() {
  usePageHead({ title: 'Receipt' });
  const { paymentId = '' } = useParams();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const receipt = useReceiptQuery(userId, paymentId);
  const notFound = (
    <EmptyState>
      <h2>Receipt not found</h2>
      <p>There is no payment of yours with this link. <Link to="/user-profile/billing">See your billing history</Link>.</p>
    </EmptyState>
  );
  return (
    <Page>
      <PrintOnlyReceipt />
      {!UUID.test(paymentId) ? notFound
        : !userId || receipt.isPending ? <Spinner label="Loading your receipt..." />
        : receipt.isError ? <p role="alert">We could not load this receipt. Reload the page to try again.</p>
        : receipt.data ? <Receipt record={receipt.data} />
        : notFound}
    </Page>
  );
}
