import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, ConfirmDialog } from 'shared-ui';
import { formatMoney } from '../../deals/lib/format';
import { useDealTemplateDeleteMutation } from '../api/deal-template-delete-mutation';
import type { DealTemplate } from '../api/deal-templates-query';
import { CardGrid, GridCard } from '../../common/lists';

const Item = styled(GridCard)`
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
  div { display: flex; gap: 0.5rem; flex-wrap: wrap; }
`;

/** The brand's deal templates: start a deal from one, or delete it. The editor saves new ones. */
export function TemplateList({ templates }: { templates: DealTemplate[] }) {
  const remove = useDealTemplateDeleteMutation();
  const [deleting, setDeleting] = useState<DealTemplate | null>(null);
  if (templates.length === 0) return <p>No templates yet. In the deal editor, Save as Template keeps a deal's content for next time.</p>;
  return (
    <>
    <CardGrid aria-label="Deal templates">
      {templates.map((t) => (
        <li key={t.id}>
          <Item as="article" aria-label={`Template: ${t.name}`}>
            <h3>{t.name}</h3>
            <p>
              {t.title ?? 'No title'}
              {t.compensation_amount !== null ? ` · ${formatMoney(t.compensation_amount)}` : ''}
              {t.deliverables.length ? ` · ${t.deliverables.length} ${t.deliverables.length === 1 ? 'deliverable' : 'deliverables'}` : ''}
            </p>
            <div>
              <ButtonLink to={`/deals/new?template=${t.id}`} $variant="secondary">
                Use Template
              </ButtonLink>
              <Button type="button" $variant="secondary" disabled={remove.isPending} onClick={() => setDeleting(t)}>
                Delete
              </Button>
            </div>
          </Item>
        </li>
      ))}
    </CardGrid>
      {deleting ? (
        <ConfirmDialog
          title="Delete this template?"
          confirmLabel="Delete Template"
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(null) })}
        >
          {`“${deleting.name}” will be gone. Deals you already started from it keep their content.`}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
