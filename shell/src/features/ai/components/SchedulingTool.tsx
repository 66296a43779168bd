import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Badge, Button, SelectField, showFailureToast, Spinner, TextField, toast } from 'shared-ui';
import { PLATFORM_OPTIONS } from 'shared-ui/ai';
import { useCalendarQuery } from '../api/calendar-query';
import { usePlannedPostCreateMutation } from '../api/planned-post-create-mutation';
import { usePostStatsImportMutation } from '../api/post-stats-import-mutation';
import { usePostStatsQuery } from '../api/post-stats-query';
import { parsePostCsv } from '../lib/post-csv';
import { bestSlots, GENERAL_GUIDANCE, hourLabel, MIN_POSTS } from '../lib/posting-times';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) { grid-template-columns: 3fr 2fr; }
`;

const Days = styled.ol`
  display: grid;
  gap: 0.5rem;
  padding: 0;
  list-style: none;
  li { display: grid; gap: 0.125rem; padding: 0.5rem 0.75rem; border-left: 3px solid ${({ theme }) => theme.color.border}; }
  small { color: ${({ theme }) => theme.color.textMuted}; }
`;

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
`;

const fmtWhen = (when: string) =>
  when.length === 10
    ? new Date(`${when}T12:00:00`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' })
    : new Date(when).toLocaleString('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function Suggestions({ userId }: { userId: string }) {
  const stats = usePostStatsQuery(userId);
  const importer = usePostStatsImportMutation(userId);
  const [errors, setErrors] = useState<string[]>([]);
  const slots = stats.data ? bestSlots(stats.data) : [];

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (file.size > 512 * 1024) {
      setErrors(['The file is larger than 512 KB.']);
      return;
    }
    const parsed = parsePostCsv(await file.text());
    setErrors(parsed.errors);
    if (parsed.rows.length === 0) return;
    importer.mutate(parsed.rows, {
      onSuccess: (added) => toast.success(`Imported ${added} new post${added === 1 ? '' : 's'}`),
      onError: (err) => showFailureToast('post-import', err),
    });
  };

  return (
    <section aria-labelledby="times-heading">
      <h3 id="times-heading">When to post</h3>
      {stats.isPending ? <Spinner label="Loading your posts..." size={20} /> : null}
      {slots.length > 0 ? (
        <>
          <p>From your own {stats.data!.length} past posts: the slots where your engagement rate (engagement / reach) was highest.</p>
          <ol>
            {slots.map((s) => (
              <li key={`${s.day}-${s.hour}`}>
                {s.day}, {hourLabel(s.hour)} to {hourLabel((s.hour + 3) % 24)}: {s.rate}% over {s.posts} post{s.posts === 1 ? '' : 's'}
              </li>
            ))}
          </ol>
        </>
      ) : stats.data ? (
        <>
          <p>
            <Badge $tone="info">General guidance</Badge> Not from your data: add at least {MIN_POSTS} past posts for suggestions from your own audience (you have {stats.data.length}).
          </p>
          <ul>
            {GENERAL_GUIDANCE.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </>
      ) : null}
      <label htmlFor="post-csv">Import past posts (CSV: date, platform, reach, engagement)</label>
      <input id="post-csv" type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e)} disabled={importer.isPending} />
      {errors.length > 0 ? (
        <ul role="alert">
          {errors.slice(0, 5).map((er) => (
            <li key={er}>{er}</li>
          ))}
          {errors.length > 5 ? <li>and {errors.length - 5} more lines</li> : null}
        </ul>
      ) : null}
    </section>
  );
}

/** Scheduling: the content calendar (deliverables due and planned posts) and posting-time suggestions. */
export function SchedulingTool({ userId }: { userId: string }) {
  const calendar = useCalendarQuery(userId);
  const create = usePlannedPostCreateMutation(userId);
  const [title, setTitle] = useState('');
  const [platform, setPlatform] = useState('instagram');
  const [when, setWhen] = useState('');
  const [errors, setErrors] = useState<{ title?: string; when?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      title: title.trim() ? (title.length > 200 ? 'Keep the title under 200 characters' : undefined) : 'Give the post a title',
      when: when && !Number.isNaN(new Date(when).getTime()) ? undefined : 'Pick a date and time',
    };
    setErrors(next);
    if (next.title || next.when) return;
    create.mutate(
      { title: title.trim(), platform, planned_for: new Date(when).toISOString(), caption: null },
      {
        onSuccess: () => {
          toast.success('Post planned');
          setTitle('');
          setWhen('');
        },
        onError: (err) => showFailureToast('plan-post', err),
      },
    );
  };

  return (
    <Columns>
      <section aria-labelledby="calendar-heading">
        <h3 id="calendar-heading">Content calendar</h3>
        {calendar.isPending ? <Spinner label="Loading your calendar..." size={20} /> : null}
        {calendar.isError ? <p role="alert">Your calendar could not be loaded. Try again in a moment.</p> : null}
        {calendar.data && calendar.data.length === 0 ? <p>Nothing due or planned. Plan a post, or apply to deals in the marketplace.</p> : null}
        {calendar.data && calendar.data.length > 0 ? (
          <Days>
            {calendar.data.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <span>
                  <Badge $tone={item.kind === 'deliverable' ? 'warning' : 'info'}>{item.kind === 'deliverable' ? 'Deliverable' : 'Planned'}</Badge> {item.title}
                </span>
                <small>
                  {fmtWhen(item.when)} · {item.detail}
                </small>
              </li>
            ))}
          </Days>
        ) : null}
        <Form onSubmit={submit} noValidate aria-label="Plan a post">
          <h4>Plan a post</h4>
          <TextField label="Post title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
          <SelectField label="Platform" value={platform} onChange={(e) => setPlatform(e.target.value)} options={PLATFORM_OPTIONS} />
          <TextField label="Date and time" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} error={errors.when} />
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Saving...' : 'Plan post'}
            </Button>
          </div>
        </Form>
      </section>
      <Suggestions userId={userId} />
    </Columns>
  );
}
