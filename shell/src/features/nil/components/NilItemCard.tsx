import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, Checkbox, showFailureToast, TextField, useFormState, type BadgeTone } from 'shared-ui';
import { businessDaysBetween, todayUtc, type NilItem } from 'shared-ui/nil';
import { useCreateInKindItem, inKindSchema, type InKindValues } from '../api/nil-in-kind-create-mutation';
import { useDeleteInKindItem } from '../api/nil-in-kind-delete-mutation';
import { markReportedSchema, useMarkNilReported, type MarkReportedValues } from '../api/nil-report-mark-mutation';
import { useUnmarkNilReported } from '../api/nil-report-unmark-mutation';
import { dealSheetCsv, dealSheetFileName, statusLabel, type Athlete } from '../lib/deal-sheet';
import { download } from '../lib/download';
import { longDate, usd } from '../lib/format';

const TONES: Record<NilItem['status'], BadgeTone> = { due: 'warning', overdue: 'danger', reported: 'success', not_required: 'neutral' };

const Item = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: 0.75rem;
  h3 { margin: 0; font-size: 1.0625rem; }
  dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: 0.5rem 1rem; margin: 0; }
  dt { font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; font-weight: 600; }
  p { margin: 0; }
  ul { margin: 0; padding-left: 1.25rem; }
  form { display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); align-items: end; }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

function dueText(item: NilItem): string | null {
  if (!item.due_on || item.status === 'reported') return null;
  const left = businessDaysBetween(todayUtc(), item.due_on);
  if (left < 0) return `Was due ${longDate(item.due_on)} (${-left} business ${-left === 1 ? 'day' : 'days'} ago)`;
  if (left === 0) return `Due today, ${longDate(item.due_on)}`;
  return `Due ${longDate(item.due_on)}, in ${left} business ${left === 1 ? 'day' : 'days'}`;
}

export function NilItemCard({ item, userId, athlete }: { item: NilItem; userId: string; athlete: Athlete }) {
  const titleId = `nil-${item.application_id}`;
  const mark = useMarkNilReported(userId);
  const unmark = useUnmarkNilReported(userId);
  const addKind = useCreateInKindItem(userId);
  const removeKind = useDeleteInKindItem(userId);
  const [reporting, setReporting] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const report = useFormState<MarkReportedValues>({ reported_on: todayUtc(), reference: '' });
  const kind = useFormState<InKindValues>({ description: '', value: '' });
  const reported = item.status === 'reported';

  const onReported = (checked: boolean) => {
    if (checked) setReporting(true);
    else if (reported) unmark.mutate(item.application_id);
    else setReporting(false);
  };
  const saveReport = (e: React.FormEvent) => {
    e.preventDefault();
    const values = report.check(markReportedSchema);
    if (!values) return;
    mark.mutate({ applicationId: item.application_id, values }, { onSuccess: () => setReporting(false) });
  };
  const saveKind = (e: React.FormEvent) => {
    e.preventDefault();
    const values = kind.check(inKindSchema);
    if (!values) return;
    addKind.mutate({ applicationId: item.application_id, values }, { onSuccess: () => kind.setValues({ description: '', value: '' }) });
  };
  const onPdf = async () => {
    setPdfBusy(true);
    try {
      const { downloadDealSheetPdf } = await import(/* webpackChunkName: "nil-deal-sheet-pdf" */ '../lib/deal-sheet-pdf');
      downloadDealSheetPdf(item, athlete);
    } catch (error) {
      showFailureToast('pdf', error);
    } finally {
      setPdfBusy(false);
    }
  };
  const due = dueText(item);

  return (
    <Item aria-labelledby={titleId} data-testid="nil-item">
      <Row>
        <h3 id={titleId}>
          {item.deal_title} <span style={{ fontWeight: 400 }}>with {item.payor_name}</span>
        </h3>
        <Badge $tone={TONES[item.status]}>{statusLabel(item)}</Badge>
      </Row>
      {due ? <p role={item.status === 'overdue' ? 'alert' : undefined}>{due}</p> : null}
      <dl>
        <div><dt>Terms agreed</dt><dd>{longDate(item.agreed_on)}</dd></div>
        <div><dt>Cash</dt><dd>{usd(item.cash_cents)}</dd></div>
        <div><dt>In kind</dt><dd>{usd(item.in_kind_cents)}</dd></div>
        <div><dt>Total value</dt><dd>{usd(item.total_cents)}</dd></div>
        <div><dt>All deals with {item.payor_name}</dt><dd>{usd(item.payor_total_cents)}</dd></div>
      </dl>
      {item.flagged || reported ? (
        <>
          <Checkbox label="I reported it" checked={reported || reporting} onChange={onReported} />
          {reported ? (
            <p>
              Reported on {longDate(item.reported_on!)}
              {item.reference ? `, reference ${item.reference}` : ''}.
            </p>
          ) : null}
          {reporting && !reported ? (
            <form onSubmit={saveReport} aria-label={`Report details for ${item.deal_title}`} noValidate>
              <TextField label="Date reported" type="date" max={todayUtc()} value={report.values.reported_on} error={report.errors.reported_on} onChange={(e) => report.setField('reported_on', e.target.value)} />
              <TextField label="Reference (optional)" value={report.values.reference} error={report.errors.reference} onChange={(e) => report.setField('reference', e.target.value)} placeholder="NIL Go confirmation number" />
              <Button type="submit" disabled={mark.isPending}>{mark.isPending ? 'Saving...' : 'Save report'}</Button>
            </form>
          ) : null}
        </>
      ) : null}
      <div>
        <strong>In-kind items</strong>
        {item.in_kind_items.length ? (
          <ul>
            {item.in_kind_items.map((k) => (
              <li key={k.id}>
                {k.description}: {usd(k.value_cents)}{' '}
                <Button type="button" $variant="ghost" aria-label={`Remove ${k.description}`} disabled={removeKind.isPending} onClick={() => removeKind.mutate(k.id)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p>None recorded. Products, services or travel you received count at their fair market value.</p>
        )}
        <form onSubmit={saveKind} aria-label={`Add an in-kind item to ${item.deal_title}`} noValidate>
          <TextField label="What you received" value={kind.values.description} error={kind.errors.description} onChange={(e) => kind.setField('description', e.target.value)} placeholder="Training shoes" />
          <TextField label="Value ($)" inputMode="decimal" value={kind.values.value} error={kind.errors.value} onChange={(e) => kind.setField('value', e.target.value)} placeholder="180" />
          <Button type="submit" $variant="secondary" disabled={addKind.isPending}>{addKind.isPending ? 'Adding...' : 'Add in-kind item'}</Button>
        </form>
      </div>
      <Row>
        <Button type="button" $variant="secondary" disabled={pdfBusy} onClick={() => void onPdf()}>
          {pdfBusy ? 'Preparing PDF...' : 'Deal sheet (PDF)'}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => download(dealSheetCsv(item, athlete), dealSheetFileName(item, 'csv'), 'text/csv;charset=utf-8')}>
          Deal sheet (CSV)
        </Button>
      </Row>
    </Item>
  );
}
