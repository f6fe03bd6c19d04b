import { WARE_ORDER_CHANGE_FIELDS, type WareOrderEvent } from '@depot/shared';
import { Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../lib/date-time';

const COLOURS: Record<string, string> = {
  finish: 'green',
  approved: 'green',
  cancel: 'gray',
  rejected: 'red',
  withdrawn: 'gray',
};

const KNOWN = new Set([
  'create',
  'edit',
  'photos',
  'assign',
  'start',
  'finish',
  'cancel',
  'approved',
  'rejected',
  'withdrawn',
  'cancelled',
  'sentBack',
  'resubmitted',
]);

/** The fields an edit names in its note (the server writes their keys, comma-separated). */
const FIELDS = new Set<string>(WARE_ORDER_CHANGE_FIELDS);

/** The order's timeline, oldest first: what happened, from → to, who, when, and why. */
export function OrderTimeline({ events }: { events: readonly WareOrderEvent[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  /** An edit's note names the changed fields in the reader's words; any other note as it is. */
  const noteOf = (event: WareOrderEvent) =>
    event.action === 'edit' && event.note
      ? event.note
          .split(', ')
          .map((key) => (FIELDS.has(key) ? t(`wareOrder.${key as 'kind'}`) : key))
          .join(t('wareOrder.timeline.between'))
      : event.note;
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.eventId,
        color: COLOURS[event.action] ?? 'blue',
        content: (
          <Flex vertical gap={2} data-testid="order-event">
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>
                {KNOWN.has(event.action)
                  ? t(`wareOrder.timeline.${event.action as 'create'}`)
                  : event.action}
              </Typography.Text>
              {event.toStatus && (
                <Typography.Text type="secondary">
                  {event.fromStatus ? `${t(`wareOrder.statuses.${event.fromStatus}`)} → ` : ''}
                  {t(`wareOrder.statuses.${event.toStatus}`)}
                </Typography.Text>
              )}
            </Flex>
            <Typography.Text type="secondary">
              {event.user?.nickname ?? t('wareOrder.timeline.system')} · {formatDateTime(event.at)}
            </Typography.Text>
            {event.note && <Typography.Text>{noteOf(event)}</Typography.Text>}
          </Flex>
        ),
      }))}
    />
  );
}
