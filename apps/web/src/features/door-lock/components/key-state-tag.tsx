import type { DoorKey, DoorKeyState } from '@depot/shared';
import { Tag } from 'antd';
import { useFormatDateTime } from '../../../lib/date-time';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<DoorKeyState, string> = {
  upcoming: 'blue',
  valid: 'green',
  expired: 'default',
  revoked: 'red',
};

export function KeyStateTag({ state }: { state: DoorKeyState }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[state]}>{t(`doorLock.key.states.${state}`)}</Tag>;
}

/** A window, and a key's weekly schedule when it has one. */
export function Validity({
  from,
  to,
  schedule,
}: {
  from: string;
  to: string;
  schedule?: DoorKey['schedule'];
}) {
  const { t } = useTranslation();
  const time = useFormatDateTime();
  return (
    <span>
      {time(from)} – {time(to)}
      {schedule && (
        <>
          <br />
          {schedule.days
            .map((d) => t(`doorLock.key.weekdays.${d}` as 'doorLock.key.weekdays.1'))
            .join(' ')}{' '}
          {schedule.from}–{schedule.to}
        </>
      )}
    </span>
  );
}
