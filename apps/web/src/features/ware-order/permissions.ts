import { WARE_ORDER_KEYS, type WareOrderType } from '@depot/shared';
import { useSessionStore } from '../../stores/session';

/** What the user may do with orders of `type`: buttons are hidden otherwise (the server checks too). */
export function useWareOrderPermissions(type: WareOrderType) {
  const permissions = useSessionStore((s) => s.permissions);
  const keys = WARE_ORDER_KEYS[type];
  const has = (key: string) => permissions[key] === true;
  return {
    add: has(keys.add),
    edit: has(keys.edit),
    assign: has(keys.assign),
    act: has(keys.act),
    cancel: has(keys.cancel),
    export: has(keys.export),
  };
}
export type WareOrderPermissions = ReturnType<typeof useWareOrderPermissions>;
