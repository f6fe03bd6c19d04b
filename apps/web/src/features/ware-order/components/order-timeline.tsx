import { WARE_ORDER_CHANGE_FIELDS, type WareOrderEvent } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import { EventTimeline } from '../../../components/event-timeline';
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
    <EventTimeline
      testId="order-event"
      steps={events.map((event) => ({
        key: event.eventId,
        color: COLOURS[event.action] ?? 'blue',
        what: KNOWN.has(event.action)
          ? t(`wareOrder.timeline.${event.action as 'create'}`)
          : event.action,
        side: event.toStatus && (
          <>
            {event.fromStatus ? `${t(`wareOrder.statuses.${event.fromStatus}`)} → ` : ''}
            {t(`wareOrder.statuses.${event.toStatus}`)}
          </>
        ),
        byline: `${event.user?.nickname ?? t('wareOrder.timeline.system')} · ${formatDateTime(event.at)}`,
        notes: [event.note && noteOf(event)],
      }))}
    />
  );
}
