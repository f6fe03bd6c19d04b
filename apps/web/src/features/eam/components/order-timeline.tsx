import { ArrowRightOutlined } from '@ant-design/icons';
import type { RepairTimelineEntry } from '@depot/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { EventTimeline } from '../../../components/event-timeline';
import { useTimeText } from '../../../lib/date-time';
import {
  isSubOrderEntry,
  subOrderName,
  timelineActionText,
  timelineNote,
  timelineStatusText,
} from '../lib/timeline-text';

const COLORS: Record<string, string> = {
  create: 'blue',
  cancel: 'gray',
  pause: 'orange',
  complete: 'green',
  evaluate: 'green',
};

/**
 * Every change, oldest first: what (and which sub-order), from → to, who and when, and its
 * note (the reason given, the technician, the fields changed).
 */
export function OrderTimeline({
  entries,
  subOrderNames,
}: {
  entries: readonly RepairTimelineEntry[];
  /** Trades by sub-order id, to say which sub-order an entry is about. */
  subOrderNames?: ReadonlyMap<number, string>;
}) {
  const { t, i18n } = useTranslation();
  const timeText = useTimeText();
  if (entries.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('eam.timeline.empty')} />;
  }
  return (
    <EventTimeline
      testId="timeline-entry"
      steps={entries.map((entry) => {
        const subOrder = isSubOrderEntry(entry);
        const status = (value: string) => timelineStatusText(t, subOrder, value);
        const which = subOrderName(entry, subOrderNames);
        return {
          key: entry.id,
          color: subOrder ? 'gray' : (COLORS[entry.action] ?? 'blue'),
          what: (
            <>
              {timelineActionText(t, i18n, entry.action)}
              {which && ` · ${which}`}
            </>
          ),
          side: entry.toStatus && entry.fromStatus !== entry.toStatus && (
            <>
              {entry.fromStatus ? status(entry.fromStatus) : '—'}{' '}
              <ArrowRightOutlined aria-label={t('eam.timeline.to')} /> {status(entry.toStatus)}
            </>
          ),
          byline: t('eam.timeline.byAt', {
            user: entry.username ?? t('eam.timeline.system'),
            at: timeText(entry.at),
          }),
          notes: [timelineNote(t, entry)],
        };
      })}
    />
  );
}
