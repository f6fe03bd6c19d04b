import type { Language, TextPart } from '../i18n';
import type { DeepText } from '../i18n/locales/base/zh-CN';

/** One area's words: the Chinese module sets the keys, the English one must have exactly them. */
function areaWords<T extends object>(words: {
  'zh-CN': () => Promise<T>;
  'en-US': () => Promise<NoInfer<DeepText<T>>>;
}) {
  return words;
}

/**
 * The words of the areas that keep them in their feature's folder (features/<area>/words/), each
 * under its own top-level key: a new area adds its entry here, and nowhere else for its words.
 * Each language of each area is a small chunk of its own, loaded with the first area page shown
 * in that language, beside the areas' shared texts (AREA_TEXTS); never by the home page.
 */
export const AREA_WORDS = {
  equipment: areaWords({
    'zh-CN': () => import('../features/equipment/words/zh-CN').then((m) => m.equipmentZhCN),
    'en-US': () => import('../features/equipment/words/en-US').then((m) => m.equipmentEnUS),
  }),
  wareOrder: areaWords({
    'zh-CN': () => import('../features/ware-order/words/zh-CN').then((m) => m.wareOrderZhCN),
    'en-US': () => import('../features/ware-order/words/en-US').then((m) => m.wareOrderEnUS),
  }),
  warehouse: areaWords({
    'zh-CN': () => import('../features/warehouse/words/zh-CN').then((m) => m.warehouseZhCN),
    'en-US': () => import('../features/warehouse/words/en-US').then((m) => m.warehouseEnUS),
  }),
  wareTransfer: areaWords({
    'zh-CN': () =>
      import('../features/warehouse/words/transfer-zh-CN').then((m) => m.wareTransferZhCN),
    'en-US': () =>
      import('../features/warehouse/words/transfer-en-US').then((m) => m.wareTransferEnUS),
  }),
  purchase: areaWords({
    'zh-CN': () => import('../features/purchase/words/zh-CN').then((m) => m.purchaseZhCN),
    'en-US': () => import('../features/purchase/words/en-US').then((m) => m.purchaseEnUS),
  }),
  doorLock: areaWords({
    'zh-CN': () => import('../features/door-lock/words/zh-CN').then((m) => m.doorLockZhCN),
    'en-US': () => import('../features/door-lock/words/en-US').then((m) => m.doorLockEnUS),
  }),
  project: areaWords({
    'zh-CN': () => import('../features/project/words/zh-CN').then((m) => m.projectZhCN),
    'en-US': () => import('../features/project/words/en-US').then((m) => m.projectEnUS),
  }),
  projectDispatch: areaWords({
    'zh-CN': () =>
      import('../features/project/words/dispatch-zh-CN').then((m) => m.projectDispatchZhCN),
    'en-US': () =>
      import('../features/project/words/dispatch-en-US').then((m) => m.projectDispatchEnUS),
  }),
};

/** The areas' words in Chinese, the shape t() checks keys against (app/i18next.d.ts). */
export type AreaWords = {
  [K in keyof typeof AREA_WORDS]: Awaited<ReturnType<(typeof AREA_WORDS)[K]['zh-CN']>>;
};

/** Every area's words in one language, each under its key. */
async function wordsIn(language: Language): Promise<object> {
  const areas = Object.entries(AREA_WORDS);
  const words = await Promise.all(areas.map(([, loaders]) => loaders[language]()));
  return Object.fromEntries(areas.map(([key], i) => [key, words[i]]));
}

/**
 * The areas' words as one part of the texts: loaded with the first area page, beside the areas'
 * shared texts (AREA_TEXTS: app/layout/page-texts.ts), never by the home page.
 */
export const AREA_WORDS_TEXTS: TextPart = {
  'zh-CN': () => wordsIn('zh-CN'),
  'en-US': () => wordsIn('en-US'),
};
