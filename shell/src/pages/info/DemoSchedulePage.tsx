import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SelectField, TextAreaField, TextField, usePageHead } from 'shared-ui';
import { InfoPage, Tile } from '../../core/page-layout';
import { DEMO_ROLES, DEMO_TIMES, demoErrors } from './demo-schema';

const Form = styled.form`
  max-width: 40rem;
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  @media (min-width: 640px) { grid-template-columns: 1fr 1fr; .wide { grid-column: 1 / -1; } }
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

  /** The shared fields' props for one value: its id, name, value, change handler and error. */
  const field = (key: keyof Values) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    onChange: set(key),
    error: errors[key],
  });

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
        <TextField {...field('fullName')} label="Full name" required autoComplete="name" />
        <TextField {...field('email')} label="Email" required type="email" autoComplete="email" />
        <SelectField {...field('role')} label="I am a" required placeholder="Choose…" options={DEMO_ROLES.map((r) => ({ value: r, label: r }))} />
        <TextField {...field('organization')} label="Organisation, team or channel" autoComplete="organization" />
        <TextField {...field('date')} label="Preferred date" required type="date" />
        <SelectField {...field('time')} label="Preferred time" required placeholder="Choose…" options={DEMO_TIMES.map((t) => ({ value: t, label: t }))} />
        <div className="wide">
          <TextAreaField {...field('message')} label="What would you like to see?" rows={4} />
        </div>
        <div className="wide">
          <Button type="submit">Request demo</Button>
        </div>
      </Form>
    </InfoPage>
  );
}
