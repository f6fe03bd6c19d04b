/**
 * Records that belong to one user, asked for by another who holds every permission the call
 * needs: the call refuses (404 like a missing record, or 403 where the module says so) and
 * every table stays as it was. Where a bulk call names several records, one foreign id makes
 * the whole call change nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAM_PERMISSIONS } from '@depot/shared';
import { engines, useTestApp } from '../helpers';
import type { ApprovalEngine } from '../../src/modules/approval/engine';
import {
  admin,
  createTemplate,
  fakeDocuments,
  newBand,
  setAsideDemoTemplates,
  step,
  submit,
} from '../../src/modules/approval/test-fixtures';
import {
  insertNotices,
  listenForSockets,
  openSocket,
} from '../../src/modules/notice/test-fixtures';
import {
  WARE_KEYS,
  adminOf,
  countedCategory,
  newWarehouse,
  personWith,
  stockIn,
} from '../../src/modules/warehouse/test-fixtures';
import { actorWith, plainActor, type Actor } from './actors';
import { changedTables, databaseDigest, SIGN_IN_BOOKKEEPING } from './db-digest';

/** A multipart upload of one small text file, as a browser sends it. */
function uploadOf(name: string, content: string) {
  const boundary = `----depot${randomBytes(6).toString('hex')}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  };
}

describe.each(engines())('ownership of records on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-ownership-'));
  // A fake document type gives the approval requests below (modules/approval/test-fixtures).
  const docs = fakeDocuments();
  let approvals: ApprovalEngine;
  const t = useTestApp(engine, {
    config: { dataDir },
    build: {
      approvals: (e) => {
        e.override(docs.handler);
        approvals = e;
      },
    },
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  let owner: Actor;
  let intruder: Actor;

  beforeAll(async () => {
    owner = await plainActor(t);
    intruder = await plainActor(t);
  });

  /** Runs `attempt` and fails if any table changed (sign-in bookkeeping aside). */
  async function changesNothing<T>(attempt: () => Promise<T>): Promise<T> {
    const before = await databaseDigest(t, SIGN_IN_BOOKKEEPING);
    const result = await attempt();
    expect(changedTables(before, await databaseDigest(t, SIGN_IN_BOOKKEEPING))).toEqual([]);
    return result;
  }

  const as = (actor: Pick<Actor, 'headers'>) => ({
    get: (url: string) => t.app.inject({ url, headers: actor.headers }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url,
        headers: actor.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  });

  describe('notices', () => {
    it("answers 404 for another user's notice, exactly as for a missing one, on every call", async () => {
      const [theirs] = await insertNotices(t, owner.id, [{ text: '仅本人可见' }]);
      const [mine] = await insertNotices(t, intruder.id, [{ text: '我的消息' }]);
      const missing = 2_147_480_000;
      const calls = (id: number) =>
        [
          ['PUT', `/admin/notice/setReadStatus/${id}?readStatus=2`, undefined],
          ['POST', '/admin/notice/updateStatusById?readStatus=2', [id]],
          ['POST', '/admin/notice/updateStatusById?readStatus=1', [id]],
          ['POST', '/admin/notice/removeById', [id]],
          // One foreign id among the caller's own: nothing happens to either.
          ['POST', '/admin/notice/updateStatusById?readStatus=2', [mine, id]],
          ['POST', '/admin/notice/removeById', [mine, id]],
        ] as const;
      await changesNothing(async () => {
        for (const [method, url, body] of calls(theirs!)) {
          const foreign = await as(intruder).send(method, url, body);
          const absent = await as(intruder).send(
            method,
            url.replace(String(theirs), String(missing)),
            Array.isArray(body) ? body.map((id) => (id === theirs ? missing : id)) : body,
          );
          expect(foreign.statusCode, `${method} ${url}`).toBe(404);
          // The answer tells nothing about whether the notice exists.
          expect(foreign.json().msg.replace(String(theirs), 'N')).toBe(
            absent.json().msg.replace(String(missing), 'N'),
          );
        }
      });
    });

    it("never lists or counts another user's notices", async () => {
      await insertNotices(t, owner.id, [{ text: '只属于主人的消息', type: 7 }]);
      const page = await as(intruder).get('/admin/notice/page?size=500');
      expect(JSON.stringify(page.json().data.records)).not.toContain('只属于主人的消息');
      const counts = await as(intruder).get('/admin/notice/getUserInfoCount');
      expect(counts.json().data.typeInfoCount['7']).toBeUndefined();
    });

    it('marks all as read and switches notifications for the caller only', async () => {
      const [theirs] = await insertNotices(t, owner.id, [{ type: 3 }]);
      const ownerConfig = (await as(owner).get('/admin/noticeconfig')).json().data;
      expect((await as(intruder).send('PUT', '/admin/notice/alreadyReadAll')).statusCode).toBe(200);
      await as(intruder).send('PUT', '/admin/noticeconfig/setInfoOnOrOff', {
        messageNotifiStatus: ownerConfig.messageNotifiStatus ? 0 : 1,
        voiceNotifiStatus: ownerConfig.voiceNotifiStatus ? 0 : 1,
      });
      const ownerPage = (await as(owner).get('/admin/notice/page?size=500')).json().data;
      expect(ownerPage.records.find((n: { id: number }) => n.id === theirs)?.readStatus).toBe(1);
      expect((await as(owner).get('/admin/noticeconfig')).json().data).toEqual(ownerConfig);
    });

    it("closes a websocket that identifies as another user, pushing it none of that user's notices", async () => {
      const base = await listenForSockets(t.app);
      const socket = await openSocket(base, { token: intruder.token });
      socket.ws.send(JSON.stringify({ userId: owner.id }));
      const closed = await socket.closed;
      expect(closed.code).toBe(4403);
      expect(socket.notices()).toEqual([]);
    });
  });

  describe('approval requests', () => {
    it('answers 404 for a request the caller takes no part in, on every call, changing nothing', async () => {
      const boss = await admin(t);
      await setAsideDemoTemplates(t);
      const approver = await plainActor(t);
      const band = newBand();
      await createTemplate(t, boss, band, [step({ kind: 'users', userIds: [approver.id] })]);
      const { requestId } = await submit(t, approvals, docs.add(band), owner.id);
      const missing = 2_147_480_000;
      const bodies: Record<string, object> = {
        approve: {},
        reject: { comment: 'x' },
        'send-back': { comment: 'x', toStep: null },
        withdraw: {},
        transfer: { toUserId: intruder.id },
        cc: { userIds: [intruder.id] },
        resubmit: {},
      };
      await changesNothing(async () => {
        for (const id of [requestId, missing]) {
          const read = await as(intruder).get(`/approval/${id}`);
          expect(read.statusCode).toBe(404);
          expect(read.json().msg).toBe('the approval request does not exist');
          for (const [action, body] of Object.entries(bodies)) {
            const res = await as(intruder).send('POST', `/approval/${id}/${action}`, {
              version: 0,
              ...body,
            });
            expect(res.statusCode, action).toBe(404);
            expect(res.json().msg).toBe('the approval request does not exist');
          }
        }
      });
      for (const view of ['todo', 'done', 'mine', 'cc']) {
        const page = await as(intruder).get(`/approval/page?view=${view}`);
        expect(page.json().data.total, view).toBe(0);
      }
      expect((await as(intruder).get('/approval/counts')).json().data).toEqual({
        todo: 0,
        done: 0,
        mine: 0,
        cc: 0,
      });
      // Those it concerns read it.
      for (const actor of [owner, approver]) {
        expect((await as(actor).get(`/approval/${requestId}`)).statusCode).toBe(200);
      }
    });
  });

  describe('warehouse records', () => {
    it("answers 404 for another keeper's transfer, stocktake plan and warehouse-in, as for a missing one, changing nothing", async () => {
      const boss = await adminOf(t);
      // Two keepers holding every warehouse key, each seeing only the warehouses they keep.
      const keeper = await personWith(t, WARE_KEYS, 'self');
      const other = await personWith(t, WARE_KEYS, 'self');
      const from = await newWarehouse(t, boss, { keeperIds: [keeper.id] });
      const to = await newWarehouse(t, boss, { keeperIds: [keeper.id] });
      await newWarehouse(t, boss, { keeperIds: [other.id] });
      const c = await countedCategory(t);
      // The keeper approves the warehouse-in of their warehouse (the default route).
      await stockIn(t, boss, keeper, {
        warehouseId: from,
        source: 'other',
        lines: [{ categoryId: c, quantity: 5, unitPrice: '1.00' }],
      });
      const sent = await as(keeper).send('POST', '/ware/transfer', {
        fromWarehouseId: from,
        toWarehouseId: to,
        lines: [{ categoryId: c, quantity: 2 }],
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const plan = await as(keeper).send('POST', '/ware/stocktake', {
        name: '本人的盘点',
        warehouseIds: [from],
        dueDate: '2030-01-31',
      });
      expect(plan.statusCode, plan.body).toBe(200);
      const started = await as(keeper).send(
        'POST',
        `/ware/stocktake/${plan.json().data.stocktakeId}/start`,
        { version: plan.json().data.version },
      );
      expect(started.statusCode, started.body).toBe(200);
      const warehouseIn = await as(keeper).send('POST', '/ware/in', {
        warehouseId: from,
        source: 'other',
        lines: [{ categoryId: c, quantity: 1, unitPrice: '1.00' }],
      });
      expect(warehouseIn.statusCode, warehouseIn.body).toBe(200);

      const missing = 2_147_480_000;
      const calls = (transfer: number, stocktake: number, inId: number) =>
        [
          ['GET', `/ware/transfer/${transfer}`, undefined],
          ['POST', `/ware/transfer/${transfer}/receive`, { version: 0 }],
          ['POST', `/ware/transfer/${transfer}/cancel`, { version: 0, reason: '不是我的' }],
          ['GET', `/ware/stocktake/${stocktake}`, undefined],
          ['GET', `/ware/stocktake/${stocktake}/progress`, undefined],
          ['GET', `/ware/stocktake/${stocktake}/sheet`, undefined],
          [
            'PUT',
            `/ware/stocktake/${stocktake}`,
            { version: 1, name: '不是我的', warehouseIds: [from], dueDate: '2030-01-31' },
          ],
          ['POST', `/ware/stocktake/${stocktake}/scan`, { warehouseId: from, code: 'ZC0001' }],
          ['POST', `/ware/stocktake/${stocktake}/submit`, { version: 1 }],
          ['POST', `/ware/stocktake/${stocktake}/cancel`, { version: 1, reason: '不是我的' }],
          ['GET', `/ware/in/${inId}`, undefined],
        ] as const;
      const ours = [
        sent.json().data.transferId,
        started.json().data.stocktakeId,
        warehouseIn.json().data.warehouseInId,
      ] as const;
      await changesNothing(async () => {
        const absent = calls(missing, missing, missing);
        for (const [i, [method, url, body]] of calls(...ours).entries()) {
          const foreign =
            method === 'GET' ? await as(other).get(url) : await as(other).send(method, url, body);
          const [, absentUrl, absentBody] = absent[i]!;
          const none =
            method === 'GET'
              ? await as(other).get(absentUrl)
              : await as(other).send(method, absentUrl, absentBody);
          expect(foreign.statusCode, `${method} ${url}`).toBe(404);
          // The answer tells nothing about whether the record exists.
          expect(foreign.json().msg, url).toBe(none.json().msg);
        }
      });
      // Their lists leave them out; the keeper reads each.
      for (const list of ['/ware/transfer/page', '/ware/stocktake/page', '/ware/in/page']) {
        expect((await as(other).get(list)).json().data.total, list).toBe(0);
      }
      expect((await as(keeper).get(`/ware/transfer/${ours[0]}`)).statusCode).toBe(200);
      expect((await as(keeper).get(`/ware/stocktake/${ours[1]}`)).statusCode).toBe(200);
    });
  });

  describe('the own profile and sign-in', () => {
    it("refuses to edit another user's profile or password (403), changing nothing", async () => {
      const res = await changesNothing(() =>
        as(intruder).send('PUT', '/admin/user/edit', {
          username: owner.username,
          nickname: '被改了',
          password: intruder.password,
          newpassword1: 'Taken-over-1',
          newpassword2: 'Taken-over-1',
        }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('you can only change your own profile');
    });

    it("checks the caller's own password on the lock screen, never another user's", async () => {
      const res = await as(intruder).send('POST', '/auth/unlock', { password: owner.password });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('wrong password');
    });

    it("ends only the caller's own sign-in when signing out", async () => {
      const leaving = await plainActor(t);
      const staying = await plainActor(t);
      expect((await as(leaving).send('DELETE', '/auth/token/logout')).statusCode).toBe(200);
      expect((await as(leaving).get('/admin/user/info')).statusCode).toBe(401);
      expect((await as(staying).get('/admin/user/info')).statusCode).toBe(200);
    });
  });

  describe('files', () => {
    let theirFile: { id: string; url: string; name: string; size: number; type: string };

    beforeAll(async () => {
      const upload = uploadOf('owner-only.txt', 'private bytes');
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/files',
        headers: { ...owner.headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      theirFile = res.json().data;
    });

    it("answers 404 for another user's file, as for one that does not exist", async () => {
      const reader = await actorWith(t, ['sys_form_view']);
      for (const actor of [intruder, reader]) {
        const res = await as(actor).get(theirFile.url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('private bytes');
        const absent = await as(actor).get('/admin/files/6f1b0c7e-2b7a-4c1e-9a55-1d0f9a3c5e77');
        expect(res.json()).toEqual(absent.json());
      }
    });

    it("refuses a form submission that names another user's file, storing nothing", async () => {
      const designer = await actorWith(t, ['sys_form_add', 'sys_form_submit', 'sys_form_view']);
      const created = await as(designer).send('POST', '/admin/form-design', {
        code: `own_${randomBytes(4).toString('hex')}`,
        name: '附件表单',
        design: { fields: [{ kind: 'upload', vModel: 'files', label: '附件' }] },
      });
      expect(created.statusCode, created.body).toBe(200);
      const res = await changesNothing(() =>
        as(designer).send('POST', `/admin/form-design/${created.json().data.id}/submit`, {
          data: { files: [theirFile] },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/the file does not exist or you may not use it/);
    });

    it("refuses a repair sub-order whose photos are another user's files, and serves a sub-order only its own photos", async () => {
      const fitter = await actorWith(t, Object.values(EAM_PERMISSIONS));
      const stores = (await as(fitter).get('/admin/store/list')).json().data;
      const type = await as(fitter).send('POST', '/eam/repair-type', {
        code: `OWN${randomBytes(3).toString('hex')}`,
        name: '水电',
      });
      expect(type.statusCode, type.body).toBe(200);
      const order = await as(fitter).send('POST', '/eam/repair-order', {
        storeId: stores[0].storeId,
        typeId: type.json().data.typeId,
      });
      expect(order.statusCode, order.body).toBe(200);
      const orderId = order.json().data.orderId;
      const refused = await changesNothing(() =>
        as(fitter).send('POST', '/eam/repair-suborder', {
          orderId,
          trade: '水电',
          beforePhotos: [theirFile.id],
        }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe(
        `the photo ${theirFile.id} does not exist or you may not use it`,
      );

      const sub = await as(fitter).send('POST', '/eam/repair-suborder', { orderId, trade: '水电' });
      expect(sub.statusCode, sub.body).toBe(200);
      const photo = await as(fitter).get(
        `/eam/repair-suborder/${sub.json().data.subOrderId}/photo/${theirFile.id}`,
      );
      expect(photo.statusCode).toBe(404);
      expect(photo.body).not.toContain('private bytes');
    });
  });
});
