import type { ChangeEvent } from 'react';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error: string | undefined;
  touched: boolean;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  required?: boolean;
  maxLength: number;
  autoComplete?: string;
  /** shown under the field until it has been touched (e.g. 'Mindestens 30 Zeichen') */
  hint?: string;
  /** SPEC §5: the comment turns yellow when touched, empty and flagged */
  warnWhenEmpty?: boolean;
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/**
 * A labelled text field with the states of SPEC §5: empty, checked (valid) and invalid. The
 * message is tied to the field with aria-describedby so screen readers read it with the field.
 */
export function FormField(props: FormFieldProps) {
  const {
    id,
    name,
    label,
    value,
    error,
    touched,
    type = 'text',
    multiline = false,
    required = false,
    maxLength,
    autoComplete,
    hint,
    warnWhenEmpty = false,
  } = props;
  const invalid = error !== undefined;
  const state = invalid ? 'invalid' : touched && value.trim() !== '' ? 'valid' : 'empty';
  const warn = warnWhenEmpty && touched && invalid && value.trim() === '';
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [invalid ? messageId : null, hint && !touched ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    maxLength,
    required,
    autoComplete,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(event.target.value),
    onBlur: props.onBlur,
    ref: props.inputRef,
  };
  return (
    <div className={`form-field form-field--${state}${warn ? ' form-field--warn' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="form-field__optional"> (optional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
      {/* One line is always kept for the hint or message, so leaving a field never moves what follows. */}
      {invalid ? (
        <p id={messageId} className="form-field__message form-field__error">
          {error}
        </p>
      ) : hint && !touched ? (
        <p id={hintId} className="form-field__message form-field__hint">
          {hint}
        </p>
      ) : (
        <p className="form-field__message" aria-hidden="true" />
      )}
    </div>
  );
}
