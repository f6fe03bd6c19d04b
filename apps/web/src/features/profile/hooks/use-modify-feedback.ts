import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_NOTICE_MS } from '@depot/shared';
import { serverMessage } from '../../../api/api-error';
import { toastError } from '../../../lib/feedback';

/**
 * Notices of a profile or password change (SPEC §8): success for 2 s; failure with the server's
 * msg (the http client has shown it already: same text, one toast) or "modify failed".
 */
export function useModifyFeedback() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const success = useCallback(
    (text: string = t('profile.modifySuccess')) =>
      void message.success({ content: text, duration: SUCCESS_NOTICE_MS / 1000 }),
    [message, t],
  );
  const failure = useCallback(
    (error?: unknown) => toastError(serverMessage(error) ?? t('profile.modifyFailed')),
    [t],
  );
  return useMemo(() => ({ success, failure }), [success, failure]);
}

/** The server answered code 0 but a false success flag. */
export class ModifyRefused extends Error {
  constructor() {
    super('The server did not apply the change');
    this.name = 'ModifyRefused';
  }
}
