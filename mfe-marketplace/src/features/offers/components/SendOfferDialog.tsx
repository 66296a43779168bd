import { useState } from 'react';
import { SelectField, TextAreaField, TextField } from 'shared-ui';
import { TermsForm } from '../../negotiation/components/TermsForm';
import { termsFormStart } from '../../negotiation/lib/terms';
import { offerSchema, useSendDirectOfferMutation, type OfferInput } from '../api/direct-offer-send-mutation';

const inTwoWeeks = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

/**
 * Send offer: a private offer to one talent, outside the marketplace: a title and message, then the same terms as a
 * proposal (amount, deliverables with due dates, usage rights, exclusivity, payment timing).
 */
export function SendOfferDialog({ talentId, talentName, brands, onClose }: { talentId: string; talentName: string; brands: readonly { id: string; name: string }[]; onClose: () => void }) {
  const [offer, setOffer] = useState<OfferInput>({ brandId: brands[0]?.id ?? '', title: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof OfferInput, string>>>({});
  const send = useSendDirectOfferMutation();
  const set = (k: keyof OfferInput, v: string) => setOffer((o) => ({ ...o, [k]: v }));
  const before = (
    <>
      {brands.length === 0 ? <p role="alert">Create your brand on the deals workspace first: offers are made by a brand.</p> : null}
      {brands.length > 1 ? (
        <SelectField label="Brand" value={offer.brandId} error={errors.brandId} options={brands.map((b) => ({ value: b.id, label: b.name }))} onChange={(e) => set('brandId', e.target.value)} />
      ) : null}
      <TextField label="Offer title" required value={offer.title} error={errors.title} hint="Only you and the talent see this offer: it is never listed in the marketplace" onChange={(e) => set('title', e.target.value)} />
      <TextAreaField label="Message to the talent (optional)" rows={3} maxLength={1000} value={offer.message} error={errors.message} onChange={(e) => set('message', e.target.value)} />
    </>
  );
  return (
    <TermsForm
      title={`Send ${talentName} an offer`}
      start={termsFormStart(null, 0, [], inTwoWeeks())}
      before={before}
      sendLabel="Send offer"
      sending={send.isPending}
      onClose={onClose}
      onSend={async (terms) => {
        const parsed = offerSchema.safeParse(offer);
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
          throw new Error('invalid offer');
        }
        setErrors({});
        await send.mutateAsync({ talentId, offer: parsed.data, terms });
      }}
    />
  );
}
