import { ASSET_DOC_WORDS, NOTICE_TYPES, type AssetDocType } from '@depot/shared';
import { asc, inArray } from 'drizzle-orm';
import { inEveryLanguage, listText, type Language, type Localized } from '../../core/i18n';
import { enabledUsers } from '../../core/people';
import type { Db } from '../../db/client';
import { asset, store } from '../../db/schema';
import type { NoticeService } from '../notice/service';
import { storeKeeperIds } from './keepers';
import type { Move } from './move-assets';
import { ASSET_DOC_LINK_AREA } from './reminders';

export type Notify = Pick<NoticeService, 'notify'>;

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
    assets.filter((a) => assetIds.includes(a.id)).map((a) => `${a.code} ${a.name}`);
  const places = stored.size
    ? await tx
        .select({ id: store.id, name: store.name })
        .from(store)
        .where(inArray(store.id, [...stored.keys()]))
        .orderBy(asc(store.id))
    : [];
  const storeNames = (storeIds: readonly number[]) =>
    places.filter((p) => storeIds.includes(p.id)).map((p) => p.name);

  // People told the same words get them in one call.
  const told = new Map<string, { text: Localized; recipients: number[] }>();
  const tell = (userId: number, text: Localized) => {
    const same = told.get(text['zh-CN']);
    if (same) same.recipients.push(userId);
    else told.set(text['zh-CN'], { text, recipients: [userId] });
  };
  const about = (language: Language, assetIds: readonly number[]) => ({
    kind: ASSET_DOC_WORDS[language].kind[doc.docType],
    code: doc.code,
    assets: listText(language, named(assetIds)),
  });
  for (const userId of custodians) {
    const assetIds = held.get(userId)!;
    tell(
      userId,
      inEveryLanguage('assetDoc.notice.inYourCare', (l) => about(l, assetIds)),
    );
  }
  for (const [userId, mine] of keeperAssets) {
    const text = inEveryLanguage('assetDoc.notice.addedToStore', (l) => ({
      ...about(l, mine.assetIds),
      stores: listText(l, storeNames(mine.storeIds)),
    }));
    tell(userId, text);
  }
  for (const { text, recipients } of told.values()) {
    await notices.notify(tx, {
      recipients,
      type: NOTICE_TYPES.assetAdded,
      text,
      link: { area: ASSET_DOC_LINK_AREA, id: doc.id },
      createdBy: actorId,
    });
  }
}
