import { useQueries, useQueryClient } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useState } from 'react';
import { deptListQueryOptions, ROOT_DEPT_ID } from '../../../api/admin-org';

interface DeptTreeSelectProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder?: string;
}

/** Several departments from the department tree, each level loaded when opened. */
export function DeptTreeSelect({ id, value, onChange, placeholder }: DeptTreeSelectProps) {
  const queryClient = useQueryClient();
  const [openedParents, setOpenedParents] = useState<number[]>([ROOT_DEPT_ID]);
  const levels = useQueries({
    queries: openedParents.map((parentId) => deptListQueryOptions({ parentId })),
  });
  const childless = new Set(openedParents.filter((_, index) => levels[index]?.data?.length === 0));
  const treeData = levels.flatMap((level) =>
    (level.data ?? []).map((dept) => ({
      id: dept.deptId,
      pId: dept.parentId,
      value: dept.deptId,
      title: dept.name,
      isLeaf: childless.has(dept.deptId),
    })),
  );

  return (
    <TreeSelect
      id={id}
      multiple
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={placeholder}
      value={value}
      onChange={(next: number[]) => onChange?.(next)}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: ROOT_DEPT_ID }}
      treeData={treeData}
      loadData={async (node) => {
        const parentId = Number(node.value);
        if (!openedParents.includes(parentId)) setOpenedParents((list) => [...list, parentId]);
        await queryClient.ensureQueryData(deptListQueryOptions({ parentId }));
      }}
    />
  );
}
