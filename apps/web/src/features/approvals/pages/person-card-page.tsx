import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deptListQueryOptions } from '../../../api/admin-org';
import { userListQueryOptions } from '../../../api/admin-users';
import { usePageLabel } from '../../../lib/use-page-label';
import { HeldAssetsCard } from '../components/held-assets-card';
import { LoadState } from '../components/load-state';
import { OpenRequestsCard } from '../components/open-requests-card';
import { idParam } from '../paths';
import { PageTitle } from '../../../components/page-title';

/**
 * /tutor/toturTeacher?userId= (SPEC §2's jump target): a person card: the user, their department,
 * the assets they hold and their requests still in approval. The people and departments are the
 * organisation pickers' lists (every signed-in user reads them); a user not among them (no such
 * id, disabled) is not found.
 */
export function PersonCardPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const userId = idParam(search, 'userId');
  const users = useQuery(userListQueryOptions());
  const depts = useQuery(deptListQueryOptions());
  const user = users.data?.find((u) => u.userId === userId);
  usePageLabel(user && { zh: user.nickname || user.username, en: user.nickname || user.username });

  if (!user || userId === undefined) {
    return (
      <LoadState
        loading={userId !== undefined && users.isPending}
        error={userId === undefined ? undefined : users.error}
        onRetry={() => void users.refetch()}
        notFound={t('approvals.person.notFound')}
        failed={t('approvals.person.loadFailed')}
      />
    );
  }
  const dept = depts.data?.find((d) => d.deptId === user.deptId);
  const name = user.nickname || user.username;
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex gap={16} align="center" wrap>
          <Avatar size={56} aria-hidden>
            {name.slice(0, 1)}
          </Avatar>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <PageTitle>{name}</PageTitle>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'username', label: t('approvals.person.username'), children: user.username },
                {
                  key: 'dept',
                  label: t('approvals.person.dept'),
                  children: dept?.name ?? t('approvals.person.noDept'),
                },
              ]}
            />
          </Flex>
        </Flex>
      </Card>
      <HeldAssetsCard userId={userId} />
      <OpenRequestsCard userId={userId} />
    </Flex>
  );
}
