import { approvalMessages } from '../../modules/approval/messages';
import { assetDocMessages } from '../../modules/asset-doc/messages';
import { assetMessages } from '../../modules/asset/messages';
import { doorLockMessages } from '../../modules/door-lock/messages';
import { eamMessages } from '../../modules/eam/messages';
import { equipmentMessages } from '../../modules/equipment/messages';
import {
  drawingMessages,
  materialDiscardMessages,
  projectMessages,
} from '../../modules/project/messages';
import { purchaseMessages } from '../../modules/purchase/messages';
import { stocktakeMessages } from '../../modules/stocktake/messages';
import { transferMessages } from '../../modules/ware-transfer/messages';
import { wareOrderMessages } from '../../modules/ware-order/messages';
import { warehouseMessages } from '../../modules/warehouse/messages';
import { enUS, type PlatformMessageKey } from './en-US';
import type { MessageSet } from './message-set';
import { zhCN } from './zh-CN';

/**
 * The areas' server messages, each set in its module's folder (modules/<area>/messages.ts,
 * `messageSet`). A new area adds its set here; the platform's own stay in en-US.ts and
 * zh-CN.ts. No key may be in two sets (test/i18n.test.ts).
 */
export const AREA_MESSAGES = [
  approvalMessages,
  assetMessages,
  assetDocMessages,
  doorLockMessages,
  eamMessages,
  equipmentMessages,
  projectMessages,
  drawingMessages,
  materialDiscardMessages,
  purchaseMessages,
  stocktakeMessages,
  transferMessages,
  wareOrderMessages,
  warehouseMessages,
] as const;

type KeysOf<S> = S extends MessageSet<infer K> ? K : never;

/** Every message key: the platform's and every area's. */
export type MessageKey = PlatformMessageKey | KeysOf<(typeof AREA_MESSAGES)[number]>;

export type MessageLanguage = keyof MessageSet<string>;

function catalogue(
  language: MessageLanguage,
  platform: Readonly<Record<PlatformMessageKey, string>>,
): Readonly<Record<MessageKey, string>> {
  // Each set holds its keys in both languages (messageSet's type), so together they hold all.
  return Object.assign({}, platform, ...AREA_MESSAGES.map((set) => set[language])) as Record<
    MessageKey,
    string
  >;
}

/** The server's messages by language. */
export const MESSAGES: Readonly<Record<MessageLanguage, Readonly<Record<MessageKey, string>>>> = {
  'en-US': catalogue('en-US', enUS),
  'zh-CN': catalogue('zh-CN', zhCN),
};
