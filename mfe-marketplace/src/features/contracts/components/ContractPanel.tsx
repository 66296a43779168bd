import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Checkbox, errorMessage, FieldError, Modal, showErrorToast, Spinner, submitWith, TextField, useFormState } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { formatDate } from '../../deals/lib/format';
import { useRefundedDealPayment } from '../../payments/api/deal-payment-query';
import { useContractsQuery, type Contract } from '../api/contracts-query';
import { signContractSchema, useSignContractMutation } from '../api/contract-sign-mutation';
import { contractKeys } from '../api/keys';
import { useUsageWindowsQuery } from '../api/usage-windows-query';
import { STATUS_LABEL, termsOf, versionLabel } from '../lib/amendment';
import { amendmentAction, awaitingSignatures, contractHeadline, exclusivityEnds, formatDay, inForce, signedBy, type ContractSide } from '../lib/contract-state';
import { AmendmentForm } from './AmendmentForm';
import { EndAmendment } from './EndAmendment';
import { GoverningTermsDialog, OpenAddendum } from './GoverningTerms';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.75rem 1rem;
  h3 { margin: 0 0 0.25rem; font-size: 1rem; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
  p { margin: 0.25rem 0; }
  ul { margin: 0.375rem 0; padding-left: 1.25rem; font-size: 0.875rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

const Document = styled.pre`
  white-space: pre-wrap;
  word-break: break-word;
  font-family: inherit;
  font-size: 0.875rem;
  line-height: 1.45;
  max-height: 50vh;
  overflow: auto;
  margin: 0 0 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.primary}; }
`;

const Hash = styled.p`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
  word-break: break-all;
`;

const Versions = styled.ol`
  list-style: none;
  padding: 0 !important;
  li { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: center; padding: 0.25rem 0; border-top: 1px solid ${({ theme }) => theme.color.border}; }
  li:first-child { border-top: 0; }
  .reason { flex-basis: 100%; color: ${({ theme }) => theme.color.textMuted}; }
`;

const PARTY: Record<ContractSide, string> = { brand: 'Brand', talent: 'Talent' };

/** Every version of the contract: the original and each amendment, which one is in force, and why each changed. */
function VersionList({ contracts, onView }: { contracts: readonly Contract[]; onView: (c: Contract) => void }) {
  return (
    <Versions aria-label="Contract versions">
      {contracts.map((c) => {
        const reason = termsOf(c).amendment?.reason;
        return (
          <li key={c.id}>
            <strong>{versionLabel(c.version)}</strong>
            <Badge $tone={c.status === 'in_force' ? 'success' : c.status === 'awaiting_signatures' ? 'warning' : 'neutral'}>{STATUS_LABEL[c.status] ?? c.status}</Badge>
            <Button type="button" $variant="ghost" $size="sm" aria-label={`View ${versionLabel(c.version)}`} onClick={() => onView(c)}>View</Button>
            {reason ? <span className="reason">Reason: {reason}</span> : null}
          </li>
        );
      })}
    </Versions>
  );
}

function Signatures({ contract }: { contract: Contract }) {
  return (
    <ul aria-label="Signatures">
      {(['brand', 'talent'] as const).map((side) => {
        const s = signedBy(contract, side);
        return <li key={side}>{PARTY[side]}: {s ? `signed by ${s.name} on ${formatDate(s.at)}` : 'not signed yet'}</li>;
      })}
    </ul>
  );
}

/** What the contract in force grants over time: each delivered piece's usage window and the exclusivity's end. */
function RightsOverTime({ contract, applicationId }: { contract: Contract; applicationId: string }) {
  const windows = useUsageWindowsQuery(applicationId, true);
  useLiveRefresh('deal_deliverables', [...contractKeys.forApplication(applicationId), 'usage'], { filter: `application_id=eq.${applicationId}` });
  const exclusivity = exclusivityEnds(contract);
  const items = [
    ...(windows.data ?? []).map((w) => ({ key: w.deliverable_id, text: `${w.title}: usage rights end on ${formatDay(w.usage_ends_on)}` })),
    ...(exclusivity ? [{ key: 'exclusivity', text: `Exclusivity in ${exclusivity.category} until ${formatDay(exclusivity.endsOn)}` }] : []),
  ];
  if (windows.isError) return <p role="alert">The usage rights could not be loaded: {errorMessage(windows.error, 'reload to try again')}.</p>;
  if (items.length === 0) return null;
  return (
    <ul aria-label="Usage rights and exclusivity">
      {items.map((i) => <li key={i.key}>{i.text}</li>)}
    </ul>
  );
}

/** Download PDF: jsPDF loads on the first click, never with the page (as the media kit's PDF). */
function DownloadContractPdf({ contract }: { contract: Contract }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const { downloadContractPdf } = await import(/* webpackChunkName: "contract-pdf" */ '../lib/contract-pdf');
      downloadContractPdf(contract);
    } catch (error) {
      showErrorToast(error, 'creating the contract PDF');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" disabled={busy} onClick={() => void onClick()}>
      {busy ? 'Preparing PDF...' : 'Download PDF'}
    </Button>
  );
}

function SignForm({ contract, applicationId, formId, onDone }: { contract: Contract; applicationId: string; formId: string; onDone: () => void }) {
  const { values, errors, setField, check } = useFormState({ fullName: '', agree: false as boolean });
  const sign = useSignContractMutation(applicationId);
  const send = async () => {
    const input = check(signContractSchema);
    if (!input) return;
    try {
      await sign.mutateAsync({ ...input, contractId: contract.id, documentHash: contract.document_hash });
      onDone();
    } catch {
      // the mutation's error toast says why (a rule's own sentence, or the catalogue's)
    }
  };
  return (
    <form id={formId} onSubmit={submitWith(send, sign.isPending)} noValidate aria-label="Sign the contract">
      <TextField label="Full legal name" autoComplete="name" required value={values.fullName} error={errors.fullName}
        hint="Typing your name and selecting I agree is your electronic signature" onChange={(e) => setField('fullName', e.target.value)} />
      <Checkbox label="I agree" checked={values.agree} onChange={(on) => setField('agree', on)} />
      {errors.agree ? <FieldError role="alert">{errors.agree}</FieldError> : null}
    </form>
  );
}

/**
 * The contract of an accepted application, for both sides: its state, who has signed, the document to review and
 * sign, and its PDF. The database issues it when terms are agreed and records each signature.
 */
export function ContractPanel({ applicationId, dealTitle, side }: { applicationId: string; dealTitle: string; side: ContractSide }) {
  const contracts = useContractsQuery(applicationId);
  useLiveRefresh('contracts', contractKeys.forApplication(applicationId), { filter: `application_id=eq.${applicationId}` });
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [amending, setAmending] = useState(false);
  const [choosingTerms, setChoosingTerms] = useState(false);
  const formId = useId();
  // a deal refunded to the brand is over: its contract is not amended any more
  const refunded = useRefundedDealPayment(applicationId) !== null;
  if (contracts.isPending) return <Spinner label="Loading the contract..." />;
  if (contracts.isError) return <p role="alert">The contract could not be loaded: {errorMessage(contracts.error, 'reload to try again')}.</p>;
  if (contracts.data.length === 0) return null;

  const pending = awaitingSignatures(contracts.data);
  const current = inForce(contracts.data);
  const shown = pending ?? current ?? contracts.data.at(-1)!;
  const mine = signedBy(shown, side);
  const canSign = shown.status === 'awaiting_signatures' && !mine && !refunded;
  const headline = contractHeadline(contracts.data, refunded);
  const viewing = contracts.data.find((c) => c.id === viewingId) ?? null;
  const signingThis = !!viewing && viewing.id === shown.id && canSign;
  const unsigned = shown.status === 'awaiting_signatures' && !shown.brand_signed_at && !shown.talent_signed_at && shown.version === 1;
  const addendum = termsOf(shown).addendum;
  const ending = pending ? amendmentAction(pending, side) : null;
  return (
    <Panel aria-label={`Contract for ${dealTitle}`}>
      <h3>
        Contract <Badge $tone={headline === 'In force' ? 'success' : headline === 'Ended' ? 'neutral' : 'warning'}>{headline}</Badge>
      </h3>
      {refunded ? (
        <p>This deal was cancelled and its payment refunded, so its contract has ended: it no longer binds either party (its exclusivity included) and cannot be amended.</p>
      ) : shown.status === 'awaiting_signatures' && shown.version > 1 ? (
        <p>{mine ? 'You have signed the amendment. Waiting for the other party.' : `${versionLabel(shown.version)} is waiting for your signature. ${current ? versionLabel(current.version) : 'The version before'} stays in force until both parties sign it.`}</p>
      ) : shown.status === 'awaiting_signatures' ? (
        <p>{mine ? 'You have signed. Waiting for the other party.' : 'Review the contract and sign it. The deal can be funded once both parties have signed.'}</p>
      ) : (
        <p>Signed by both parties{current?.in_force_at ? ` and in force since ${formatDate(current.in_force_at)}` : ''}. A change is an amendment both sign.</p>
      )}
      <p>Governing terms: Pitchside Standard Creator Terms{addendum ? `, with the brand's addendum "${addendum.file_name}"` : ''}.</p>
      <Signatures contract={shown} />
      {current && !refunded ? <RightsOverTime contract={current} applicationId={applicationId} /> : null}
      <Actions>
        <Button type="button" $variant={canSign ? 'primary' : 'secondary'} onClick={() => setViewingId(shown.id)}>
          {canSign ? 'Review and Sign' : 'View Contract'}
        </Button>
        <DownloadContractPdf contract={shown} />
        <OpenAddendum contract={shown} />
        {side === 'brand' && unsigned ? <Button type="button" $variant="secondary" onClick={() => setChoosingTerms(true)}>Governing Terms</Button> : null}
        {current && !pending && !refunded ? <Button type="button" $variant="secondary" onClick={() => setAmending(true)}>Propose Amendment</Button> : null}
        {pending && ending ? <EndAmendment amendment={pending} action={ending} side={side} inForceVersion={current?.version ?? null} applicationId={applicationId} /> : null}
      </Actions>
      {contracts.data.length > 1 ? <VersionList contracts={contracts.data} onView={(c) => setViewingId(c.id)} /> : null}
      {viewing ? (
        <Modal
          open
          title={viewing.version > 1 ? `Contract: ${dealTitle}, ${versionLabel(viewing.version)}` : `Contract: ${dealTitle}`}
          onClose={() => setViewingId(null)}
          footer={
            <>
              <Button type="button" $variant="secondary" onClick={() => setViewingId(null)}>Close</Button>
              {signingThis ? <Button type="submit" form={formId}>Sign Contract</Button> : null}
            </>
          }
        >
          <p>{versionLabel(viewing.version)}: {STATUS_LABEL[viewing.status] ?? viewing.status}</p>
          <Document tabIndex={0} aria-label="Contract text">{viewing.document}</Document>
          <Hash>Document SHA-256: {viewing.document_hash}</Hash>
          {signingThis ? <SignForm contract={viewing} applicationId={applicationId} formId={formId} onDone={() => setViewingId(null)} /> : <Signatures contract={viewing} />}
        </Modal>
      ) : null}
      {amending && current ? <AmendmentForm contract={current} applicationId={applicationId} onClose={() => setAmending(false)} /> : null}
      {choosingTerms ? <GoverningTermsDialog contract={shown} applicationId={applicationId} onClose={() => setChoosingTerms(false)} /> : null}
    </Panel>
  );
}
