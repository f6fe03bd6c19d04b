import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { signCertificate, triesLeft } from '../../../api/certificate';
import { clientConfigQueryOptions } from '../../../api/client-config';
import { OpenAlert } from '../../../components/open-page/open-alert';
import { SubmitButton } from '../../../components/open-page/submit-button';
import { hasInk, signaturePng, type Stroke } from '../../../lib/signature-png';
import { SignaturePad } from './signature-pad';
import { TextField } from './text-field';

interface Errors {
  username?: string;
  password?: string;
  signature?: string;
}

interface SignFormProps {
  token: string;
  /** The handover is done. */
  onSigned: () => void;
  /** The certificate no longer works (used, expired, or no tries left). */
  onDead: () => void;
}

const GONE = 404;

/**
 * The receiver's confirmation: their username and password (encrypted as the sign-in form
 * sends it) and a drawn signature, all required. A wrong password is the server's message
 * (with the tries left); the last wrong try, or a certificate that stopped working meanwhile,
 * ends the page.
 */
export function SignForm({ token, onSigned, onDead }: SignFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const check = (): Errors => ({
    ...(username.trim() ? {} : { username: t('certificate.usernameRequired') }),
    ...(password ? {} : { password: t('certificate.passwordRequired') }),
    ...(hasInk(strokes) ? {} : { signature: t('certificate.signatureRequired') }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (found.username) return usernameInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    if (found.signature) return;
    setRefused(null);
    setPending(true);
    try {
      const config = await queryClient.fetchQuery(clientConfigQueryOptions());
      await signCertificate(
        token,
        { username, password, signature: signaturePng(strokes) },
        config,
      );
      onSigned();
    } catch (error) {
      if (isApiError(error) && (error.status === GONE || triesLeft(error) === 0)) {
        onDead();
        return;
      }
      setRefused(error instanceof Error ? error.message : String(error));
      setPassword('');
      passwordInput.current?.focus();
    } finally {
      setPending(false);
    }
  };

  return (
    <form name="certificate" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id="cert_username"
        name="username"
        label={t('certificate.username')}
        placeholder={t('certificate.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setErrors((e) => ({ ...e, username: undefined }));
        }}
        error={errors.username}
        disabled={pending}
        inputRef={usernameInput}
      />
      <TextField
        id="cert_password"
        name="password"
        type="password"
        label={t('certificate.password')}
        placeholder={t('certificate.passwordPlaceholder')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
        disabled={pending}
        inputRef={passwordInput}
      />
      <SignaturePad
        strokes={strokes}
        onChange={(next) => {
          setStrokes(next);
          if (next.length) setErrors((e) => ({ ...e, signature: undefined }));
        }}
        error={errors.signature}
        disabled={pending}
      />
      {refused && <OpenAlert>{refused}</OpenAlert>}
      <SubmitButton pending={pending} large>
        {t('certificate.submit')}
      </SubmitButton>
    </form>
  );
}
