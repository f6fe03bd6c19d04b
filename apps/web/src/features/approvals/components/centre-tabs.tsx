import { APPROVAL_VIEWS, BADGE_CAP, type ApprovalView } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { approvalCountsQueryOptions } from '../../../api/approval';

/**
 * The approval centre's four views, each with its count (to-do and my requests: pending; done;
 * copied to me: unread). A count of 0 shows no badge.
 */
export function CentreTabs({
  view,
  onChange,
}: {
  view: ApprovalView;
  onChange: (view: ApprovalView) => void;
}) {
  const { t } = useTranslation();
  const counts = useQuery(approvalCountsQueryOptions());
  return (
    <Tabs
      activeKey={view}
      onChange={(key) => onChange(key as ApprovalView)}
      aria-label={t('approvals.centre.views')}
      items={APPROVAL_VIEWS.map((key) => ({
        key,
        label: (
          <Flex gap={6} align="center">
            {t(`approvals.centre.view.${key}`)}
            <Badge
              count={counts.data?.[key] ?? 0}
              overflowCount={BADGE_CAP}
              size="small"
              color={key === 'todo' ? undefined : 'blue'}
            />
          </Flex>
        ),
      }))}
    />
  );
}
