import { describe, expect, it } from 'vitest';
import { readByKeys } from './read-by-keys';

describe('readByKeys', () => {
  it('asks once for all the keys and maps the rows by their entry', async () => {
    const asked: string[][] = [];
    const found = await readByKeys(
      ['SH001', 'BJ002'],
      async (codes) => {
        asked.push(codes);
        return codes.map((code, i) => ({ id: i + 1, code }));
      },
      (s) => [s.code, s.id],
    );
    expect(asked).toEqual([['SH001', 'BJ002']]);
    expect([...found]).toEqual([
      ['SH001', 1],
      ['BJ002', 2],
    ]);
  });

  it('asks nothing for no keys', async () => {
    let asked = 0;
    const found = await readByKeys(
      [],
      async () => {
        asked += 1;
        return [];
      },
      (row: { id: number }) => [row.id, row],
    );
    expect(asked).toBe(0);
    expect(found.size).toBe(0);
  });
});
