import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, SelectField } from 'shared-ui';
import { todayUtc, type NilItem } from 'shared-ui/nil';
import { statusLabel, type Athlete } from '../lib/deal-sheet';
import { disclosureCsv, disclosurePeriods, itemsInPeriod } from '../lib/disclosure';
import { download } from '../lib/download';
import { longDate, slug, usd } from '../lib/format';

const Report = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
  .scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; min-width: 40rem; font-size: 0.875rem; }
  th, td { text-align: left; padding: 0.375rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  @media print { button, select, label { display: none; } }
`;

/** The school disclosure report: every deal in a year or term, with values, dates and NIL Go status; print or CSV. */
export function DisclosureReport({ items, athlete }: { items: NilItem[]; athlete: Athlete }) {
  const periods = useMemo(() => disclosurePeriods(items, todayUtc()), [items]);
  const [periodId, setPeriodId] = useState(periods[0]?.id ?? '');
  const period = periods.find((p) => p.id === periodId) ?? periods[0]!;
  const rows = itemsInPeriod(items, period);
  return (
    <Report aria-labelledby="disclosure-title" id="disclosure">
      <h2 id="disclosure-title">School disclosure report</h2>
      <p>
        For your compliance office: {athlete.name}
        {athlete.school ? `, ${athlete.school}` : ''}. Every deal agreed in the period, its value and where its NIL Go report stands.
      </p>
      <SelectField label="Period" options={periods.map((p) => ({ value: p.id, label: p.label }))} value={period.id} onChange={(e) => setPeriodId(e.target.value)} />
      {rows.length ? (
        <div className="scroll">
          <table>
            <caption className="visually-hidden">Deals agreed in {period.label}</caption>
            <thead>
              <tr><th scope="col">Agreed on</th><th scope="col">Payor</th><th scope="col">Deal</th><th scope="col">Cash</th><th scope="col">In kind</th><th scope="col">Total</th><th scope="col">Status</th></tr>
            </thead>
            <tbody>
              {rows.map((i) => (
                <tr key={i.application_id}>
                  <td>{longDate(i.agreed_on)}</td><td>{i.payor_name}</td><td>{i.deal_title}</td><td>{usd(i.cash_cents)}</td><td>{usd(i.in_kind_cents)}</td><td>{usd(i.total_cents)}</td>
                  <td>{statusLabel(i)}{i.reported_on ? ` (${longDate(i.reported_on)})` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No deals were agreed in {period.label}.</p>
      )}
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button type="button" $variant="secondary" onClick={() => window.print()}>Print report</Button>
        <Button type="button" $variant="secondary" onClick={() => download(disclosureCsv(items, athlete, period), `nil-disclosure-${slug(period.label)}.csv`, 'text/csv;charset=utf-8')}>
          Download CSV
        </Button>
      </div>
    </Report>
  );
}
