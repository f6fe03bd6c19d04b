import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { DeferredPanels } from '../components/deferred-panels';
import { Shortcuts } from '../components/shortcuts';
import { TodoCard } from '../components/todo-card';

/**
 * /wel/index, the first tab: greeting, the user's to-dos, their roles, shortcuts to their
 * pages, and the repair-order, asset and warehouse figures (for those who may view them).
 */
export function HomePage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userInfo);
  const roles = useSessionStore((s) => s.roles) ?? [];
  const name = user?.nickname || user?.username || '';
  return (
    <Flex vertical gap={16}>
      <section>
        <Typography.Title level={2}>{t('home.greeting', { name })}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      </section>
      <TodoCard />
      <Card title={t('home.roles')} size="small">
        {roles.length === 0 ? (
          <Typography.Text type="secondary">{t('home.noRoles')}</Typography.Text>
        ) : (
          <Flex wrap gap={8} role="list" aria-label={t('home.roles')}>
            {roles.map((role) => (
              <Tag key={role} role="listitem" color="blue">
                {role}
              </Tag>
            ))}
          </Flex>
        )}
      </Card>
      <Shortcuts />
      {/* Last: they grow when their figures and charts arrive, which then moves nothing else. */}
      <DeferredPanels />
    </Flex>
  );
}
