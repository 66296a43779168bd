import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, DraftNotice, draftKey, EmptyState, Page, PageHeader, showErrorToast, Spinner, submitWith, TextAreaField, TextField, toast, useAuthStore, useFormDraft, useFormState } from 'shared-ui';
import { showMappedFailure } from 'shared-ui/failure-messages';
import { useDealDetailQuery } from '../../deals/api/deal-detail-query';
import { applyBlocker } from '../../deals/lib/apply-blocker';
import { closesIn, formatMoney } from '../../deals/lib/format';
import { useApplicationCreateMutation } from '../api/application-create-mutation';
import { applyErrorMessage, type ApplyRefusal } from '../lib/apply-error';
import { applicationSchema, EMPTY_APPLICATION, MAX_LINKS, PITCH_MAX } from '../lib/application-schema';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 44rem;
`;

const Summary = styled(Card)`
  display: grid;
  gap: 0.25rem;
  max-width: 44rem;
  margin-bottom: 1.5rem;
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Refusal = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  a { color: inherit; font-weight: 600; }
`;

/** /marketplace/apply/:dealId: the application form; the database decides whether this user may apply now. */
export default function ApplyPage() {
  const { dealId = '' } = useParams();
  const navigate = useNavigate();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const role = useAuthStore((s) => s.role);
  const deal = useDealDetailQuery(dealId);
  const apply = useApplicationCreateMutation();
  // from an invitation (Invitations on /deals): the pitch starts by answering it
  const [params] = useSearchParams();
  const [startValues] = useState(() => (params.get('invitation') ? { ...EMPTY_APPLICATION, pitch: 'Thank you for the invitation! ' } : EMPTY_APPLICATION));
  const form = useFormState(startValues);
  const draft = useFormDraft(userId ? draftKey(userId, 'apply', dealId) : null, form.values, form.setValues, startValues);
  const [refusal, setRefusal] = useState<ApplyRefusal | null>(null);

  if (deal.isPending) return <Spinner label="Loading deal..." />;
  if (deal.isError) throw deal.error;
  if (!deal.data) {
    return (
      <Page>
        <EmptyState>
          <h1>This deal is not available</h1>
          <p>It may have closed or been removed.</p>
          <Link to="/marketplace">Back to the marketplace</Link>
        </EmptyState>
      </Page>
    );
  }
  const d = deal.data;
  const blocked = userId ? applyBlocker(d, { userId, role }) : null;
  if (blocked) {
    return (
      <Page>
        <EmptyState>
          <h1>{`Apply: ${d.title}`}</h1>
          <p role="alert">{blocked}</p>
          <Link to={`/marketplace?deal=${d.id}`}>Back to the deal</Link>
        </EmptyState>
      </Page>
    );
  }

  const submit = async () => {
    const data = form.check(applicationSchema);
    if (!data || !userId) return;
    setRefusal(null);
    try {
      await apply.mutateAsync({ dealId: d.id, userId, data });
      draft.clear();
      toast.success('Application submitted successfully!');
      navigate('/marketplace/applications');
    } catch (error) {
      const r = applyErrorMessage(error);
      if (r.permission) return showErrorToast(error, 'submitting the application');
      setRefusal(r);
      showMappedFailure('apply', error);
    }
  };

  const pitchLength = form.values.pitch.length;
  return (
    <Page>
      <PageHeader title={`Apply: ${d.title}`} description="Tell the brand why you are the right fit. Your application starts as pending until the brand reviews it." />
      <Summary>
        <strong>{d.brands.name}</strong>
        <p>
          {formatMoney(d.compensation_amount)} · {closesIn(d.application_deadline) ?? 'Open until filled'}
        </p>
      </Summary>
      <Form aria-label="Application" noValidate onSubmit={submitWith(submit, apply.isPending)}>
        <DraftNotice draft={draft} />
        {refusal ? (
          <Refusal role="alert">
            {refusal.message}
            {refusal.alreadyApplied ? (
              <>
                {' '}
                <Link to="/marketplace/applications">See your application</Link>
              </>
            ) : null}
            {refusal.planLimit ? (
              <>
                {' '}
                <Link to="/pricing">See plans</Link>
              </>
            ) : null}
          </Refusal>
        ) : null}
        <TextAreaField
          label="Your pitch"
          required
          rows={6}
          value={form.values.pitch}
          error={form.errors.pitch}
          hint={`${pitchLength}/${PITCH_MAX} characters (at least 50)`}
          onChange={(e) => form.setField('pitch', e.target.value)}
        />
        <TextField label="Proposed rate ($)" type="number" inputMode="decimal" min={1} value={form.values.proposedRate} error={form.errors.proposedRate} hint="Optional" onChange={(e) => form.setField('proposedRate', e.target.value)} />
        <TextAreaField label="How you will deliver" rows={3} value={form.values.deliveryPlan} error={form.errors.deliveryPlan} hint="Optional: formats, schedule, channels" onChange={(e) => form.setField('deliveryPlan', e.target.value)} />
        <TextAreaField label="Portfolio or social links" rows={3} value={form.values.links} error={form.errors.links} hint={`Optional: up to ${MAX_LINKS}, one per line, each starting with https://`} onChange={(e) => form.setField('links', e.target.value)} />
        <TextField label="Earliest start date" type="date" value={form.values.startDate} error={form.errors.startDate} hint="Optional" onChange={(e) => form.setField('startDate', e.target.value)} />
        <div>
          <Button type="submit" disabled={apply.isPending}>
            {apply.isPending ? 'Submitting...' : 'Submit Application'}
          </Button>
        </div>
      </Form>
    </Page>
  );
}
