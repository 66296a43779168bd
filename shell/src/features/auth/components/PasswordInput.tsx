import { useState } from 'react';
import styled from 'styled-components';
import { Field, TextInput } from 'shared-ui';

const Row = styled.div`
  position: relative;
  input { padding-right: 4.5rem; }
  button {
    position: absolute;
    right: 0.375rem;
    top: 50%;
    transform: translateY(-50%);
    font: inherit;
    font-size: 0.8125rem;
    font-weight: 600;
    padding: 0.25rem 0.5rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
`;

export function PasswordInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  id: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={props.label} error={props.error} id={props.id}>
      {(aria) => (
        <Row>
          <TextInput
            {...aria}
            type={visible ? 'text' : 'password'}
            value={props.value}
            autoComplete={props.autoComplete}
            onChange={(e) => props.onChange(e.target.value)}
          />
          <button type="button" aria-controls={props.id} aria-pressed={visible} aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`} onClick={() => setVisible((v) => !v)}>
            {visible ? 'Hide' : 'Show'}
          </button>
        </Row>
      )}
    </Field>
  );
}
