import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from './glyph';
import { TextField } from './text-field';

interface CaptchaFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  disabled: boolean;
  imageUrl: string;
  onRefresh: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** Verification code input with the captcha image beside it; clicking the image changes it. */
export function CaptchaField({ imageUrl, onRefresh, ...field }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      id="login_code"
      name="code"
      label={t('login.code')}
      prefix={<Glyph name="safety" />}
      placeholder={t('login.codePlaceholder')}
      autoComplete="off"
      maxLength={8}
      aside={
        <button
          type="button"
          className="signin__captcha"
          onClick={onRefresh}
          title={t('login.refreshCaptcha')}
          aria-label={t('login.refreshCaptcha')}
        >
          <img src={imageUrl} alt={t('login.captchaImage')} width={110} height={32} />
        </button>
      }
    />
  );
}
