import { useId } from 'react';
import styled from 'styled-components';
import { Button, submitWith, TextAreaField, useFormState } from 'shared-ui';
import { useCommentCreateMutation } from '../api/comment-create-mutation';
import { commentSchema } from '../lib/comment-schema';

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
  .buttons { display: flex; gap: 0.5rem; justify-content: flex-end; }
`;

/** The reply box: a comment on the post, or with `parentId` a reply to a comment. */
export function CommentForm({ postId, userId, parentId, label, submitLabel, onDone }: { postId: string; userId: string; parentId?: string; label: string; submitLabel: string; onDone?: () => void }) {
  const form = useFormState({ content: '' });
  const create = useCommentCreateMutation();
  const id = useId();
  const submit = async () => {
    const data = form.check(commentSchema);
    if (!data) return;
    await create.mutateAsync({ postId, userId, parentId, content: data.content }).then(
      () => {
        form.setField('content', '');
        onDone?.();
      },
      () => undefined,
    );
  };
  return (
    <Form noValidate onSubmit={submitWith(submit, create.isPending)}>
      <TextAreaField
        id={id}
        label={label}
        rows={parentId ? 2 : 3}
        maxLength={5000}
        value={form.values.content}
        error={form.errors.content}
        autoFocus={!!parentId}
        onChange={(e) => form.setField('content', e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) submitWith(submit, create.isPending)(e);
        }}
      />
      <div className="buttons">
        {onDone && parentId ? (
          <Button type="button" $variant="ghost" $size="sm" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" $size="sm" disabled={create.isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
