import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Page, Spinner, usePageHead } from 'shared-ui';
import { useModulesQuery } from '../../catalog/api/modules-list-query';
import { useProgressQuery } from '../../catalog/api/progress-list-query';
import { progressView } from '../../catalog/progress';
import { formatMinutes, LEVEL_LABELS } from '../../common/labels';
import { LearnNav } from '../../common/LearnNav';
import { ProgressBar } from '../../common/ProgressBar';
import { ButtonLink, SignInPrompt } from '../../common/SignInPrompt';
import { useViewer } from '../../common/use-viewer';
import { useLessonCompleteMutation } from '../api/lesson-complete-mutation';
import { useLessonDetailQuery } from '../api/lesson-detail-query';
import { useLessonVisitMutation } from '../api/lesson-visit-mutation';
import { Certificate } from './Certificate';
import { LessonBody } from './LessonBody';
import { LessonSidebar } from './LessonSidebar';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 17rem 1fr;
    align-items: start;
    & > nav { position: sticky; top: 5rem; }
  }
`;
const Head = styled.header`
  margin-bottom: 1.25rem;
  display: grid;
  gap: 0.5rem;
  .crumb { font-size: 0.875rem; }
  .crumb a { color: ${({ theme }) => theme.color.accent}; }
  h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 2.25rem); }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;
const LessonHead = styled.div`
  margin-bottom: 1rem;
  h2 { margin: 0 0 0.25rem; font-size: 1.5rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
  margin-top: 2rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  .done { color: ${({ theme }) => theme.color.success}; font-weight: 700; }
`;

export default function ModulePlayerPage() {
  const { moduleSlug = '' } = useParams();
  const [params] = useSearchParams();
  const viewer = useViewer();
  const modules = useModulesQuery();
  const progress = useProgressQuery(viewer.userId);
  const complete = useLessonCompleteMutation();
  const visit = useLessonVisitMutation();

  const module = modules.data?.find((m) => m.slug === moduleSlug);
  const index = Math.max(0, module?.lessons.findIndex((l) => l.slug === params.get('lesson')) ?? 0);
  const lesson = module?.lessons[index];
  const signedIn = !!viewer.userId;
  const readable = signedIn || index === 0;
  const detail = useLessonDetailQuery(lesson?.lesson_id, readable && viewer.initialized, viewer.userId);
  usePageHead({ title: module ? `${lesson?.title ?? module.title} · ${module.title}` : 'Learning module' });

  const { mutate: recordVisit } = visit;
  useEffect(() => {
    if (viewer.userId && module && lesson) recordVisit({ userId: viewer.userId, moduleId: module.id, lessonId: lesson.lesson_id });
  }, [viewer.userId, module, lesson, recordVisit]);

  if (modules.isPending || !viewer.initialized) return <Spinner label="Loading module..." />;
  if (modules.isError) {
    return (
      <Page>
        <EmptyState role="alert">
          <h1>We couldn't load this module</h1>
          <p>Check your connection and reload the page.</p>
        </EmptyState>
      </Page>
    );
  }
  if (!module || !lesson) {
    return (
      <Page>
        <EmptyState>
          <h1>Module not found</h1>
          <p>We couldn't find a learning module at this address. It may have been renamed or removed.</p>
          <p style={{ marginTop: '1rem' }}>
            <ButtonLink to="/learn">Back to the Learning Hub</ButtonLink>
          </p>
        </EmptyState>
      </Page>
    );
  }

  const view = progressView(progress.data);
  const percent = view.percentByModule.get(module.id) ?? 0;
  const summary = progress.data?.find((r) => r.module_id === module.id && r.lesson_id === null);
  const lessonDone = view.completedLessons.has(lesson.lesson_id);
  const prev = module.lessons[index - 1];
  const next = module.lessons[index + 1];

  return (
    <Page>
      <LearnNav />
      <Head>
        <p className="crumb">
          <Link to="/learn">Learning Hub</Link> / {module.category}
        </p>
        <h1>{module.title}</h1>
        <p>
          {LEVEL_LABELS[module.level]} · {formatMinutes(module.duration_minutes)} · {module.lessons.length} lessons
        </p>
        {signedIn ? <ProgressBar percent={percent} label={`Progress in ${module.title}`} /> : null}
      </Head>
      <Layout>
        <LessonSidebar module={module} current={lesson.slug} completed={view.completedLessons} locked={(i) => !signedIn && i > 0} />
        <article aria-labelledby="lesson-title">
          <LessonHead>
            <h2 id="lesson-title">{lesson.title}</h2>
            <p>
              Lesson {index + 1} of {module.lessons.length} · {formatMinutes(lesson.duration_minutes)}
            </p>
          </LessonHead>
          {readable ? (
            <LessonBody lesson={detail.isError ? null : detail.data} title={lesson.title} />
          ) : (
            <SignInPrompt headingLevel={3} text="The first lesson of every module is open to everyone. Sign in to read the rest, save your progress and earn a certificate; you'll come back to this lesson." />
          )}
          <Controls>
            {prev ? (
              <ButtonLink $variant="secondary" to={`?lesson=${prev.slug}`}>
                ← Previous<span className="visually-hidden">: {prev.title}</span>
              </ButtonLink>
            ) : (
              <span />
            )}
            {signedIn ? (
              lessonDone ? (
                <span className="done">✓ Completed</span>
              ) : (
                <Button type="button" disabled={complete.isPending} onClick={() => complete.mutate({ userId: viewer.userId!, moduleId: module.id, lessonId: lesson.lesson_id })}>
                  Mark as complete
                </Button>
              )
            ) : null}
            {next ? (
              <ButtonLink $variant="secondary" to={`?lesson=${next.slug}`}>
                Next<span className="visually-hidden">: {next.title}</span> →
              </ButtonLink>
            ) : (
              <span />
            )}
          </Controls>
          {signedIn && summary?.status === 'completed' ? (
            <Certificate name={viewer.fullName ?? 'Pitchside learner'} moduleTitle={module.title} completedAt={summary.completed_at} />
          ) : null}
        </article>
      </Layout>
    </Page>
  );
}
