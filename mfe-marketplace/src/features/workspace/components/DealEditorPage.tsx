import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Checkbox, EmptyState, normalizeError, Page, PageHeader, SelectField, showErrorToast, Spinner, submitWith, TextAreaField, TextField, toast, useAuthStore, useFormState, DraftNotice, draftKey, useFormDraft } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';
import { useDealCategoriesQuery, useMyBrandsQuery } from 'shared-ui/reads';
import { DealCard } from '../../deals/components/DealCard';
import { useBrandDealQuery } from '../api/brand-deal-query';
import { useCampaignsQuery } from '../api/campaigns-query';
import { useDealTemplatesQuery } from '../api/deal-templates-query';
import { SaveTemplateDialog } from './SaveTemplateDialog';
import { useDealSaveMutation } from '../api/deal-save-mutation';
import { dealSchema, dealToInput, EMPTY_DEAL, TARGET_ROLES, templateToInput, type DealData, type DealInput } from '../lib/deal-schema';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 1fr 20rem;
    align-items: start;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: 1fr 1fr; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Roles = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  legend { font-weight: 600; font-size: 0.875rem; margin-bottom: 0.5rem; }
`;

const Preview = styled.section`
  display: grid;
  gap: 0.5rem;
  h2 { margin: 0; font-size: 1rem; }
  ul { margin: 0; padding: 0; }
`;

const ROLE_LABEL: Record<(typeof TARGET_ROLES)[number], string> = { athlete: 'Athletes', creator: 'Creators' };
const TYPE_LABEL: Record<string, string> = { cash: 'Cash', product: 'Product', commission: 'Commission', hybrid: 'Hybrid' };

/** /deals/new, /deals/:id/edit and /deals/:id/duplicate: every column of a deal, checked as the database checks it. */
export default function DealEditorPage({ duplicate = false }: { duplicate?: boolean }) {
  const { dealId } = useParams();
  const navigate = useNavigate();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const brands = useMyBrandsQuery(userId);
  const existing = useBrandDealQuery(dealId ?? null);
  const categories = useDealCategoriesQuery();
  const save = useDealSaveMutation();
  const form = useFormState<DealInput>(EMPTY_DEAL);
  const { setValues } = form;
  const draft = useFormDraft(userId && !dealId ? draftKey(userId, 'deal', 'new') : null, form.values, setValues, EMPTY_DEAL);
  const [brandId, setBrandId] = useState('');
  const [refusal, setRefusal] = useState('');
  const [templateDraft, setTemplateDraft] = useState<DealData | null>(null);
  const [params] = useSearchParams();
  const templates = useDealTemplatesQuery(userId, brands.data?.map((b) => b.id) ?? []);
  const campaigns = useCampaignsQuery(userId, brands.data?.map((b) => b.id) ?? []);
  const [templateId, setTemplateId] = useState('');
  const applyTemplate = useCallback(
    (id: string) => {
      const t = templates.data?.find((x) => x.id === id);
      setTemplateId(id);
      if (!t) return;
      setValues((current) => templateToInput(t, current));
      setBrandId(t.brand_id);
    },
    [templates.data, setValues],
  );
  // /deals/new?template=<id> (a template's "Use Template"): applied once, when the templates have loaded
  const fromUrl = !dealId ? params.get('template') : null;
  const appliedFromUrl = useRef(false);
  useEffect(() => {
    if (!fromUrl || appliedFromUrl.current || !templates.data) return;
    appliedFromUrl.current = true;
    applyTemplate(fromUrl);
  }, [fromUrl, templates.data, applyTemplate]);

  const loaded = existing.data;
  // the form starts from the loaded deal once: a background refetch must not overwrite what the user typed
  const filledFrom = useRef<string | null>(null);
  useEffect(() => {
    if (!loaded || filledFrom.current === loaded.id) return;
    filledFrom.current = loaded.id;
    setValues(dealToInput(loaded, duplicate));
  }, [loaded, duplicate, setValues]);
  const closeTemplate = useCallback(() => setTemplateDraft(null), []);
  const chosenBrand = brandId || loaded?.brand_id || brands.data?.[0]?.id || '';

  if (brands.isPending || (dealId && existing.isPending)) return <Spinner label="Loading deal..." />;
  if (brands.isError) throw brands.error;
  if (existing.isError) throw existing.error;
  if (dealId && !loaded) {
    return (
      <Page>
        <EmptyState>
          <h1>Deal not found</h1>
          <p>It may have been removed, or it belongs to another brand.</p>
          <Link to="/deals">Back to your deals</Link>
        </EmptyState>
      </Page>
    );
  }
  if (!chosenBrand) {
    return (
      <Page>
        <EmptyState>
          <h1>Create your brand first</h1>
          <p>Deals are posted by a brand.</p>
          <Link to="/deals">Create your brand</Link>
        </EmptyState>
      </Page>
    );
  }

  const editing = !!dealId && !duplicate;
  // the database keeps a hired deal's pay and brand (its contract fixed them); the form says so instead of failing
  const hired = editing && (loaded?.applicants_accepted ?? 0) > 0;
  const submit = async () => {
    const data = form.check(dealSchema);
    if (!data) return;
    setRefusal('');
    try {
      await save.mutateAsync({ dealId: editing ? dealId : undefined, brandId: chosenBrand, data });
      draft.clear();
      toast.success(editing ? 'Deal updated' : 'Deal posted');
      navigate('/deals');
    } catch (error) {
      const n = normalizeError(error);
      if (n.kind === 'rule' && n.message) return setRefusal(n.message);
      showErrorToast(error, 'saving the deal');
    }
  };

  const v = form.values;
  const brand = brands.data.find((b) => b.id === chosenBrand);
  const title = editing ? `Edit: ${loaded!.title}` : duplicate ? 'Duplicate deal' : 'New deal';
  return (
    <Page>
      <PageHeader title={title} description="Talent sees the title, pay, deadline and tags first; the details open when they click." />
      <Layout>
        <Card>
          <Form aria-label="Deal" noValidate onSubmit={submitWith(submit, save.isPending)}>
            <DraftNotice draft={draft} />
            {refusal ? <p role="alert">{refusal}</p> : null}
            {!dealId && templates.data?.length ? (
              <SelectField
                label="Start from a template"
                value={templateId}
                onChange={(e) => applyTemplate(e.target.value)}
                options={[{ value: '', label: 'No template' }, ...templates.data.map((t) => ({ value: t.id, label: t.name }))]}
              />
            ) : null}
            {brands.data.length > 1 ? (
              <SelectField label="Brand" value={chosenBrand} disabled={hired} onChange={(e) => setBrandId(e.target.value)} options={brands.data.map((b) => ({ value: b.id, label: b.name }))} />
            ) : null}
            <TextField label="Title" required value={v.title} error={form.errors.title} onChange={(e) => form.setField('title', e.target.value)} />
            <TextAreaField label="Description" required rows={5} value={v.description} error={form.errors.description} onChange={(e) => form.setField('description', e.target.value)} />
            <Pair>
              <SelectField
                label="Category"
                value={v.category}
                error={form.errors.category}
                onChange={(e) => form.setField('category', e.target.value)}
                options={[{ value: '', label: 'No category' }, ...(categories.data ?? []).map((c) => ({ value: c.name, label: c.name }))]}
              />
              <TextField label="Tags" value={v.tags} error={form.errors.tags} hint="Comma-separated, up to 10" onChange={(e) => form.setField('tags', e.target.value)} />
            </Pair>
            <Pair>
              <TextField label="Compensation ($)" required type="number" inputMode="decimal" min={0} value={v.compensation_amount} error={form.errors.compensation_amount}
                readOnly={hired} hint={hired ? 'Fixed: the talent you hired signed for this pay. Post a new deal for different terms.' : undefined}
                onChange={(e) => form.setField('compensation_amount', e.target.value)} />
              <SelectField
                label="Compensation type"
                value={v.compensation_type}
                disabled={hired}
                error={form.errors.compensation_type}
                onChange={(e) => form.setField('compensation_type', e.target.value as DealInput['compensation_type'])}
                options={CheckValues.deals_compensation_type.map((t) => ({ value: t, label: TYPE_LABEL[t] ?? t }))}
              />
            </Pair>
            <TextAreaField label="Deliverables" rows={3} value={v.deliverables} error={form.errors.deliverables} hint="One per line" onChange={(e) => form.setField('deliverables', e.target.value)} />
            <TextAreaField label="Requirements" rows={3} value={v.requirements} error={form.errors.requirements} hint="One per line" onChange={(e) => form.setField('requirements', e.target.value)} />
            <Roles>
              <legend>Open to</legend>
              {TARGET_ROLES.map((r) => (
                <Checkbox
                  key={r}
                  label={ROLE_LABEL[r]}
                  checked={v.target_roles.includes(r)}
                  onChange={(on) => form.setField('target_roles', on ? [...v.target_roles, r] : v.target_roles.filter((x) => x !== r))}
                />
              ))}
              {form.errors.target_roles ? <p role="alert">{form.errors.target_roles}</p> : null}
            </Roles>
            <Pair>
              <TextField label="Location" value={v.location} error={form.errors.location} hint="Optional, e.g. Remote or Austin, TX" onChange={(e) => form.setField('location', e.target.value)} />
              <TextField label="Application deadline" type="date" value={v.application_deadline} error={form.errors.application_deadline} hint="Optional" onChange={(e) => form.setField('application_deadline', e.target.value)} />
            </Pair>
            <SelectField
              label="Campaign"
              value={v.campaign_id}
              error={form.errors.campaign_id}
              hint="Optional: its budget counts this deal's accepted applicants"
              onChange={(e) => form.setField('campaign_id', e.target.value)}
              options={[{ value: '', label: 'No campaign' }, ...(campaigns.data ?? []).filter((c) => c.brand_id === chosenBrand).map((c) => ({ value: c.id, label: c.name }))]}
            />
            <TextField label="Maximum applicants" type="number" inputMode="numeric" min={1} value={v.max_applicants} error={form.errors.max_applicants} hint="Optional" onChange={(e) => form.setField('max_applicants', e.target.value)} />
            <Actions>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : editing ? 'Save Changes' : 'Post Deal'}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  const data = form.check(dealSchema);
                  if (data) setTemplateDraft(data);
                }}
              >
                Save as Template
              </Button>
            </Actions>
          </Form>
        </Card>
        <Preview aria-label="Preview">
          <h2>Preview</h2>
          <ul inert>
            <DealCard
              bookmarked={false}
              onOpen={() => undefined}
              deal={{
                id: 'preview',
                title: v.title || 'Your deal title',
                description: v.description || 'What the deal is about.',
                tags: v.tags.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean).slice(0, 10),
                compensation_amount: Number(v.compensation_amount) || 0,
                application_deadline: v.application_deadline ? `${v.application_deadline}T23:59:59` : null,
                applicants_count: 0,
                brands: { name: brand?.name ?? 'Your brand', logo_url: brand?.logo_url ?? null, verified: brand?.verified ?? false },
              }}
            />
          </ul>
        </Preview>
      </Layout>
      {templateDraft ? <SaveTemplateDialog brandId={chosenBrand} deal={templateDraft} onClose={closeTemplate} /> : null}
    </Page>
  );
}
