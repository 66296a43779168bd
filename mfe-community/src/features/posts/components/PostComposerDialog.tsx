import { useState } from 'react';
import styled from 'styled-components';
import { Button, Modal, SelectField, submitWith, TextAreaField, TextField, useFormState, DraftNotice, draftKey, useFormDraft } from 'shared-ui';
import type { FeedPost } from '../api/posts-list';
import { usePostSaveMutation } from '../api/post-save-mutation';
import { POST_TYPE_LABELS, POST_TYPES } from '../lib/feed-filters';
import { EMPTY_POST, postSchema, type PostInput } from '../lib/post-schema';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .buttons { display: flex; gap: 0.75rem; flex-wrap: wrap; justify-content: flex-end; }
`;

const TYPE_OPTIONS = POST_TYPES.map((t) => ({ value: t, label: POST_TYPE_LABELS[t] }));

/** Writes a new post, or edits the viewer's own (`post`). */
export function PostComposerDialog({ userId, post, onClose, onSaved }: { userId: string; post?: FeedPost; onClose: () => void; onSaved?: () => void }) {
  const [initial] = useState<PostInput>(() =>
    post ? { title: post.title, content: post.content, post_type: post.post_type as PostInput['post_type'], tags: post.tags.join(', ') } : EMPTY_POST,
  );
  const form = useFormState<PostInput>(initial);
  const draft = useFormDraft(draftKey(userId, 'post', post?.id), form.values, form.setValues, initial);
  const save = usePostSaveMutation();
  const submit = async () => {
    const data = form.check(postSchema);
    if (!data) return;
    await save.mutateAsync({ userId, postId: post?.id, post: data }).then(
      () => {
        draft.clear();
        onSaved?.();
        onClose();
      },
      () => undefined,
    );
  };
  const title = post ? 'Edit post' : 'Create post';
  return (
    <Modal open title={title} onClose={onClose}>
      <Form aria-label={title} noValidate onSubmit={submitWith(submit, save.isPending)}>
        <DraftNotice draft={draft} />
        <TextField label="Title" required maxLength={200} value={form.values.title} error={form.errors.title} onChange={(e) => form.setField('title', e.target.value)} />
        <TextAreaField
          label="Content"
          required
          rows={6}
          value={form.values.content}
          error={form.errors.content}
          hint={`${form.values.content.length.toLocaleString('en')} / 10,000 characters. Links become clickable.`}
          onChange={(e) => form.setField('content', e.target.value)}
        />
        <SelectField label="Post type" options={TYPE_OPTIONS} value={form.values.post_type} onChange={(e) => form.setField('post_type', e.target.value as PostInput['post_type'])} />
        <TextField label="Tags" value={form.values.tags} error={form.errors.tags} hint="Up to 10, separated by commas (e.g. nil, negotiation)" onChange={(e) => form.setField('tags', e.target.value)} />
        <div className="buttons">
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {post ? 'Save Changes' : save.isPending ? 'Posting...' : 'Publish Post'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
