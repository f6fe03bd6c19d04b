import { useCallback, useState } from 'react';
import { captchaUrl } from '../../../api/client-config';

function randomStr(): string {
  // Names one captcha on the server; uniqueness matters, secrecy does not.
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** The random string of the current captcha and its image address; refresh() gets a new one. */
export function useCaptcha() {
  const [current, setCurrent] = useState(randomStr);
  const refresh = useCallback(() => setCurrent(randomStr()), []);
  return { randomStr: current, imageUrl: captchaUrl(current), refresh };
}
