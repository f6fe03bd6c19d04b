import type { SamplingDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Flex, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWide } from '../../../lib/use-wide';
import { samplingQueryOptions, voidSampling } from '../api';
import { QualityFiles } from './quality-files';
import { VerdictTag } from './quality-tags';
import { VoidDialog } from './void-dialog';

/** A scored item, with its place in the checklist as its row key (names may repeat). */
type Item = SamplingDetail['items'][number] & { position: number };

function Body({ sampling: s }: { sampling: SamplingDetail }) {
  const { t } = useTranslation();
  const [voiding, setVoiding] = useState(false);
  return (
    <Flex vertical gap={12}>
      {s.status === 'voided' && (
        <Alert
          type="warning"
          showIcon
          title={t('project.quality.voidedBecause', { reason: s.voidReason })}
        />
      )}
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('project.quality.sampledOn')}>{s.sampledOn}</Descriptions.Item>
        <Descriptions.Item label={t('project.quality.sampler')}>
          {s.inspector.nickname}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.quality.stage')}>{s.stageName}</Descriptions.Item>
        {s.templateName && (
          <Descriptions.Item label={t('project.quality.checklistTemplate')}>
            {`${s.templateName} · ${t('project.checklist.versionOf', { version: s.designVersion })}`}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('project.quality.total')}>
          {t('project.quality.totalLine', {
            total: s.totalScore,
            max: s.maxScore,
            percent: s.percent,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.quality.result')}>
          <Flex gap={4} align="center">
            <VerdictTag passed={s.passed} />
            <Typography.Text type="secondary">
              {t('project.quality.passMarkLine', { mark: s.passMark })}
            </Typography.Text>
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('project.quality.note')}>{s.note}</Descriptions.Item>
        <Descriptions.Item label={t('project.quality.photos')}>
          <QualityFiles files={s.files} />
        </Descriptions.Item>
      </Descriptions>
      <Table<Item>
        rowKey="position"
        size="small"
        pagination={false}
        aria-label={t('project.quality.items')}
        dataSource={s.items.map((item, position) => ({ ...item, position }))}
        columns={[
          { key: 'name', title: t('project.quality.item'), dataIndex: 'name' },
          {
            key: 'score',
            title: t('project.quality.score'),
            render: (_, item) => `${item.score} / ${item.maxScore}`,
          },
          { key: 'note', title: t('project.quality.itemNote'), dataIndex: 'note' },
        ]}
      />
      {s.canVoid && (
        <Flex>
          <Button danger onClick={() => setVoiding(true)}>
            {t('project.quality.void')}
          </Button>
        </Flex>
      )}
      {voiding && (
        <VoidDialog
          save={(reason) => voidSampling({ id: s.id, reason })}
          onClose={() => setVoiding(false)}
        />
      )}
    </Flex>
  );
}

/** A quality sampling in a drawer (full width on a phone): its scores, verdict and photos. */
export function SamplingDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = useWide();
  const query = useQuery(samplingQueryOptions(id));
  return (
    <Drawer
      open
      title={t('project.quality.samplingDetail')}
      size={wide ? 560 : '100%'}
      onClose={onClose}
    >
      {query.data ? (
        <Body sampling={query.data} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('project.quality.loadFailed')} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
