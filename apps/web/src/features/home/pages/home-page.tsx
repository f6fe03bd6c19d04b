import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';

/** /wel/index: the first tab. Greets the signed-in user by nickname. */
export function HomePage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userInfo);
  const name = user?.nickname || user?.username || '';
  return (
    <section>
      <Typography.Title level={2}>{t('home.greeting', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
    </section>
  );
}
