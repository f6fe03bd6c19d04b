import { randomBytes } from 'node:crypto';
import { REPAIR_IMPORT_COLUMNS, type RepairImportResult } from '@depot/shared';
import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDay } from '../../core/time-zone';
import { auditLog, repairOrder, repairTimeline, store } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { call, callerWith, createOrder, fixture, type Caller, type Fixture } from './test-fixtures';

const EN_HEADER = [
  'Store code',
  'Repair type code',
  'External source',
  'External code',
  'Appointment time',
  'Address',
  'Remark',
];

async function sheetOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1);

/** An .xlsx with `rows` under `header`. */
async function workbook(rows: unknown[][], header: string[] = EN_HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('orders');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(filename: string, content: Buffer) {
  const boundary = `----eam${randomBytes(6).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(areaEngines())('repair-order export and import on %s', (engine) => {
  const t = useTestApp(engine);
  let boss: Caller;
  let f: Fixture;
  let noise: Fixture;
  let storeCode: string;

  beforeAll(async () => {
    boss = await callerWith(t);
    f = await fixture(t, { responseMinutes: 60 });
    noise = await fixture(t);
    const [s] = await t.db.select().from(store).where(eq(store.id, f.storeId));
    storeCode = s!.code;
  });

  const exportOf = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/eam/repair-order/export?${query}`,
      headers: { ...boss.headers, ...headers },
    });

  const importOf = (
    filename: string,
    content: Buffer,
    query = 'dryRun=true',
    headers: Record<string, string> = {},
  ) => {
    const body = multipart(filename, content);
    return t.app.inject({
      method: 'POST',
      url: `/eam/repair-order/import?${query}`,
      headers: { ...boss.headers, 'content-type': body.contentType, ...headers },
      payload: body.payload,
    });
  };

  describe('export', () => {
    beforeAll(async () => {
      // 20,000 orders of one type, half completed (90 min, 10 of them paused), half waiting.
      await t.db.execute(sql`
        insert into repair_order
          (code, store_id, type_id, status, submit_time, completion_time, pause_count,
           pause_duration, remark, external_source, external_code)
        select 'BULK' || lpad(g::text, 8, '0'), ${f.storeId}, ${f.typeId},
               case when g % 2 = 1 then 'completed' else 'submitted' end,
               now() - (g + 1000) * interval '1 minute',
               case when g % 2 = 1 then now() - (g + 910) * interval '1 minute' end,
               case when g % 2 = 1 then 1 else 0 end,
               case when g % 2 = 1 then 600 else 0 end,
               '批量 ' || g, 'bulk', 'B-' || g
        from generate_series(1, 20000) g`);
    });

    it('streams the filtered, sorted list in batches, every row once, in the caller’s language', async () => {
      // 9,999 of the 20,000 (codes BULK0000…), sorted by a nullable key and then a computed
      // one: the batches must step over ties and empty values without losing or repeating rows.
      const res = await exportOf(
        `typeId=${f.typeId}&keyword=BULK0000&sort=completionTime,desc&sort=orderDuration,asc`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      // No zone named, no X-Time-Zone: the stores' day.
      const stamp = storeDay();
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="repair-orders-${stamp}.xlsx"; filename*=UTF-8''repair-orders-${stamp}.xlsx`,
      );
      const sheet = await sheetOf(res);
      expect(sheet.rowCount).toBe(1 + 9_999);
      const header = rowValues(sheet, 1) as string[];
      expect(header.slice(0, 3)).toEqual(['Order ID', 'Code', 'External source']);
      const first = Object.fromEntries(header.map((h, i) => [h, rowValues(sheet, 2)[i]]));
      expect(first).toMatchObject({
        Code: 'BULK00000001',
        'External source': 'bulk',
        'External code': 'B-1',
        Status: 'Completed',
        Evaluated: 'no',
        Pauses: 1,
        'Pause duration': '10 min',
        'Order duration': '1 h 20 min',
        Remark: '批量 1',
      });
      const codes = Array.from(
        { length: 9_999 },
        (_, i) => sheet.getRow(i + 2).getCell(2).value as string,
      );
      expect(new Set(codes).size).toBe(9_999);
      // Completed ones first, latest completion first; then the open ones, shortest first.
      expect(codes.slice(0, 5_000)).toEqual(
        Array.from({ length: 5_000 }, (_, i) => `BULK${String(2 * i + 1).padStart(8, '0')}`),
      );
      expect(codes.slice(5_000)).toEqual(
        Array.from({ length: 4_999 }, (_, i) => `BULK${String(2 * i + 2).padStart(8, '0')}`),
      );
      expect(sheet.getRow(5_002).getCell(14).value).toBeNull();
      expect(sheet.getRow(5_002).getCell(8).value).toBe('Submitted');
    });

    it('writes Chinese headers and texts, times in the given zone', async () => {
      const order = await createOrder(t, boss, noise, {
        remark: '=HYPERLINK("http://example.com")',
        appointmentTime: '2026-05-01T01:30:00Z',
      });
      const res = await exportOf(`typeId=${noise.typeId}&timeZone=Asia/Shanghai`, {
        'accept-language': 'zh-CN',
      });
      expect(res.headers['content-disposition']).toMatch(
        /filename\*=UTF-8''%E7%BB%B4%E4%BF%AE%E5%B7%A5%E5%8D%95-\d{4}-\d{2}-\d{2}\.xlsx$/,
      );
      const sheet = await sheetOf(res);
      expect(sheet.rowCount).toBe(2);
      const header = rowValues(sheet, 1) as string[];
      const row = Object.fromEntries(header.map((h, i) => [h, rowValues(sheet, 2)[i]]));
      expect(row).toMatchObject({
        工单ID: order.orderId,
        工单编号: order.code,
        状态: '待派单',
        已评价: '否',
        预约时间: '2026-05-01 09:30',
        时效: undefined,
        // A formula-looking remark stays text.
        备注: '=HYPERLINK("http://example.com")',
      });
      expect(sheet.getRow(2).getCell(header.indexOf('备注') + 1).type).toBe(
        ExcelJS.ValueType.String,
      );
      const bad = await exportOf('timeZone=Mars/Olympus');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toBe('timeZone: must be a time zone such as Asia/Shanghai');
    });

    it('writes times in the caller’s zone when the call names none', async () => {
      const order = await createOrder(t, boss, noise, { appointmentTime: '2026-05-01T01:30:00Z' });
      const appointment = async (headers: Record<string, string>) => {
        const sheet = await sheetOf(await exportOf(`typeId=${noise.typeId}`, headers));
        const header = rowValues(sheet, 1) as string[];
        const row = Array.from({ length: sheet.rowCount - 1 }, (_, i) => rowValues(sheet, i + 2));
        const mine = row.find((r) => r[header.indexOf('Order ID')] === order.orderId)!;
        return mine[header.indexOf('Appointment time')];
      };
      expect(await appointment({ 'x-time-zone': 'America/New_York' })).toBe('2026-04-30 21:30');
      // Neither a query nor a header: the stores' clock.
      expect(await appointment({})).toBe('2026-05-01 09:30');
    });
  });

  describe('import', () => {
    const ordersNow = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(repairOrder))[0]!.n;
    let typeCode: string;

    beforeAll(async () => {
      typeCode = (
        await call<{ typeId: number; code: string }[]>(t, boss, 'GET', '/eam/repair-type/list')
      ).data.find((x) => x.typeId === f.typeId)!.code;
      await createOrder(t, boss, f, { externalSource: 'meituan', externalCode: 'MT-TAKEN' });
    });

    it('offers a template with the header row in the caller’s language', async () => {
      const res = await t.app.inject({
        url: '/eam/repair-order/import-template',
        headers: boss.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(rowValues(await sheetOf(res), 1)).toEqual(EN_HEADER);
      const zh = await t.app.inject({
        url: '/eam/repair-order/import-template',
        headers: { ...boss.headers, 'accept-language': 'zh-CN' },
      });
      expect(rowValues(await sheetOf(zh), 1)).toEqual([
        '门店编码',
        '维修类型编码',
        '外部来源',
        '外部单号',
        '预约时间',
        '地址',
        '备注',
      ]);
      expect(REPAIR_IMPORT_COLUMNS).toHaveLength(EN_HEADER.length);
    });

    it('reports every bad row with its column and imports nothing', async () => {
      const file = await workbook([
        [storeCode, typeCode, 'meituan', 'MT-1', '2026-05-01 09:30', '', 'ok'], // 2
        ['NOPE', typeCode, '', '', '', '', ''], // 3
        [storeCode, '', '', '', '', '', ''], // 4
        [storeCode, typeCode, '', '', 'next tuesday', '', ''], // 5
        [storeCode, typeCode, 'meituan', 'MT-1', '', '', ''], // 6
        [storeCode, typeCode, 'meituan', 'MT-TAKEN', '', '', ''], // 7
        [storeCode, typeCode, '', '', '', '', 'x'.repeat(1001)], // 8
        [storeCode, typeCode, '', '', new Date(Date.UTC(2026, 4, 2, 14, 0)), '', ''], // 9
        ['', '', '', '', '', '', ''], // 10: empty, skipped
        ['NOPE', 'NADA', '', '', '', '', ''], // 11
      ]);
      const before = await ordersNow();
      for (const query of ['dryRun=true', 'dryRun=false']) {
        const res = await importOf('orders.xlsx', file, query);
        expect(res.statusCode, res.body).toBe(200);
        const result = res.json<{ data: RepairImportResult }>().data;
        expect(result).toMatchObject({ dryRun: query === 'dryRun=true', rows: 9, imported: 0 });
        expect(result.errors.map((e) => [e.row, e.column, e.key, e.message])).toEqual([
          [3, 'storeCode', 'eam.import.storeUnknown', 'there is no store with the code "NOPE"'],
          [4, 'typeCode', 'eam.import.required', 'cannot be empty'],
          [5, 'appointmentTime', 'eam.import.badTime', expect.stringMatching(/^must be a date/)],
          [
            6,
            'externalCode',
            'eam.import.externalDuplicate',
            'the external code "MT-1" also appears in row 2',
          ],
          [
            7,
            'externalCode',
            'eam.import.externalTaken',
            expect.stringMatching(
              /^the external code "MT-TAKEN" is already used by order RO\d{14}$/,
            ),
          ],
          [8, 'remark', 'eam.import.tooLong', 'must not be longer than 1000 characters'],
          [11, 'storeCode', 'eam.import.storeUnknown', 'there is no store with the code "NOPE"'],
          [
            11,
            'typeCode',
            'eam.import.typeUnknown',
            'there is no repair type with the code "NADA"',
          ],
        ]);
        expect(result.errors[0]!.values).toEqual({ value: 'NOPE' });
      }
      expect(await ordersNow()).toBe(before);

      const zh = await importOf('orders.xlsx', file, 'dryRun=true', { 'accept-language': 'zh-CN' });
      expect(zh.json().data.errors[0].message).toBe('门店编码“NOPE”不存在');
    });

    it('imports a clean file in one go, times in the given zone, with timeline and audit', async () => {
      const file = await workbook([
        [storeCode, typeCode, 'eleme', 'ELM-1', '2026-05-01 09:30', '', '门口灯箱不亮'],
        [storeCode, typeCode, 'eleme', 'ELM-2', new Date(Date.UTC(2026, 4, 2, 14, 0)), '二楼', ''],
        [storeCode, typeCode, '', '', '2026-05-03T08:00:00+08:00', '', ''],
        [storeCode, typeCode, '', '', 46_150.5, '', ''],
      ]);
      const before = await ordersNow();
      const dry = await importOf('orders.XLSX', file, 'dryRun=true&timeZone=Asia/Shanghai');
      expect(dry.json().data).toEqual({ dryRun: true, rows: 4, imported: 0, errors: [] });
      expect(await ordersNow()).toBe(before);

      const res = await importOf('orders.xlsx', file, 'dryRun=false&timeZone=Asia/Shanghai');
      expect(res.json().data).toEqual({ dryRun: false, rows: 4, imported: 4, errors: [] });
      const made = await t.db
        .select()
        .from(repairOrder)
        .where(and(eq(repairOrder.typeId, f.typeId), like(repairOrder.code, 'RO%')))
        .orderBy(sql`${repairOrder.id} desc`)
        .limit(4);
      made.reverse();
      expect(
        made.map((o) => [o.externalSource, o.externalCode, o.appointmentTime?.toISOString()]),
      ).toEqual([
        ['eleme', 'ELM-1', '2026-05-01T01:30:00.000Z'],
        ['eleme', 'ELM-2', '2026-05-02T06:00:00.000Z'],
        [null, null, '2026-05-03T00:00:00.000Z'],
        // Excel serial 46150.5 is 2026-05-08 12:00 on the wall clock.
        [null, null, '2026-05-08T04:00:00.000Z'],
      ]);
      expect(made.map((o) => o.address)).toEqual([
        f.storeAddress,
        '二楼',
        f.storeAddress,
        f.storeAddress,
      ]);
      expect(made.every((o) => o.status === 'submitted' && o.createdBy === boss.id)).toBe(true);
      const entries = await t.db
        .select()
        .from(repairTimeline)
        .where(eq(repairTimeline.orderId, made[0]!.id));
      expect(entries.map((e) => [e.action, e.reason])).toEqual([['create', 'import']]);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'repair_order'), eq(auditLog.action, 'import')));
      expect(audits).toHaveLength(4);

      // The same file again: its external codes are taken now.
      const again = await importOf('orders.xlsx', file, 'dryRun=false');
      expect(again.json().data.errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
      expect(await ordersNow()).toBe(before + 4);
    });

    it('refuses what is not an .xlsx, too large a file, a bad header and an empty sheet', async () => {
      const cases: [string, Buffer, number, string][] = [
        [
          'orders.csv',
          Buffer.from('a,b\n1,2\n'),
          400,
          'the file must be an Excel workbook (.xlsx)',
        ],
        [
          'orders.xlsx',
          Buffer.from('hello, world'),
          400,
          'the file must be an Excel workbook (.xlsx)',
        ],
        [
          'orders.xlsx',
          Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(100)]),
          400,
          'the file must be an Excel workbook (.xlsx)',
        ],
        [
          'orders.xlsx',
          Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(6 * 1024 * 1024)]),
          400,
          'the file is larger than 5 MB',
        ],
        ['orders.xlsx', await workbook([]), 400, 'the file has no orders below its header row'],
      ];
      for (const [name, content, status, msg] of cases) {
        const res = await importOf(name, content);
        expect(res.statusCode, msg).toBe(status);
        expect(res.json().msg).toBe(msg);
      }
      const header = await importOf('orders.xlsx', await workbook([['a']], ['Shop', 'Kind']));
      expect(header.json().data.errors).toEqual([
        {
          row: 1,
          column: null,
          key: 'eam.import.badHeader',
          values: {
            expected:
              'Store code, Repair type code, External source, External code, Appointment time, Address, Remark',
          },
          message: expect.stringMatching(/^the header row does not match the template/),
        },
      ]);
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/eam/repair-order/import',
        headers: boss.headers,
        payload: {},
      });
      expect(noFile.statusCode).toBe(400);
    });
  });
});
