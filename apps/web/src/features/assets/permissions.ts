import { ASSET_DOC_PERMISSIONS, ASSET_DOC_TYPES, ASSET_PERMISSIONS } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** What the user may do with categories and assets: buttons are hidden otherwise (the server checks too). */
export function useAssetPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const has = (key: string) => permissions[key] === true;
  const { category, asset } = ASSET_PERMISSIONS;
  return {
    category: {
      view: has(category.view),
      add: has(category.add),
      edit: has(category.edit),
      del: has(category.del),
    },
    asset: {
      add: has(asset.add),
      edit: has(asset.edit),
      export: has(asset.export),
      import: has(asset.import),
      label: has(asset.label),
      /** May apply for at least one lifecycle document (the register's bulk action). */
      document: ASSET_DOC_TYPES.some((type) => has(ASSET_DOC_PERMISSIONS[type])),
    },
  };
}
