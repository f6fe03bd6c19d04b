import type { ReactNode } from 'react';
import './open-page.css';

/** An open page's primary button, as wide as its form: a spinner and disabled while sending. */
export function SubmitButton({
  pending,
  large = false,
  children,
}: {
  pending: boolean;
  /** antd's large size (40 px, 16 px text): on a phone. */
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`open-page__button open-page__button--primary${large ? ' open-page__button--large' : ''}`}
      aria-busy={pending}
      disabled={pending}
    >
      {pending && <span className="open-page__spinner" aria-hidden />}
      {children}
    </button>
  );
}
