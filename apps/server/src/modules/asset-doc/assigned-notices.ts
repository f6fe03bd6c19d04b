import { NOTICE_TYPES, type AssetDocType } from '@depot/shared';
import { asc, inArray } from 'drizzle-orm';
import { enabledUsers } from '../../core/people';
import type { Db } from '../../db/client';
import { asset, store } from '../../db/schema';
import type { NoticeService } from '../notice/service';
import { storeKeeperIds } from './keepers';
import type { Move } from './move-assets';
import { ASSET_DOC_LINK_AREA } from './reminders';

export type Notify = Pick<NoticeService, 'notify'>;

/** A document type as notices name it (notices are written in Chinese, as all notices are). */
const KIND: Record<AssetDocType, string> = {
  lending: '借用单',
  pickup: '领用单',
  return: '归还单',
  transfer: '调拨单',
  writeOff: '报废单',
  damage: '报损单',
  rollback: '冲销单',
};

/** Asset names in a notice, shortened as the reminders' are: the text holds 500 characters. */
const namesText = (names: string[]) => {
  const text = names.join('、');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** Adds `assetId` to the list kept under `key`. */
function add<K>(map: Map<K, number[]>, key: K, assetId: number): void {
  const list = map.get(key);
  if (list) list.push(assetId);
  else map.set(key, [assetId]);
}

/**
 * Notice 4 ("an asset assigned to you or added to your store", AREAS.md §2) for what a
 * document just moved, in the transaction that moved it: the new custodian of assets that
 * changed hands hears they are theirs, and the keepers of a store that assets came into
 * (keepers.ts, those who hand assets over there) hear they were added. One notice per person
 * per document, naming its assets and opening the document; a keeper who is also the new
 * custodian gets the custodian's. Never to `actorId`, who just did it: the approver of a
 * transfer, the receiver who signed for a lending or pick-up (so those two tell nobody: the
 * custodian is the signer and the store does not change), the returner who signed a return.
 */
export async function tellNewHolders(
  tx: Db,
  notices: Notify,
  doc: { id: number; code: string; docType: AssetDocType },
  moves: readonly Move[],
  actorId: number | null,
): Promise<void> {
  const held = new Map<number, number[]>();
  const stored = new Map<number, number[]>();
  for (const { assetId, from, to } of moves) {
    if (to.custodianId !== null && to.custodianId !== from.custodianId) {
      add(held, to.custodianId, assetId);
    }
    if (to.storeId !== null && to.storeId !== from.storeId) add(stored, to.storeId, assetId);
  }
  if (!held.size && !stored.size) return;

  const custodians = (await enabledUsers(tx, [...held.keys()])).filter((id) => id !== actorId);
  const keeperAssets = new Map<number, { assetIds: number[]; storeIds: number[] }>();
  for (const [storeId, assetIds] of stored) {
    for (const keeper of await storeKeeperIds(tx, [storeId])) {
      if (keeper === actorId || custodians.includes(keeper)) continue;
      const mine = keeperAssets.get(keeper) ?? { assetIds: [], storeIds: [] };
      mine.assetIds.push(...assetIds);
      mine.storeIds.push(storeId);
      keeperAssets.set(keeper, mine);
    }
  }
  if (!custodians.length && !keeperAssets.size) return;

  const ids = [...new Set(moves.map((m) => m.assetId))];
  const assets = await tx
    .select({ id: asset.id, code: asset.code, name: asset.name })
    .from(asset)
    .where(inArray(asset.id, ids))
    .orderBy(asc(asset.code));
  const named = (assetIds: readonly number[]) =>
    namesText(assets.filter((a) => assetIds.includes(a.id)).map((a) => `${a.code} ${a.name}`));
  const places = stored.size
    ? await tx
        .select({ id: store.id, name: store.name })
        .from(store)
        .where(inArray(store.id, [...stored.keys()]))
        .orderBy(asc(store.id))
    : [];
  const storeNames = (storeIds: readonly number[]) =>
    places
      .filter((p) => storeIds.includes(p.id))
      .map((p) => p.name)
      .join('、');

  // People told the same words get them in one call.
  const texts = new Map<string, number[]>();
  const about = `${KIND[doc.docType]} ${doc.code}：资产 `;
  for (const userId of custodians) {
    add(texts, `${about}${named(held.get(userId)!)} 已交由您保管`, userId);
  }
  for (const [userId, mine] of keeperAssets) {
    add(texts, `${about}${named(mine.assetIds)} 已加入门店 ${storeNames(mine.storeIds)}`, userId);
  }
  for (const [text, recipients] of texts) {
    await notices.notify(tx, {
      recipients,
      type: NOTICE_TYPES.assetAdded,
      text,
      link: { area: ASSET_DOC_LINK_AREA, id: doc.id },
      createdBy: actorId,
    });
  }
}
