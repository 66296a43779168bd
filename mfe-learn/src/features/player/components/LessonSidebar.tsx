import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LearningModule } from '../../catalog/api/schemas';
import { formatMinutes } from '../../common/labels';

const Nav = styled.nav`
  h2 { font-size: 1rem; margin: 0 0 0.5rem; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; counter-reset: lesson; }
  a {
    display: grid;
    grid-template-columns: 1.75rem 1fr;
    gap: 0.5rem;
    padding: 0.5rem 0.6rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-size: 0.9375rem;
  }
  a:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
  a[aria-current='page'] { background: ${({ theme }) => theme.color.surfaceRaised}; font-weight: 700; box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary}; }
  a:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
  .mark { font-weight: 700; color: ${({ theme }) => theme.color.textMuted}; }
  .done { color: ${({ theme }) => theme.color.success}; }
  small { display: block; color: ${({ theme }) => theme.color.textMuted}; }
`;

export function LessonSidebar({ module, current, completed, locked }: { module: LearningModule; current: string; completed: Set<string>; locked: (index: number) => boolean }) {
  return (
    <Nav aria-label="Lessons">
      <h2>Lessons</h2>
      <ol>
        {module.lessons.map((l, i) => {
          const done = completed.has(l.lesson_id);
          const isLocked = locked(i);
          return (
            <li key={l.lesson_id}>
              <Link to={`?lesson=${l.slug}`} aria-current={l.slug === current ? 'page' : undefined}>
                <span className={done ? 'mark done' : 'mark'} aria-hidden="true">
                  {done ? '✓' : isLocked ? '🔒' : i + 1}
                </span>
                <span>
                  {l.title}
                  <small>
                    {formatMinutes(l.duration_minutes)}
                    {l.has_video ? ' · video' : ''}
                    {done ? ' · completed' : isLocked ? ' · sign in to read' : ''}
                  </small>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
