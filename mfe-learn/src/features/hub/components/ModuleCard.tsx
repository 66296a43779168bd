import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from 'shared-ui';
import type { LearningModule } from '../../catalog/api/schemas';
import { Cover } from '../../common/Cover';
import { formatLabel, formatMinutes, LEVEL_LABELS } from '../../common/labels';
import { ProgressBar } from '../../common/ProgressBar';

const Body = styled(Card)`
  height: 100%;
  display: grid;
  gap: 0.6rem;
  align-content: start;
  h3 { margin: 0; font-size: 1.0625rem; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
  h3 a:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.9375rem; }
`;
export const Meta = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 0.9rem;
  margin: 0;
  padding: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Reason = styled.p`
  && { color: ${({ theme }) => theme.color.primary}; font-weight: 600; font-size: 0.875rem; }
`;

export function ModuleCard({ module, percent, reason }: { module: LearningModule; percent?: number; reason?: string }) {
  return (
    <Body as="article">
      <Cover topic={module.category} />
      <h3>
        <Link to={`/learn/modules/${module.slug}`}>{module.title}</Link>
      </h3>
      {reason ? <Reason>{reason}</Reason> : null}
      <p>{module.description}</p>
      <Meta aria-label="About this module">
        <li>{LEVEL_LABELS[module.level]}</li>
        <li>{formatMinutes(module.duration_minutes)}</li>
        <li>{module.lessons.length} lessons</li>
        <li>{formatLabel(module.format)}</li>
      </Meta>
      {percent !== undefined ? <ProgressBar percent={percent} label={`Progress in ${module.title}`} /> : null}
    </Body>
  );
}
