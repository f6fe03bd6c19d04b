import type { PageMap } from '../../lib/page-map';

/**
 * Store equipment (docs/assets.md; laid out as docs/adding-an-area.md says):
 * the devices' page. The feature's own page map (each page its own chunk); the shell's registry
 * merges it. Its words are in ./words, its query factories in ./api.ts.
 */
export const EQUIPMENT_PAGES: PageMap = [
  [
    '/as/equipment/antenna/index',
    () => import('./pages/equipment-page').then((m) => m.EquipmentPage),
  ],
];
