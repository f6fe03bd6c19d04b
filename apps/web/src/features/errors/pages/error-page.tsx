import { Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from '../../../components/back-home-button';

export type ErrorStatus = 401 | 403 | 404 | 500;

// antd has pictures for 403, 404 and 500; a missing sign-in looks like a closed door too.
const PICTURE: Record<ErrorStatus, ResultProps['status']> = {
  401: '403',
  403: '403',
  404: '404',
  500: '500',
};

/**
 * The error as a page of its own (an open route, or the app's last resort): its own main
 * landmark and `h1`. Inside the shell, whose main and title are the layout's, it is
 * `ErrorContent`.
 */
export function ErrorPage({ status }: { status: ErrorStatus }) {
  return (
    <main>
      <ErrorContent status={status} heading />
    </main>
  );
}

export function ErrorContent({ status, heading }: { status: ErrorStatus; heading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status={PICTURE[status]}
      title={heading ? <h1 style={{ margin: 0, font: 'inherit' }}>{status}</h1> : status}
      subTitle={t(`errors.page.${status}`)}
      extra={<BackHomeButton />}
    />
  );
}

export const Error401Page = () => <ErrorPage status={401} />;
export const Error403Page = () => <ErrorPage status={403} />;
export const Error404Page = () => <ErrorPage status={404} />;
export const Error500Page = () => <ErrorPage status={500} />;
/** The shell's 404 and 403: inside its main, under its title. */
export const Error404Content = () => <ErrorContent status={404} />;
export const Error403Content = () => <ErrorContent status={403} />;
