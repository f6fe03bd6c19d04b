import type { PageMap } from '../../lib/page-map';

/** Pages made of two features' parts (each its own chunk), merged with the features' maps. */
export const COMPOSED_PAGES: PageMap = [
  [
    '/item/item-repairorder-detail',
    () => import('./warranty-repair-page').then((m) => m.WarrantyRepairPage),
  ],
];
