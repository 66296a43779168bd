import styled from 'styled-components';
import { Card } from 'shared-ui';
import type { LearningModule, LessonOutline } from '../../catalog/api/schemas';
import { ProgressBar } from '../../common/ProgressBar';
import { ButtonLink } from '../../common/SignInPrompt';

const Box = styled(Card)`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 2rem;
  h2 { margin: 0; font-size: 1.25rem; }
  h3 { margin: 0; font-size: 1.0625rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  a { justify-self: start; }
`;

export function ContinueCard({ module, lesson, percent }: { module: LearningModule; lesson: LessonOutline | undefined; percent: number }) {
  const to = `/learn/modules/${module.slug}${lesson ? `?lesson=${lesson.slug}` : ''}`;
  return (
    <Box as="section" aria-labelledby="continue">
      <h2 id="continue">Continue where you left off</h2>
      <h3>{module.title}</h3>
      {lesson ? <p>Next lesson: {lesson.title}</p> : null}
      <ProgressBar percent={percent} label={`Progress in ${module.title}`} />
      <ButtonLink to={to}>Continue</ButtonLink>
    </Box>
  );
}
