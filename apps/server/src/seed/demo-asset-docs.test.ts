import {
  APPROVAL_LINK_AREA,
  ASSET_DOC_STATUSES,
  ASSET_DOC_TYPES,
  ASSET_SIGNATURE_FIELD,
} from '@depot/shared';
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  areaEngines,
  bearer,
  signIn,
  signInStaff,
  useTestApp,
} from '../../test/helpers';
import { appUser, approvalRequest, assetDoc, assetHistory, notice } from '../db/schema';

/** The notices the documents' demo sends through the real producers (4: a transfer's). */
const DOCUMENT_NOTICES = [2, 3, 4, 5, 6, 7, 9, 10, 11, 15, 16, 17, 19, 20, 21, 23, 24, 27, 28];

describe.each(areaEngines())('demo asset documents on %s', (engine) => {
  const t = useTestApp(engine);

  it('has every type and every state, made through the engine', async () => {
    const docs = await t.db
      .select({
        docType: assetDoc.docType,
        status: assetDoc.status,
        step: approvalRequest.currentStep,
        approval: approvalRequest.status,
      })
      .from(assetDoc)
      .innerJoin(approvalRequest, eq(approvalRequest.id, assetDoc.requestId));
    expect(new Set(docs.map((d) => d.docType))).toEqual(new Set(ASSET_DOC_TYPES));
    expect(new Set(docs.map((d) => d.status))).toEqual(new Set(ASSET_DOC_STATUSES));
    for (const type of ASSET_DOC_TYPES) {
      expect(
        docs.some((d) => d.docType === type && d.status === 'pending'),
        type,
      ).toBe(true);
    }
    // Pending at the first step and at the second.
    const pendingSteps = new Set(docs.filter((d) => d.status === 'pending').map((d) => d.step));
    expect(pendingSteps).toEqual(new Set([0, 1]));
    // A document's status follows its request's.
    for (const d of docs) {
      const approved = ['awaitingSignature', 'done', 'rolledBack'].includes(d.status);
      expect(d.approval === 'approved', `${d.docType} ${d.status}`).toBe(approved);
    }
  });

  it('lets the staff ask for the idle assets of their store, with a lending of their own pending', async () => {
    const staff = bearer((await signInStaff(t)).access_token);
    const [staffRow] = await t.db.select().from(appUser).where(eq(appUser.username, 'staff'));
    const mine = await t.db
      .select({ id: assetDoc.id })
      .from(assetDoc)
      .where(
        and(
          eq(assetDoc.applicantId, staffRow!.id),
          eq(assetDoc.docType, 'lending'),
          eq(assetDoc.status, 'pending'),
        ),
      );
    expect(mine.length).toBeGreaterThan(0);
    // Their requests in the approval centre show it.
    const requests = await t.app.inject({
      url: '/approval/page?view=mine&docType=lending&size=100',
      headers: staff,
    });
    expect(requests.statusCode, requests.body).toBe(200);
    const documents = requests.json().data.records.map((r: { documentId: number }) => r.documentId);
    expect(documents).toEqual(expect.arrayContaining(mine.map((m) => m.id)));
    const lending = await t.app.inject({
      url: '/as/doc/candidates?docType=lending',
      headers: staff,
    });
    expect(lending.statusCode, lending.body).toBe(200);
    expect(lending.json().data.total).toBeGreaterThan(0);
  });

  it('keeps the drawn signatures with the documents and the assets’ history', async () => {
    const admin = bearer((await signIn(t, 'admin', ADMIN_PASSWORD)).access_token);
    const signed = await t.db
      .select({ id: assetDoc.id, fileId: assetDoc.signatureFileId })
      .from(assetDoc)
      .where(isNotNull(assetDoc.signatureFileId));
    expect(signed.length).toBeGreaterThanOrEqual(4);
    for (const { fileId } of signed) {
      const file = await t.app.inject({ url: `/admin/files/${fileId}`, headers: admin });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const rows = await t.db
        .select({ after: assetHistory.after })
        .from(assetHistory)
        .where(
          and(
            eq(assetHistory.field, ASSET_SIGNATURE_FIELD),
            sql`${assetHistory.after} = to_jsonb(${fileId}::text)`,
          ),
        );
      expect(rows.length).toBeGreaterThan(0);
    }
  });

  it('sends the documents’ notices through their producers, each opening its record', async () => {
    const rows = await t.db
      .select({
        type: notice.type,
        recipient: appUser.username,
        area: notice.linkArea,
        id: notice.linkId,
      })
      .from(notice)
      .innerJoin(appUser, eq(appUser.id, notice.recipientId))
      .where(inArray(notice.type, DOCUMENT_NOTICES));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(DOCUMENT_NOTICES));
    // None names a made-up asset any more.
    expect(
      await t.db.$count(
        notice,
        and(inArray(notice.type, DOCUMENT_NOTICES), like(notice.text, '%ZC-20%')),
      ),
    ).toBe(0);
    const headers = new Map<string, { authorization: string }>();
    const as = async (username: string) => {
      if (!headers.has(username)) {
        const token =
          username === 'staff'
            ? await signInStaff(t)
            : await signIn(t, username, username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);
        headers.set(username, bearer(token.access_token));
      }
      return headers.get(username)!;
    };
    const opened = new Set<string>();
    for (const row of rows) {
      const key = `${row.recipient} ${row.area} ${row.id}`;
      if (opened.has(key)) continue;
      opened.add(key);
      expect(row.area, `notice ${row.type}`).toMatch(
        new RegExp(`^(${APPROVAL_LINK_AREA}|assetDoc)$`),
      );
      const url = row.area === APPROVAL_LINK_AREA ? `/approval/${row.id}` : `/as/doc/${row.id}`;
      const res = await t.app.inject({ url, headers: await as(row.recipient) });
      expect(res.statusCode, `${row.recipient} notice ${row.type} → ${url}`).toBe(200);
    }
  });
});
