import dayjs, { type Dayjs } from 'dayjs';

/** A picked day as the contracts send it (`YYYY-MM-DD`), none as null. */
export const isoDay = (d: Dayjs | null | undefined): string | null =>
  d ? d.format('YYYY-MM-DD') : null;

/**
 * Today on the browser's calendar, `YYYY-MM-DD`: for staff in the stores, the stores' day the
 * server counts in (`storeDay`), not the UTC one, which lags it until 08:00.
 */
export const today = (): string => dayjs().format('YYYY-MM-DD');
