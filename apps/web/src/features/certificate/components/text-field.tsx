import type { InputHTMLAttributes, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input in antd's look, with its error under it. */
export function TextField({ id, label, error, inputRef, ...input }: TextFieldProps) {
  const errorId = `${id}_help`;
  return (
    <div className="cert__field">
      <label className="open-page__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className="cert__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId} className="open-page__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
