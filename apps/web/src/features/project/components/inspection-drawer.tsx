import type { InspectionDetail, InspectionIssueDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Drawer, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../../../components/item-list';
import { useWide } from '../../../lib/use-wide';
import { inspectionQueryOptions, voidInspection } from '../api';
import { IssueActionDialog, type IssueAction } from './issue-action-dialog';
import { QualityFiles } from './quality-files';
import { IssueStatusTag, SeverityTag } from './quality-tags';
import { VoidDialog } from './void-dialog';
import { useFormatDateTime } from '../../../lib/date-time';

/** One issue: what, how bad, whose, by when, its state and history, and its next steps. */
function IssueCard({
  issue,
  live,
  onAction,
}: {
  issue: InspectionIssueDetail;
  /** Its record is valid (a voided record's issues are not overdue). */
  live: boolean;
  onAction: (action: IssueAction) => void;
}) {
  const at = useFormatDateTime();
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('project.quality.issue', { seq: issue.seq })}>
      <Flex vertical gap={8}>
        <Typography.Text>{issue.description}</Typography.Text>
        <Flex gap={4} wrap>
          <SeverityTag severity={issue.severity} />
          <IssueStatusTag status={issue.status} overdue={live && issue.overdue} />
        </Flex>
        <Typography.Text type="secondary">
          {t('project.quality.issueLine', {
            who: issue.responsible.nickname,
            day: issue.deadline,
          })}
        </Typography.Text>
        {issue.events.length > 0 && (
          <ItemList
            size="small"
            header={t('project.quality.history')}
            items={issue.events}
            rowKey={(e) => e.id}
            empty={null}
            renderItem={(e) => (
              <Flex vertical gap={2}>
                <Typography.Text>
                  {t('project.quality.actionBy', {
                    who: e.actor.nickname,
                    action: t(`project.quality.actions.${e.action}`),
                    at: at(e.createdAt),
                  })}
                </Typography.Text>
                {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
                {e.deadline && (
                  <Typography.Text type="secondary">
                    {t('project.quality.newDeadline', { day: e.deadline })}
                  </Typography.Text>
                )}
                {e.files.length > 0 && <QualityFiles files={e.files} />}
              </Flex>
            )}
          />
        )}
        <Flex gap={8} wrap>
          {issue.canRectify && (
            <Button size="large" type="primary" onClick={() => onAction('rectify')}>
              {t('project.quality.rectify')}
            </Button>
          )}
          {issue.canVerify && (
            <Button size="large" type="primary" onClick={() => onAction('verify')}>
              {t('project.quality.verify')}
            </Button>
          )}
          {issue.canReopen && (
            <Button size="large" danger onClick={() => onAction('reopen')}>
              {t('project.quality.reopen')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

function Body({ record }: { record: InspectionDetail }) {
  const { t } = useTranslation();
  const [acting, setActing] = useState<{ issue: InspectionIssueDetail; action: IssueAction }>();
  const [voiding, setVoiding] = useState(false);
  return (
    <Flex vertical gap={12}>
      {record.status === 'voided' && (
        <Alert
          type="warning"
          showIcon
          title={t('project.quality.voidedBecause', { reason: record.voidReason })}
        />
      )}
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('project.quality.inspectedOn')}>
          {record.inspectedOn}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.quality.inspector')}>
          {record.inspector.nickname}
        </Descriptions.Item>
        <Descriptions.Item label={t('project.quality.stage')}>{record.stageName}</Descriptions.Item>
        <Descriptions.Item label={t('project.quality.summary')}>{record.summary}</Descriptions.Item>
        <Descriptions.Item label={t('project.quality.photos')}>
          <QualityFiles files={record.files} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('project.quality.issues')}</Typography.Title>
      {record.issues.length === 0 && (
        <Typography.Text type="secondary">{t('project.quality.noIssues')}</Typography.Text>
      )}
      {record.issues.map((issue) => (
        <IssueCard
          key={issue.id}
          issue={issue}
          live={record.status === 'valid'}
          onAction={(action) => setActing({ issue, action })}
        />
      ))}
      {record.canVoid && (
        <Flex>
          <Button danger onClick={() => setVoiding(true)}>
            {t('project.quality.void')}
          </Button>
        </Flex>
      )}
      {acting && (
        <IssueActionDialog
          issue={acting.issue}
          action={acting.action}
          onClose={() => setActing(undefined)}
        />
      )}
      {voiding && (
        <VoidDialog
          save={(reason) => voidInspection({ id: record.id, reason })}
          onClose={() => setVoiding(false)}
        />
      )}
    </Flex>
  );
}

/** An inspection record in a drawer (full width on a phone): its facts, issues and steps. */
export function InspectionDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = useWide();
  const query = useQuery(inspectionQueryOptions(id));
  return (
    <Drawer open title={t('project.quality.detail')} size={wide ? 560 : '100%'} onClose={onClose}>
      {query.data ? (
        <Body record={query.data} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={t('project.quality.loadFailed')} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
