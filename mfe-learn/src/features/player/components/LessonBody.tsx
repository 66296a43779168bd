import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import { Markdown } from '../../common/Markdown';
import type { LessonDetail } from '../api/lesson-detail-query';

const Video = styled.figure`
  margin: 0 0 1.5rem;
  video { width: 100%; max-height: 26rem; border-radius: ${({ theme }) => theme.radius.md}; background: #000; }
  h3 { font-size: 1rem; margin: 1rem 0 0.5rem; }
  .transcript {
    white-space: pre-line;
    font-size: 0.9375rem;
    line-height: 1.6;
    padding: 0.75rem 1rem;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    max-height: 16rem;
    overflow-y: auto;
  }
`;

export function LessonBody({ lesson, title }: { lesson: LessonDetail | null | undefined; title: string }) {
  if (lesson === undefined) return <Spinner label="Loading lesson..." />;
  if (lesson === null) return <p>This lesson is not available.</p>;
  return (
    <>
      {lesson.video_url ? (
        <Video aria-label={`Video: ${title}`}>
          <video controls preload="none" src={lesson.video_url}>
            <a href={lesson.video_url}>Download the video</a>
          </video>
          {lesson.transcript ? (
            <>
              <h3 id="transcript-heading">Transcript</h3>
              <div className="transcript" role="region" aria-labelledby="transcript-heading" tabIndex={0}>
                {lesson.transcript.trim()}
              </div>
            </>
          ) : null}
        </Video>
      ) : null}
      <Markdown source={lesson.content} />
    </>
  );
}
