import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { centreFiltersFromSearch, toCentreParams } from './centre-filters';

describe('the approval centre’s query', () => {
  it('sends the submitted days as the moments they span, and a trimmed keyword', () => {
    const from = dayjs('2026-03-01T10:00:00');
    const to = dayjs('2026-03-05T10:00:00');
    const params = toCentreParams({
      view: 'done',
      keyword: '  AP2026 ',
      created: [from, to],
      current: 2,
      size: 20,
    });
    expect(params).toEqual({
      view: 'done',
      keyword: 'AP2026',
      createdFrom: from.startOf('day').toISOString(),
      createdTo: to.endOf('day').toISOString(),
      current: 2,
      size: 20,
    });
  });

  it('leaves out what was not chosen, one end of the range included', () => {
    expect(
      toCentreParams({ view: 'todo', keyword: '  ', created: [null, null], current: 1, size: 10 }),
    ).toEqual({ view: 'todo', current: 1, size: 10 });
    const to = dayjs('2026-03-05');
    expect(
      toCentreParams({ view: 'todo', created: [null, to], current: 1, size: 10 }).createdTo,
    ).toBe(to.endOf('day').toISOString());
  });

  it('opens on the view, type and status an address names, to-do otherwise', () => {
    expect(centreFiltersFromSearch(new URLSearchParams('view=cc&docType=pickup&status=x'))).toEqual(
      {
        view: 'cc',
        docType: 'pickup',
      },
    );
    expect(centreFiltersFromSearch(new URLSearchParams('view=everything'))).toEqual({
      view: 'todo',
    });
  });
});
