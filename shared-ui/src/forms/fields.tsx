import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const control = css`
  width: 100%;
  padding: 0.625rem 0.75rem;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.bg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 1px; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

export const TextInput = styled.input`${control}`;
export const TextArea = styled.textarea`${control} min-height: 7rem; resize: vertical;`;
export const Select = styled.select`${control}`;

const FieldWrap = styled.div`
  display: grid;
  gap: 0.375rem;
  label { font-weight: 600; }
`;
const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.danger};
`;
const Required = styled.span`color: ${({ theme }) => theme.color.danger};`;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The control, given the id and aria attributes that tie it to the label, hint and error. */
  children: (props: FieldControlProps) => ReactNode;
  id?: string;
}

/** A visible label, the control, an optional hint and an error message announced with the control. */
export function Field({ label, error, hint, required, children, id }: FieldProps) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrap>
      <label htmlFor={controlId}>
        {label}
        {required ? <Required aria-hidden="true"> *</Required> : null}
      </label>
      {children({ id: controlId, 'aria-invalid': !!error, 'aria-describedby': describedBy, ...(required ? { 'aria-required': true } : {}) })}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrap>
  );
}

export function TextField(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: ReactNode; error?: string; hint?: ReactNode; id?: string }) {
  const { label, error, hint, required, id, ...rest } = props;
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id}>
      {(p) => <TextInput {...rest} {...p} />}
    </Field>
  );
}

export function TextAreaField(props: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: ReactNode; error?: string; hint?: ReactNode; id?: string }) {
  const { label, error, hint, required, id, ...rest } = props;
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id}>
      {(p) => <TextArea {...rest} {...p} />}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField(
  props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { label: ReactNode; options: readonly SelectOption[]; placeholder?: string; error?: string; hint?: ReactNode; id?: string },
) {
  const { label, error, hint, required, id, options, placeholder, ...rest } = props;
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id}>
      {(p) => (
        <Select {...rest} {...p}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const CheckRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.5rem;
  align-items: center;
  input { width: 1.125rem; height: 1.125rem; accent-color: ${({ theme }) => theme.color.primary}; }
  ${FieldError} { grid-column: 1 / -1; }
`;

export function Checkbox({ label, error, checked, onChange, id }: { label: ReactNode; error?: string; checked: boolean; onChange: (checked: boolean) => void; id?: string }) {
  const auto = useId();
  const controlId = id ?? `check-${auto}`;
  return (
    <CheckRow>
      <input
        id={controlId}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={!!error}
        aria-describedby={error ? `${controlId}-error` : undefined}
      />
      <label htmlFor={controlId}>{label}</label>
      {error ? <FieldError id={`${controlId}-error`}>{error}</FieldError> : null}
    </CheckRow>
  );
}

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.5rem 0;
  label { font-weight: 600; }
  p { margin: 0.125rem 0 0; font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
`;
const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $on }) => ($on ? theme.color.primary : theme.color.surfaceRaised)};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '1.35rem' : '2px')};
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.text};
    transition: left 0.15s ease;
  }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

/** An on/off switch (role=switch, aria-checked) with a visible label. */
export function Switch({ label, description, checked, onChange, id }: { label: string; description?: string; checked: boolean; onChange: (checked: boolean) => void; id?: string }) {
  const auto = useId();
  const controlId = id ?? `switch-${auto}`;
  return (
    <SwitchRow>
      <div>
        <label htmlFor={controlId}>{label}</label>
        {description ? <p id={`${controlId}-desc`}>{description}</p> : null}
      </div>
      <Track
        id={controlId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${controlId}-desc` : undefined}
        $on={checked}
        onClick={() => onChange(!checked)}
      />
    </SwitchRow>
  );
}
