import { describe, expect, it } from 'vitest';
import { gb18030 } from '../../../test/xlsx-upload';
import { csvRecords, readCsv } from './csv-reader';

describe('a CSV file read as a sheet', () => {
  it('splits fields by commas, keeps quoted commas, line breaks and doubled quotes', () => {
    expect(csvRecords('a,"b,c","say ""hi""\nthere"\r\nd,,e\n')).toEqual([
      ['a', 'b,c', 'say "hi"\nthere'],
      ['d', '', 'e'],
    ]);
    expect(csvRecords('last,line,unended')).toEqual([['last', 'line', 'unended']]);
  });

  it('refuses an unclosed quote with a 400 rather than reading on', () => {
    expect(() => csvRecords('a,"b\nc')).toThrow(
      expect.objectContaining({ status: 400, key: 'import.notCsv' }),
    );
  });

  it('reads UTF-8 with its mark and GB18030, numbering rows as a sheet and leaving out blank lines', () => {
    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('门锁序列号,开门时间\nDL-1, 2026-03-02 08:30 \n,\nDL-2,2026-03-03\n'),
    ]);
    expect(readCsv(utf8, 2)).toEqual({
      header: ['门锁序列号', '开门时间'],
      rows: [
        { row: 2, cells: ['DL-1', '2026-03-02 08:30'] },
        { row: 4, cells: ['DL-2', '2026-03-03'] },
      ],
    });
    const gb = gb18030('门锁序列号,开门时间\r\nDL-3,2026-03-04\r\n');
    expect(gb.includes(Buffer.from('门锁'))).toBe(false); // not UTF-8
    expect(readCsv(gb, 3)).toEqual({
      header: ['门锁序列号', '开门时间', ''],
      rows: [{ row: 2, cells: ['DL-3', '2026-03-04', ''] }],
    });
  });
});
