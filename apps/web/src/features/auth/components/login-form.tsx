import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientConfig } from '@depot/shared';
import { isApiError, isCaptchaRequired } from '../../../api/api-error';
import { OpenAlert } from '../../../components/open-page/open-alert';
import { SubmitButton } from '../../../components/open-page/submit-button';
import { afterPaint } from '../../../lib/after-paint';
import { useCaptcha } from '../hooks/use-captcha';
import { loadSignIn, useLogin } from '../hooks/use-login';
import { CaptchaField } from './captcha-field';
import { Glyph } from './glyph';
import { TextField } from './text-field';

interface LoginValues {
  username: string;
  password: string;
  code: string;
}

type FieldName = keyof LoginValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const WRONG_CAPTCHA = 428;
const FIELDS: readonly FieldName[] = ['username', 'password', 'code'];

interface LoginFormProps {
  config: ClientConfig;
  onSignedIn: () => void;
}

/**
 * Username, password and (when the server asks) the captcha, checked as antd's form would:
 * each field as it changes and all of them on submit, which goes to the server only when
 * nothing is missing. A refused sign-in is said above the button; a wrong captcha is said
 * under its field.
 */
export function LoginForm({ config, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // The captcha is on for everyone, or the server asked for it: too many wrong passwords for
  // this username or from this address lately (issue #15).
  const [asked, setAsked] = useState(false);
  const withCaptcha = config.captcha || asked;
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  // The sign-in's code downloads once the form is on screen, while the user types.
  useEffect(() => afterPaint(() => void loadSignIn().catch(() => undefined)), []);

  const check = (v: LoginValues): FieldErrors => ({
    ...(v.username.trim() ? {} : { username: t('login.usernameRequired') }),
    ...(v.password ? {} : { password: t('login.passwordRequired') }),
    ...(withCaptcha && !v.code.trim() ? { code: t('login.codeRequired') } : {}),
  });

  const change = (name: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    setErrors((current) => ({ ...current, [name]: check(next)[name] }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    const firstMissing = FIELDS.find((name) => found[name]);
    if (firstMissing) {
      const inputs = { username: usernameInput, password: passwordInput, code: codeInput };
      inputs[firstMissing].current?.focus();
      return;
    }
    setRefused(null);
    const captchaPart = withCaptcha ? { randomStr: captcha.randomStr, code: values.code } : {};
    login.mutate(
      {
        login: { username: values.username.trim(), password: values.password, ...captchaPart },
        config,
      },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const wrongCaptcha = isApiError(error) && error.status === WRONG_CAPTCHA;
          if (!wrongCaptcha) setRefused(error.message);
          // The server asks for the captcha (or refuses one while it was hidden): show it,
          // with the server's reason under it.
          const required = wrongCaptcha && (isCaptchaRequired(error) || !withCaptcha);
          if (required) setAsked(true);
          if (!withCaptcha && !required) return;
          // A captcha is good for one attempt only: always show a new one after a failure.
          captcha.refresh();
          setValues((current) => ({ ...current, code: '' }));
          setErrors((current) => ({
            ...current,
            code: required ? error.message : wrongCaptcha ? t('errors.status.428') : undefined,
          }));
        },
      },
    );
  };

  const pending = login.isPending;
  return (
    <form name="login" noValidate onSubmit={submit}>
      <TextField
        id="login_username"
        name="username"
        label={t('login.username')}
        prefix={<Glyph name="user" />}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        maxLength={64}
        value={values.username}
        onChange={change('username')}
        error={errors.username}
        disabled={pending}
        inputRef={usernameInput}
      />
      <TextField
        id="login_password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        label={t('login.password')}
        prefix={<Glyph name="lock" />}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        disabled={pending}
        inputRef={passwordInput}
        suffix={
          <button
            type="button"
            className="signin__reveal"
            // As antd's password box: the eye is clicked, not tabbed to.
            tabIndex={-1}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <Glyph name={showPassword ? 'eye' : 'eyeInvisible'} />
          </button>
        }
      />
      {withCaptcha && (
        <CaptchaField
          value={values.code}
          onChange={change('code')}
          error={errors.code}
          disabled={pending}
          imageUrl={captcha.imageUrl}
          onRefresh={captcha.refresh}
          inputRef={codeInput}
        />
      )}
      {refused && <OpenAlert>{refused}</OpenAlert>}
      <div className="signin__field">
        <SubmitButton pending={pending}>{t('login.submit')}</SubmitButton>
      </div>
    </form>
  );
}
