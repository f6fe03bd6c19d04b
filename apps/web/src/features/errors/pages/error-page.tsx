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

export function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  return (
    <Result
      status={PICTURE[status]}
      title={status}
      subTitle={t(`errors.page.${status}`)}
      extra={<BackHomeButton />}
    />
  );
}

export const Error401Page = () => <ErrorPage status={401} />;
export const Error403Page = () => <ErrorPage status={403} />;
export const Error404Page = () => <ErrorPage status={404} />;
export const Error500Page = () => <ErrorPage status={500} />;
