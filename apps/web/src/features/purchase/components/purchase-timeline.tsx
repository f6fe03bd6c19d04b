import type { PurchaseEvent } from '@depot/shared';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/date-time';

/** A step on a purchasing document's timeline (a work order's, a request's, an after-sale's). */
export type TimelineStep = Pick<PurchaseEvent, 'eventId' | 'action' | 'user' | 'note' | 'at'>;

/**
 * A purchasing document's timeline: what happened (`<words>.actions.<action>`), who, the note,
 * when; oldest first; the lists' "nothing yet" (`dataTable.empty`) when there is nothing.
 */
export function PurchaseTimeline({
  events,
  words = 'purchase.suborder',
}: {
  events: TimelineStep[];
  words?: 'purchase.suborder' | 'purchase.afterSale' | 'purchase.replenishment';
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  if (!events.length) {
    return <Typography.Text type="secondary">{t('dataTable.empty')}</Typography.Text>;
  }
  const text = (e: TimelineStep) =>
    [
      t(`${words}.actions.${e.action}`, { defaultValue: e.action }),
      e.user?.nickname,
      e.note,
      formatDateTime(e.at),
    ]
      .filter(Boolean)
      .join(' · ');
  return <Timeline items={events.map((e) => ({ key: e.eventId, content: text(e) }))} />;
}
