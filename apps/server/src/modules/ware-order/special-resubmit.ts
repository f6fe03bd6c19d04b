import {
  WARE_ORDER_CHANGE_FIELDS,
  type SpecialOrderResubmit,
  type WareOrderChangeField,
} from '@depot/shared';
import { Conflict } from '../../core/errors';
import { idSet } from '../../core/link-table';
import type { AuthUser } from '../../core/fastify-types';
import { inEveryLanguage, listText, translate, type Localized } from '../../core/i18n';
import type { Db } from '../../db/client';
import { checkAssets, checkStore, orderAssets } from './order-create';
import { lockOrder, saveEdit, statusWords, type OrderRow } from './order-actions';
import { checkOrderInScope } from './order-scope';

/** How a changed special order is resubmitted to the approval engine (modules/approval). */
export interface SpecialOrderResubmitter {
  resubmitEdited(
    tx: Db,
    input: { docType: 'specialOrder'; documentId: number; actorId: number; comment: string },
    change: () => Promise<string | Localized | null>,
  ): Promise<void>;
}

/** The order's own fields a resubmit may change (its assets apart). */
const FIELDS = WARE_ORDER_CHANGE_FIELDS.filter(
  (field): field is Exclude<WareOrderChangeField, 'assets'> => field !== 'assets',
);

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The order changed as `body` says, inside the engine's resubmit (its request is locked): at the
 * version read (409 when stale), still sent back (409), its assets ones the caller sees (400).
 * Answers what changed, in both languages, for the request's trail; null when nothing did.
 */
async function changeOrder(
  tx: Db,
  user: AuthUser,
  orderId: number,
  body: SpecialOrderResubmit,
): Promise<Localized | null> {
  const before = await lockOrder(tx, user, 'special', orderId, body.version);
  if (before.status !== 'sentBack') {
    throw new Conflict('wareOrder.notEditable', { status: statusWords(before.status) });
  }
  // As when it was made: no address given is the store's (which must still be the caller's).
  const storeAddress = await checkStore(tx, user.scope, before.storeId);
  const fields = { ...body, address: body.address ?? storeAddress };
  await checkAssets(tx, user.scope, body.assetIds);
  const beforeIds = await orderAssets.ids(tx, orderId);
  const afterIds = idSet(body.assetIds);
  const changes: Partial<OrderRow> = Object.fromEntries(
    FIELDS.filter((field) => fields[field] !== before[field]).map((field) => [
      field,
      fields[field],
    ]),
  );
  const changed: WareOrderChangeField[] = FIELDS.filter((field) => field in changes);
  if (!sameIds(beforeIds, afterIds)) {
    changed.push('assets');
    await orderAssets.replace(tx, orderId, afterIds);
  }
  if (!changed.length) return null;
  await saveEdit(tx, user, before, changes, {
    changed,
    before: { ...before, assetIds: beforeIds },
    after: { ...changes, assetIds: afterIds, comment: body.comment },
  });
  return inEveryLanguage('wareOrder.changed', (language) => ({
    fields: listText(
      language,
      changed.map((field) => translate(language, `wareOrder.field.${field}`)),
    ),
  }));
}

/**
 * PUT /ware/special-order/:id/resubmit: the applicant changes their special order sent back to
 * them and resubmits it, in one transaction; the approvers then judge the order as it now is (the
 * engine reads its facts anew). Outside the caller's scope a 404; only the applicant may (403),
 * only while its request waits on them after a send-back (409).
 */
export async function resubmitSpecialOrder(
  db: Db,
  engine: SpecialOrderResubmitter,
  user: AuthUser,
  orderId: number,
  body: SpecialOrderResubmit,
): Promise<void> {
  await db.transaction(async (tx) => {
    await checkOrderInScope(tx, user.scope, 'special', orderId);
    await engine.resubmitEdited(
      tx,
      { docType: 'specialOrder', documentId: orderId, actorId: user.userId, comment: body.comment },
      () => changeOrder(tx, user, orderId, body),
    );
  });
}
