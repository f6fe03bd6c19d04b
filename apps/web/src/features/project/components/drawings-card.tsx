import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { designChangesQueryOptions, drawingsQueryOptions } from '../api';
import { asBuiltDrawingsHref, designChangesHref, designDrawingsHref, drawingsHref } from '../paths';
import { useMoney } from '../../../lib/money';

/**
 * The project page's drawings and design changes: how many of each kind, the approved design
 * changes' cost impact; links to the four drawing pages.
 */
export function DrawingsCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const drawings = useQuery(drawingsQueryOptions({ projectId }));
  const changes = useQuery(designChangesQueryOptions(projectId));
  const count = (kind: string) => drawings.data?.drawings.filter((d) => d.kind === kind).length;
  return (
    <Card title={t('project.drawing.card')} loading={drawings.isPending || changes.isPending}>
      <Flex vertical gap={12}>
        <Descriptions column={{ xs: 1, md: 4 }} size="small">
          <Descriptions.Item label={t('project.drawing.kinds.construction')}>
            {count('construction') ?? 0}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.drawing.kinds.design')}>
            {count('design') ?? 0}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.drawing.kinds.asBuilt')}>
            {count('asBuilt') ?? 0}
          </Descriptions.Item>
          <Descriptions.Item label={t('project.drawing.change.costImpact')}>
            {money(changes.data?.approvedTotal ?? '0.00', true)}
          </Descriptions.Item>
        </Descriptions>
        <Flex gap={16} wrap>
          <Link to={drawingsHref(projectId)}>
            {t('project.drawing.openDrawings', { n: drawings.data?.drawings.length ?? 0 })}
          </Link>
          <Link to={designDrawingsHref(projectId)}>{t('project.drawing.openDesign')}</Link>
          <Link to={designChangesHref(projectId)}>
            {t('project.drawing.openChanges', { n: changes.data?.changes.length ?? 0 })}
          </Link>
          <Link to={asBuiltDrawingsHref(projectId)}>{t('project.drawing.openAsBuilt')}</Link>
        </Flex>
      </Flex>
    </Card>
  );
}
