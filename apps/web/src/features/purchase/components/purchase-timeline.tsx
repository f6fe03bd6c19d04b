import type { PurchaseEvent } from '@depot/shared';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A work order's or sub-order's timeline: what happened, who, the note, when; oldest first. */
export function PurchaseTimeline({ events }: { events: PurchaseEvent[] }) {
  const { t } = useTranslation();
  if (!events.length) {
    return <Typography.Text type="secondary">{t('purchase.suborder.noEvents')}</Typography.Text>;
  }
  const text = (e: PurchaseEvent) =>
    [
      t(`purchase.suborder.actions.${e.action}`, { defaultValue: e.action }),
      e.user?.nickname,
      e.note,
      new Date(e.at).toLocaleString(),
    ]
      .filter(Boolean)
      .join(' · ');
  return <Timeline items={events.map((e) => ({ key: e.eventId, children: text(e) }))} />;
}
