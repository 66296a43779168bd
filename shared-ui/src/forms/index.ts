export { Field, FieldError, TextInput, TextArea, Select, TextField, TextAreaField, SelectField, Checkbox, Switch } from './fields';
export type { FieldProps, FieldControlProps, SelectOption } from './fields';
export { validate, type FieldErrors } from './validation';
export { hasVisibleText } from './visible-text';
export { useFormState } from './use-form-state';
export { useDebouncedField } from './use-debounced-field';
export { useFormDraft, draftKey, type FormDraft } from './use-form-draft';
export { DraftNotice } from './DraftNotice';
export { submitWith } from './submit';
