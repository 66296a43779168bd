import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from 'shared-ui';
import type { LibraryItem } from '../../catalog/api/schemas';
import { formatLabel, formatMinutes, LEVEL_LABELS } from '../../common/labels';

const Body = styled(Card)`
  height: 100%;
  display: grid;
  gap: 0.5rem;
  align-content: start;
  .type { margin: 0; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: ${({ theme }) => theme.color.primary}; }
  h2 { margin: 0; font-size: 1.0625rem; }
  h2 a { color: inherit; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.9375rem; }
  .meta { font-size: 0.8125rem; }
  .actions { margin-top: 0.25rem; }
`;

export function LibraryItemCard({ item, actions }: { item: LibraryItem; actions?: ReactNode }) {
  return (
    <Body as="article">
      <p className="type">{formatLabel(item.content_type)}</p>
      <h2>
        <Link to={`/learn/content-library/${item.slug}`}>{item.title}</Link>
      </h2>
      <p>{item.description}</p>
      <p className="meta">
        {[item.category, LEVEL_LABELS[item.level], formatMinutes(item.duration_minutes), item.author].filter(Boolean).join(' · ')}
      </p>
      {actions ? <div className="actions">{actions}</div> : null}
    </Body>
  );
}
