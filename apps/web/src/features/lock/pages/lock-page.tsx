import { Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from '../../../components/back-home-button';

/** /lock: placeholder until the shell adds locking and unlocking with the password. */
export function LockPage() {
  const { t } = useTranslation();
  return (
    <Result
      icon={<LockOutlined />}
      title={t('lock.title')}
      subTitle={t('lock.description')}
      extra={<BackHomeButton />}
    />
  );
}
