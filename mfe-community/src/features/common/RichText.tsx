import styled from 'styled-components';
import { linkify } from '../posts/lib/linkify';

const Text = styled.p<{ $clamp?: number }>`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $clamp }) => ($clamp ? `display: -webkit-box; -webkit-line-clamp: ${$clamp}; -webkit-box-orient: vertical; overflow: hidden;` : '')}
  a { color: ${({ theme }) => theme.color.accent}; }
`;

/** User text as text (never HTML), its http(s) links clickable; `clamp` cuts it to that many lines. */
export function RichText({ text, clamp }: { text: string; clamp?: number }) {
  return (
    <Text $clamp={clamp}>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
