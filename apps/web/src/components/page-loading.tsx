import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the first route (its code and data) loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" description={t('common.loading')} />
    </Flex>
  );
}
