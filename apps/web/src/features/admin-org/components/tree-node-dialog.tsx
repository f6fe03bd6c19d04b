import { Form, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/data-table';
import { subtreeKeys, toTreeOptions, type TreeRecord } from '../lib/tree';
import { SortField } from './sort-field';

/** What a tree's dialog does: add a node at the top or under a parent, or change one. */
export type TreeDialogTarget<T> =
  { kind: 'create'; parent: T | null } | { kind: 'edit'; record: T };

export interface TreeNodeDialogProps<T extends TreeRecord<T>, K extends string | number, V> {
  /** Whose title and labels: enterprises or departments. */
  area: 'enterprise' | 'dept';
  target: TreeDialogTarget<T>;
  /** The tree the parent is chosen from, and how a node is referred to as a parent. */
  tree: readonly T[];
  keyOf: (node: T) => K;
  nameOf: (node: T) => string;
  /** The form field holding the parent (parentCode, parentId). */
  parentField: string;
  initialValues: Partial<V>;
  submitting: boolean;
  onSubmit: (values: V) => void;
  onClose: () => void;
  /** The node's own fields, between its parent and its sort. */
  children: ReactNode;
}

/** Adds or changes a node of a tree (an enterprise, a department): its parent, fields, sort. */
export function TreeNodeDialog<T extends TreeRecord<T>, K extends string | number, V>({
  area,
  target,
  tree,
  keyOf,
  nameOf,
  parentField,
  children,
  ...modal
}: TreeNodeDialogProps<T, K, V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  // A node cannot move under itself or one of its own descendants.
  const excluded = new Set(target.kind === 'edit' ? subtreeKeys(target.record, keyOf) : []);
  const parents = toTreeOptions(tree, keyOf, nameOf, excluded);
  const title =
    target.kind === 'edit' ? 'editTitle' : target.parent ? 'createChildTitle' : 'createTitle';

  return (
    <FormModal<V>
      name={`${area}-dialog`}
      title={t(`adminOrg.${area}.${title}`)}
      form={form}
      open
      {...modal}
    >
      <Form.Item name={parentField} label={t(`adminOrg.${area}.parent`)}>
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          placeholder={t(`adminOrg.${area}.parentPlaceholder`)}
          treeData={parents}
        />
      </Form.Item>
      {children}
      <SortField />
    </FormModal>
  );
}
