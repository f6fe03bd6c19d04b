import type { ApprovalRouteStep, ApprovalTrailRecord, Serialized } from '@depot/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../lib/date-time';
import { useNameList } from '../lib/name-list';
import { EventTimeline } from './event-timeline';

type Entry = Serialized<ApprovalTrailRecord>;

const COLOURS: Partial<Record<Entry['action'], string>> = {
  approve: 'green',
  autoApprove: 'green',
  reject: 'red',
  autoReject: 'red',
  effectRefused: 'red',
  sendBack: 'orange',
  withdraw: 'gray',
  skip: 'gray',
  remind: 'gray',
  cancel: 'gray',
};

/**
 * An approval request's trail, oldest first: who did what, at which step, when, with their
 * comment. The request's page shows it, and so do the pages of documents that go through
 * approval (a special work order's).
 */
export function RequestTrail({
  entries,
  route,
}: {
  entries: readonly Entry[];
  route: readonly Serialized<ApprovalRouteStep>[];
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const names = useNameList();
  if (entries.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approvals.detail.noTrail')} />
    );
  }
  const stepName = (index: number | null) => {
    if (index === null) return null;
    const name = route.find((step) => step.index === index)?.name;
    return `${t('approvals.detail.step', { index: index + 1 })}${name ? ` · ${name}` : ''}`;
  };
  return (
    <EventTimeline
      testId="trail-entry"
      steps={entries.map((entry) => ({
        key: entry.trailId,
        color: COLOURS[entry.action] ?? 'blue',
        what: t(`approvals.trail.${entry.action}`),
        side: stepName(entry.step),
        byline: t('approvals.detail.byAt', {
          user: entry.actor?.nickname ?? t('approvals.detail.system'),
          at: formatDateTime(entry.at),
        }),
        notes: [
          entry.targets.length > 0
            ? t('approvals.detail.targets', { names: names(entry.targets) })
            : null,
          entry.comment ? `“${entry.comment}”` : null,
        ],
      }))}
    />
  );
}
