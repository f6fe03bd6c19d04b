import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  id: string;
  label: string;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string;
  prefix: ReactNode;
  /** After the text, inside the box (the password's show/hide button). */
  suffix?: ReactNode;
  /** Beside the box (the captcha image). */
  aside?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input in antd's look, with its icon and its error under it. */
export function TextField({
  id,
  label,
  error,
  prefix,
  suffix,
  aside,
  inputRef,
  disabled,
  ...input
}: TextFieldProps) {
  const errorId = `${id}_help`;
  return (
    <div className="signin__field">
      <label className="open-page__label" htmlFor={id}>
        {label}
      </label>
      <div className="signin__row">
        <span
          className="signin__input"
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <span className="signin__icon" aria-hidden>
            {prefix}
          </span>
          <input
            {...input}
            id={id}
            ref={inputRef}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {suffix}
        </span>
        {aside}
      </div>
      {error && (
        <div id={errorId} className="open-page__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
