import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import { renderMarkdown } from './render-markdown';

export const Prose = styled.div`
  line-height: 1.65;
  max-width: 46rem;
  overflow-wrap: anywhere;
  h2 { font-size: 1.25rem; margin: 1.75rem 0 0.5rem; }
  h3 { font-size: 1.0625rem; margin: 1.25rem 0 0.5rem; }
  p, ul, ol { margin: 0 0 1rem; }
  li { margin-bottom: 0.25rem; }
  a { color: ${({ theme }) => theme.color.accent}; }
  code { font-size: 0.9em; padding: 0.1rem 0.3rem; border-radius: 4px; background: ${({ theme }) => theme.color.surfaceRaised}; }
  blockquote {
    margin: 1rem 0;
    padding: 0.75rem 1rem;
    border-left: 4px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-radius: 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0;
    p:last-child { margin: 0; }
  }
  .table-scroll { overflow-x: auto; margin: 0 0 1rem; }
  .table-scroll:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
  table { border-collapse: collapse; min-width: 100%; font-size: 0.9375rem; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border: 1px solid ${({ theme }) => theme.color.border}; }
  th { background: ${({ theme }) => theme.color.surfaceRaised}; }
`;

/** Lesson and article text: markdown rendered to sanitised HTML once the renderer has loaded. */
export function Markdown({ source }: { source: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setHtml(null);
    renderMarkdown(source).then(
      (h) => live && setHtml(h),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [source]);
  if (failed) return <Prose style={{ whiteSpace: 'pre-wrap' }}>{source}</Prose>;
  if (html === null) return <Spinner label="Loading content..." />;
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
