import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button } from 'shared-ui';
import { formatDate, formatMoney } from '../../deals/lib/format';
import type { Campaign } from '../api/campaigns-query';
import { CampaignDialog } from './CampaignDialog';
import { CardGrid, GridCard } from '../../common/lists';

const Item = styled(GridCard)`
  p { margin: 0; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
  progress { width: 100%; height: 0.625rem; accent-color: ${({ theme }) => theme.color.primary}; }
`;

const TONE = { draft: 'neutral', active: 'success', paused: 'warning', completed: 'info' } as const;

/** The brand's campaigns, each with its committed spend against its budget. */
export function CampaignList({ brandId, campaigns }: { brandId: string; campaigns: Campaign[] }) {
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const close = useCallback(() => setEditing(null), []);
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setEditing('new')}>
        New Campaign
      </Button>
      {campaigns.length === 0 ? (
        <p>No campaigns yet. A campaign groups deals under one budget and audience.</p>
      ) : (
        <CardGrid aria-label="Campaigns">
          {campaigns.map((c) => {
            const over = c.campaign_committed > c.budget;
            return (
              <li key={c.id}>
                <Item as="article" aria-label={`Campaign: ${c.name}`}>
                  <h3>
                    {c.name} <Badge $tone={TONE[c.status as keyof typeof TONE] ?? 'neutral'}>{c.status.charAt(0).toUpperCase() + c.status.slice(1)}</Badge>
                  </h3>
                  {c.start_date || c.end_date ? <p>{[c.start_date && formatDate(c.start_date), c.end_date && formatDate(c.end_date)].filter(Boolean).join(' to ')}</p> : null}
                  <progress max={Math.max(c.budget, c.campaign_committed, 1)} value={c.campaign_committed} aria-label={`${c.name} budget used`} />
                  <p>
                    {formatMoney(c.campaign_committed)} committed of {formatMoney(c.budget)}
                    {over ? ` (${formatMoney(c.campaign_committed - c.budget)} over budget)` : ''}
                  </p>
                  <div>
                    <Button type="button" $variant="secondary" onClick={() => setEditing(c)}>
                      Edit
                    </Button>
                  </div>
                </Item>
              </li>
            );
          })}
        </CardGrid>
      )}
      {editing ? <CampaignDialog brandId={editing === 'new' ? brandId : editing.brand_id} campaign={editing === 'new' ? null : editing} onClose={close} /> : null}
    </>
  );
}
