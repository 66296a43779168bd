import styled from 'styled-components';
import { Avatar, Badge } from 'shared-ui';
import type { Author } from './authors';
import { fullDateTime, timeAgo } from './time';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-width: 0;
  div { display: grid; min-width: 0; }
  strong { font-size: 0.9375rem; }
  span { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** Who wrote it (avatar, name, role) and when, the exact time on hover and for screen readers. */
export function AuthorLine({ author, createdAt, size = 40 }: { author: Author; createdAt: string; size?: number }) {
  return (
    <Line>
      <Avatar src={author.avatarUrl} name={author.name} size={size} />
      <div>
        <strong>{author.name}</strong>
        <span>
          <Badge>{author.role}</Badge>
          <time dateTime={createdAt} title={fullDateTime(createdAt)}>
            {timeAgo(createdAt)}
          </time>
        </span>
      </div>
    </Line>
  );
}
