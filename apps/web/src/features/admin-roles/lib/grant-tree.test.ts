import { describe, expect, it } from 'vitest';
import {
  checkState,
  grant,
  grantsToSave,
  indexTree,
  normaliseGrants,
  revoke,
  type GrantNode,
} from './grant-tree';

const node = (id: number, kind: GrantNode['kind'], children: GrantNode[] = []): GrantNode => ({
  id,
  kind,
  children,
});

// 系统管理 (1) › 用户管理 (11) › 新增 (111), 删除 (112); 角色管理 (12); 帮助 (2) › 文档 (21)
const index = indexTree([
  node(1, 'directory', [
    node(11, 'page', [node(111, 'button'), node(112, 'button')]),
    node(12, 'page'),
  ]),
  node(2, 'directory', [node(21, 'link')]),
]);

describe('grant tree', () => {
  it('checking a button grants the page and directory above it, shown half-checked', () => {
    const granted = grant(index, new Set(), 111);
    expect(checkState(index, granted)).toEqual({ checked: [111], halfChecked: [1, 11] });
    expect(grantsToSave(index, granted)).toEqual([1, 11, 111]);
  });

  it('checking a directory grants everything under it', () => {
    const granted = grant(index, new Set(), 1);
    expect(grantsToSave(index, granted)).toEqual([1, 11, 12, 111, 112]);
    expect(checkState(index, granted).halfChecked).toEqual([]);
  });

  it('unchecking the last child drops an empty directory but keeps a page without buttons', () => {
    let granted = grant(index, new Set(), 11);
    granted = revoke(index, granted, 111);
    granted = revoke(index, granted, 112);
    expect(grantsToSave(index, granted)).toEqual([1, 11]);
    // The page stays granted without its buttons: half-checked.
    expect(checkState(index, granted)).toEqual({ checked: [], halfChecked: [1, 11] });
    granted = revoke(index, granted, 11);
    expect(grantsToSave(index, granted)).toEqual([]);
  });

  it('reads the server grants with the entries above them, dropping unknown ids', () => {
    const granted = normaliseGrants(index, [21, 999]);
    expect(grantsToSave(index, granted)).toEqual([2, 21]);
    expect(checkState(index, granted).checked).toEqual([2, 21]);
  });
});
