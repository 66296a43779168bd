import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, usePageHead } from 'shared-ui';
import { InfoPage, Tile } from '../../core/page-layout';
import { DEMO_ROLES, DEMO_TIMES, demoErrors } from './demo-schema';

const Form = styled.form`
  max-width: 40rem;
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  @media (min-width: 640px) { grid-template-columns: 1fr 1fr; .wide { grid-column: 1 / -1; } }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  label { font-weight: 600; }
  input, select, textarea {
    font: inherit;
    padding: 0.7rem 0.8rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
  .error { color: ${({ theme }) => theme.color.danger}; font-size: 0.875rem; margin: 0; }
  .hint { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; margin: 0; }
`;

const EMPTY = { fullName: '', email: '', role: '', organization: '', date: '', time: '', message: '' };
type Values = typeof EMPTY;

export default function DemoSchedulePage() {
  usePageHead({ title: 'Book a Demo', description: 'Book a live walkthrough of Pitchside with our team.' });
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState<Values | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    const next = { ...values, [key]: e.target.value };
    setValues(next);
    if (errors[key]) setErrors(demoErrors(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = demoErrors(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitted(values);
    requestAnimationFrame(() => successRef.current?.focus());
  };

  const field = (key: keyof Values) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    onChange: set(key),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const error = (key: keyof Values) => (errors[key] ? <p className="error" id={`${id}-${key}-error`}>{errors[key]}</p> : null);

  if (submitted) {
    return (
      <InfoPage eyebrow="Live demo" title="Book a Demo" lead="A 30-minute walkthrough of Pitchside with our team, tailored to your role.">
        <Tile ref={successRef} tabIndex={-1} role="status" style={{ maxWidth: '40rem' }}>
          <h2 style={{ marginTop: 0 }}>Demo requested</h2>
          <p>
            Thanks, {submitted.fullName.trim()}. We will email {submitted.email.trim()} to confirm your demo on {submitted.date} at {submitted.time}.
          </p>
          <Button type="button" $variant="secondary" style={{ marginTop: '1rem' }} onClick={() => { setSubmitted(null); setValues(EMPTY); }}>
            Book another demo
          </Button>
        </Tile>
      </InfoPage>
    );
  }

  return (
    <InfoPage eyebrow="Live demo" title="Book a Demo" lead="A 30-minute walkthrough of Pitchside with our team, tailored to your role. Fields marked * are required.">
      <Form ref={formRef} noValidate onSubmit={submit} aria-label="Book a demo">
        <Field>
          <label htmlFor={`${id}-fullName`}>Full name *</label>
          <input {...field('fullName')} autoComplete="name" />
          {error('fullName')}
        </Field>
        <Field>
          <label htmlFor={`${id}-email`}>Email *</label>
          <input {...field('email')} type="email" autoComplete="email" />
          {error('email')}
        </Field>
        <Field>
          <label htmlFor={`${id}-role`}>I am a *</label>
          <select {...field('role')}>
            <option value="">Choose…</option>
            {DEMO_ROLES.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
          {error('role')}
        </Field>
        <Field>
          <label htmlFor={`${id}-organization`}>Organisation, team or channel</label>
          <input {...field('organization')} autoComplete="organization" />
          {error('organization')}
        </Field>
        <Field>
          <label htmlFor={`${id}-date`}>Preferred date *</label>
          <input {...field('date')} type="date" />
          {error('date')}
        </Field>
        <Field>
          <label htmlFor={`${id}-time`}>Preferred time *</label>
          <select {...field('time')}>
            <option value="">Choose…</option>
            {DEMO_TIMES.map((t) => <option key={t} value={t}>{t}</option>)}
          </select>
          {error('time')}
        </Field>
        <Field className="wide">
          <label htmlFor={`${id}-message`}>What would you like to see?</label>
          <textarea {...field('message')} rows={4} />
          {error('message')}
        </Field>
        <div className="wide">
          <Button type="submit">Request demo</Button>
        </div>
      </Form>
    </InfoPage>
  );
}
