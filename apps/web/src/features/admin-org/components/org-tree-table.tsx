import { Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useExpandedKeys } from '../hooks/use-expanded-keys';
import { findInTree, parentKeys, toTableTree, type TableTree, type TreeRecord } from '../lib/tree';
import { RecordActions } from './record-actions';
import { TreeToolbar } from './tree-toolbar';

interface Named<T> extends TreeRecord<T> {
  name: string;
}

export interface OrgTreeTableProps<T extends Named<T>> {
  /** The table's accessible name. */
  label: string;
  /** The text of the button adding a top-level record. */
  addLabel: string;
  nodes: readonly T[];
  idOf: (node: T) => number;
  /** The data columns; the actions column is added. */
  columns: ColumnsType<TableTree<T>>;
  loading: boolean;
  /** Shown above the table when the tree failed to load. */
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Each action is offered only when given (the user may). */
  onAdd?: () => void;
  onAddChild?: (parent: T) => void;
  onEdit?: (node: T) => void;
  onDelete?: (node: T) => void;
}

/** A tree of records in a table: expand/collapse all, add at the top or under a row, edit, delete. */
export function OrgTreeTable<T extends Named<T>>({
  label,
  addLabel,
  nodes,
  idOf,
  columns,
  loading,
  onRetry,
  emptyText,
  onAdd,
  onAddChild,
  onEdit,
  onDelete,
}: OrgTreeTableProps<T>) {
  const { t } = useTranslation();
  const expanded = useExpandedKeys(parentKeys(nodes, idOf));
  const rowId = (row: TableTree<T>) => idOf(row as T);
  const withNode = (row: TableTree<T>, act: ((node: T) => void) | undefined) => {
    if (!act) return undefined;
    return () => {
      // The table's rows lack their children arrays; the handlers get the full node.
      const node = findInTree(nodes, (candidate) => idOf(candidate) === rowId(row));
      if (node) act(node);
    };
  };
  const hasActions = Boolean(onAddChild ?? onEdit ?? onDelete);

  return (
    <Flex vertical gap={12}>
      <TreeToolbar
        addLabel={addLabel}
        onAdd={onAdd}
        onExpandAll={expanded.expandAll}
        onCollapseAll={expanded.collapseAll}
      />
      {onRetry && <LoadFailedAlert title={t('adminOrg.common.loadFailed')} onRetry={onRetry} />}
      <Table<TableTree<T>>
        aria-label={label}
        rowKey={rowId}
        loading={loading}
        dataSource={toTableTree(nodes)}
        pagination={false}
        locale={emptyText ? { emptyText } : undefined}
        expandable={{
          expandedRowKeys: [...expanded.expandedRowKeys],
          onExpandedRowsChange: expanded.onExpandedRowsChange,
        }}
        columns={[
          ...columns,
          ...(hasActions
            ? [
                {
                  key: 'actions',
                  title: t('adminOrg.common.actions'),
                  render: (_: unknown, row: TableTree<T>) => (
                    <RecordActions
                      name={row.name}
                      onAddChild={withNode(row, onAddChild)}
                      onEdit={withNode(row, onEdit)}
                      onDelete={withNode(row, onDelete)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
