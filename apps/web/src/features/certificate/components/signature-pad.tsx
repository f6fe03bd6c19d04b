import { useTranslation } from 'react-i18next';
import { SignatureCanvas } from '../../../components/signature-canvas';
import type { Stroke } from '../../../lib/signature-png';

interface SignaturePadProps {
  strokes: readonly Stroke[];
  onChange: (strokes: Stroke[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The certificate's signature: the shared drawing surface (components/signature-canvas) with
 * its label, a clear button, a hint and the error. It cannot be drawn with a keyboard: its
 * description says so.
 */
export function SignaturePad({ strokes, onChange, error, disabled }: SignaturePadProps) {
  const { t } = useTranslation();
  const errorId = 'cert_signature_help';
  return (
    <div className="cert__field">
      <div className="cert__label-row">
        <span className="open-page__label" id="cert_signature_label">
          {t('certificate.signature')}
        </span>
        <button
          type="button"
          className="open-page__button open-page__button--small"
          onClick={() => onChange([])}
          disabled={disabled || !strokes.length}
        >
          {t('certificate.clear')}
        </button>
      </div>
      <SignatureCanvas
        className="cert__pad"
        strokes={strokes}
        onChange={onChange}
        disabled={disabled}
        aria-labelledby="cert_signature_label"
        aria-description={t('certificate.signatureDescription')}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      <div className="cert__hint">{t('certificate.signatureHint')}</div>
      {error && (
        <div id={errorId} className="open-page__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
