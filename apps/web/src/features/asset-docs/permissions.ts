import {
  ASSET_DOC_PERMISSIONS,
  ASSET_DOC_TYPES,
  ASSET_PERMISSIONS,
  type AssetDocType,
} from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/**
 * What the user may do with lifecycle documents: the types they may apply for, issuing pickup
 * certificates. Buttons and choices are hidden otherwise; the server checks every call.
 */
export function useAssetDocPermissions() {
  const permissions = useSessionStore((s) => s.permissions);
  const has = (key: string) => permissions[key] === true;
  return {
    view: has(ASSET_DOC_PERMISSIONS.view),
    /** The document types the user may apply for, in the list's order. */
    types: ASSET_DOC_TYPES.filter((type: AssetDocType) => has(ASSET_DOC_PERMISSIONS[type])),
    certificate: has(ASSET_DOC_PERMISSIONS.certificate),
    /**
     * May read the register: the form takes the assets its bulk action names. Finding assets
     * on the form needs no more than the type's key (GET /as/doc/candidates).
     */
    readRegister: has(ASSET_PERMISSIONS.asset.view),
  };
}
