import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, submitWith } from 'shared-ui';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  h2 { margin: 0; font-size: 1.375rem; }
  .blurb { margin: -0.5rem 0 0.5rem; color: ${({ theme }) => theme.color.textMuted}; }
`;
const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 0.5rem;
  & > :only-child { margin-left: auto; }
`;

/** A step: heading, blurb, fields, and Back (from step 2) + Continue (submits). */
export function StepLayout(props: {
  title: string;
  blurb: string;
  onSubmit: () => void;
  onBack?: () => void;
  busy: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <Form
      noValidate
      aria-labelledby="onboarding-step-title"
      onSubmit={submitWith(props.onSubmit, props.busy)}
    >
      <h2 id="onboarding-step-title">{props.title}</h2>
      <p className="blurb">{props.blurb}</p>
      {props.children}
      <Actions>
        {props.onBack ? (
          <Button type="button" $variant="secondary" onClick={props.onBack} disabled={props.busy}>
            Back
          </Button>
        ) : null}
        <Button type="submit" disabled={props.busy}>
          {props.busy ? 'Saving...' : (props.submitLabel ?? 'Continue')}
        </Button>
      </Actions>
    </Form>
  );
}
