import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { applicationKeys, Avatar, Badge, Button, ButtonLink, Card, EmptyState, Modal, Page, PageHeader, showErrorToast, Spinner, TextAreaField, toast, useAuthStore } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { STATUS_LABEL, STATUS_TONE } from '../../common/application-status';
import { ButtonRow, StackList } from '../../common/lists';
import { StatusFilter, type StatusFilterValue } from '../../common/StatusFilter';
import { formatMoney } from '../../deals/lib/format';
import { useApplicationDecisionMutation, type Decision } from '../api/application-decision-mutation';
import { useBrandDealQuery } from '../api/brand-deal-query';
import { useCampaignsQuery } from '../api/campaigns-query';
import { useDealApplicantsQuery, type Applicant } from '../api/deal-applicants-query';
import { applicationDetails, applicationAmount } from '../lib/application-details';
import { budgetAfter } from '../lib/campaign-schema';
import { ContractPanel } from '../../contracts/components/ContractPanel';
import { DealPaymentPanel } from '../../payments/components/DealPaymentPanel';
import { NegotiationThread } from '../../negotiation/components/NegotiationThread';
import { useApplicantFitQuery } from '../api/applicant-fit-query';
import { ApplicantFit } from './ApplicantFit';
import { DeliverableList } from './DeliverableList';
import type { ApplicantFitInputs } from 'shared-ui/ai';
import { DeliverablesExport } from './DeliverablesExport';

const Person = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  flex-wrap: wrap;
  h2 { margin: 0; font-size: 1.0625rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 0.75rem 0;
  p { margin: 0; white-space: pre-wrap; }
  h3 { margin: 0.5rem 0 0.375rem; font-size: 0.9375rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const VERB: Record<Decision, string> = { shortlisted: 'Shortlist', accepted: 'Accept', rejected: 'Decline' };
const DONE: Record<Decision, string> = { shortlisted: 'Applicant shortlisted', accepted: 'Applicant accepted', rejected: 'Applicant declined' };

interface DealFacts {
  id: string;
  title: string;
  compensation_amount: number | string;
  deliverables: string[];
}

function ApplicantCard({ a, deal, userId, fit, onDecide }: { a: Applicant; deal: DealFacts; userId: string; fit?: ApplicantFitInputs; onDecide: (a: Applicant, d: Decision) => void }) {
  const name = a.profiles?.full_name || 'Applicant';
  const d = applicationDetails(a);
  const open = a.status === 'pending' || a.status === 'shortlisted';
  return (
    <Card as="article" aria-label={`${name}, ${STATUS_LABEL[a.status] ?? a.status}`}>
      <Person>
        <Avatar src={a.profiles?.avatar_url ?? null} name={name} size={44} />
        <div>
          <h2>
            {name} <Badge $tone={STATUS_TONE[a.status] ?? 'neutral'}>{STATUS_LABEL[a.status] ?? a.status}</Badge>
          </h2>
          <p>{d.about}</p>
        </div>
      </Person>
      <Body>
        {fit ? <ApplicantFit inputs={fit} name={name} /> : null}
        <p>{d.pitch}</p>
        <dl>
          {d.facts.map(([k, value]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {d.links.length ? (
            <div style={{ display: 'contents' }}>
              <dt>Links</dt>
              <dd>
                {d.links.map((l, i) => (
                  <span key={l}>
                    {i ? ', ' : null}
                    <a href={l} target="_blank" rel="noopener noreferrer">
                      {l.replace(/^https?:\/\//i, '')}
                    </a>
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
        {a.decision_note ? <p>Your note: {a.decision_note}</p> : null}
        {open || a.application_terms.length ? (
          <NegotiationThread
            applicationId={a.id}
            applicationOpen={open}
            versions={a.application_terms}
            side="brand"
            names={{ brand: 'You', talent: name }}
            askUsd={applicationAmount(a.application_data, deal.compensation_amount)}
            dealDeliverables={deal.deliverables}
          />
        ) : null}
        {a.status === 'accepted' ? (
          <section aria-label={`Deliverables from ${name}`}>
            <h3>Deliverables</h3>
            <DeliverableList applicationId={a.id} items={a.deal_deliverables} side="brand" />
          </section>
        ) : null}
        {a.status === 'accepted' ? <ContractPanel applicationId={a.id} dealTitle={deal.title} side="brand" /> : null}
        {a.status === 'accepted' ? (
          <DealPaymentPanel
            applicationId={a.id}
            dealId={deal.id}
            dealTitle={deal.title}
            agreedUsd={applicationAmount(a.application_data, deal.compensation_amount)}
            side="brand"
            userId={userId}
            talentName={name}
          />
        ) : null}
      </Body>
      <ButtonRow>
        {a.status === 'pending' ? (
          <Button type="button" $variant="secondary" onClick={() => onDecide(a, 'shortlisted')}>
            Shortlist
          </Button>
        ) : null}
        {open ? (
          <>
            {/* with terms on the table, accepting the applicant is accepting a version (the thread's button) */}
            {a.application_terms.length === 0 ? (
              <Button type="button" onClick={() => onDecide(a, 'accepted')}>
                Accept
              </Button>
            ) : null}
            <Button type="button" $variant="secondary" onClick={() => onDecide(a, 'rejected')}>
              Decline
            </Button>
          </>
        ) : null}
        <ButtonLink to={`/messages?to=${a.user_id}`} $variant="secondary">
          Message
        </ButtonLink>
      </ButtonRow>
    </Card>
  );
}

/** /deals/:dealId/applicants: the brand's review of who applied; the database checks and records every decision. */
export default function ApplicantsPage() {
  const { dealId = '' } = useParams();
  const deal = useBrandDealQuery(dealId);
  const applicants = useDealApplicantsQuery(dealId);
  const fit = useApplicantFitQuery(dealId, !!deal.data);
  const decide = useApplicationDecisionMutation();
  const [tab, setTab] = useState<StatusFilterValue>('all');
  const [pending, setPending] = useState<{ a: Applicant; status: Decision } | null>(null);
  const [note, setNote] = useState('');
  const close = useCallback(() => setPending(null), []);
  const userId = useAuthStore((st) => st.user?.id ?? null);
  const campaigns = useCampaignsQuery(userId, deal.data?.campaign_id ? [deal.data.brand_id] : []);
  useLiveRefresh('applications', applicationKeys.forDeal(dealId), { filter: `deal_id=eq.${dealId}` });
  useLiveRefresh('deal_deliverables', applicationKeys.forDeal(dealId));
  useLiveRefresh('application_terms', applicationKeys.forDeal(dealId));

  if (deal.isPending || applicants.isPending) return <Spinner label="Loading applicants..." />;
  if (deal.isError) throw deal.error;
  if (applicants.isError) throw applicants.error;
  if (!deal.data) {
    return (
      <Page>
        <EmptyState>
          <h1>Deal not found</h1>
          <p>Only the brand that posted a deal sees its applicants.</p>
          <Link to="/deals">Back to your deals</Link>
        </EmptyState>
      </Page>
    );
  }

  const confirm = async () => {
    if (!pending) return;
    try {
      await decide.mutateAsync({ applicationId: pending.a.id, dealId, status: pending.status, note });
      toast.success(DONE[pending.status]);
    } catch (error) {
      showErrorToast(error, 'saving the decision');
    }
    setPending(null);
    setNote('');
  };

  const campaign = campaigns.data?.find((c) => c.id === deal.data!.campaign_id);
  const budgetNote = (() => {
    if (!campaign || pending?.status !== 'accepted') return null;
    const adding = applicationAmount(pending.a.application_data, deal.data!.compensation_amount);
    const { after, over } = budgetAfter(campaign.budget, campaign.campaign_committed, adding);
    return over > 0
      ? `Accepting commits ${formatMoney(adding)} and takes "${campaign.name}" ${formatMoney(over)} over its budget of ${formatMoney(campaign.budget)}.`
      : `Accepting commits ${formatMoney(adding)}: "${campaign.name}" will have ${formatMoney(after)} committed of ${formatMoney(campaign.budget)}.`;
  })();
  const all = applicants.data;
  const facts = deal.data;
  const shown = tab === 'all' ? all : all.filter((a) => a.status === tab);
  const accepted = all.filter((a) => a.status === 'accepted').length;
  return (
    <Page>
      <PageHeader
        title={`Applicants: ${deal.data.title}`}
        description={`${formatMoney(deal.data.compensation_amount)} · ${accepted} accepted${deal.data.max_applicants ? ` of ${deal.data.max_applicants} places` : ''}`}
      />
      <p>
        <Link to="/deals">Back to your deals</Link>
      </p>
      <DeliverablesExport dealTitle={deal.data.title} applicants={all} />
      <StatusFilter value={tab} onChange={setTab} items={all} />
      {shown.length === 0 ? (
        <EmptyState>
          <h2>{all.length === 0 ? 'No applicants yet' : 'No applicants with this status'}</h2>
          <p>{all.length === 0 ? 'Applications appear here as soon as talent applies.' : 'Choose another status above.'}</p>
        </EmptyState>
      ) : (
        <StackList aria-label="Applicants">
          {shown.map((a) => (
            <li key={a.id}>
              <ApplicantCard a={a} deal={facts} userId={userId ?? ''} fit={fit.data?.get(a.id)} onDecide={(x, status) => setPending({ a: x, status })} />
            </li>
          ))}
        </StackList>
      )}
      <Modal
        open={!!pending}
        title={pending ? `${VERB[pending.status]} ${pending.a.profiles?.full_name || 'this applicant'}?` : ''}
        onClose={close}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="button" disabled={decide.isPending} onClick={() => void confirm()}>
              {pending ? VERB[pending.status] : ''}
            </Button>
          </>
        }
      >
        {budgetNote ? <p role={budgetNote.includes('over its budget') ? 'alert' : undefined}>{budgetNote}</p> : null}
        <TextAreaField label="Message to the applicant (optional)" rows={3} maxLength={1000} value={note} hint="Sent with the notification of your decision" onChange={(e) => setNote(e.target.value)} />
      </Modal>
    </Page>
  );
}
