import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toRepairQuery } from './list-filters';

describe('the list query of the filter bar', () => {
  it('sends only what was chosen', () => {
    expect(toRepairQuery({})).toEqual({});
    expect(toRepairQuery({ status: [], keyword: '  ', breached: false })).toEqual({});
  });

  it('turns date ranges into whole local days and flags into the strings the server reads', () => {
    const from = dayjs('2026-03-01T15:00:00');
    const to = dayjs('2026-03-05T09:00:00');
    expect(
      toRepairQuery({
        status: ['paused', 'in_progress'],
        storeId: 3,
        evaluated: 'false',
        submit: [from, to],
        completion: [null, to],
        keyword: ' RO2026 ',
        breached: true,
      }),
    ).toEqual({
      status: ['paused', 'in_progress'],
      storeId: 3,
      evaluated: 'false',
      submitFrom: dayjs('2026-03-01T00:00:00').toISOString(),
      submitTo: dayjs('2026-03-05T23:59:59.999').toISOString(),
      completionTo: dayjs('2026-03-05T23:59:59.999').toISOString(),
      keyword: 'RO2026',
      breached: 'true',
    });
  });
});
