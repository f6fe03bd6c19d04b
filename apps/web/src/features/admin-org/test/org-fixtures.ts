import type { DeptNode, EnterpriseItem, EnterpriseNode } from '../../../api/admin-org';

const STAMPS = { createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-01T08:00:00.000Z' };

export const ENTERPRISE_LIST: EnterpriseItem[] = [
  { entId: 1, code: 'HQ', name: '总部', parentCode: null },
  { entId: 2, code: 'SH', name: '上海公司', parentCode: 'HQ' },
  { entId: 3, code: 'BJ', name: '北京公司', parentCode: null },
];

export const ENTERPRISE_TREE: EnterpriseNode[] = [
  {
    entId: 1,
    code: 'HQ',
    name: '总部',
    parentCode: null,
    sort: 0,
    ...STAMPS,
    children: [
      {
        entId: 2,
        code: 'SH',
        name: '上海公司',
        parentCode: 'HQ',
        sort: 0,
        ...STAMPS,
        children: [],
      },
    ],
  },
  { entId: 3, code: 'BJ', name: '北京公司', parentCode: null, sort: 1, ...STAMPS, children: [] },
];

function dept(deptId: number, parentId: number, name: string, children: DeptNode[] = []): DeptNode {
  return { deptId, parentId, name, entId: 1, entCode: 'HQ', sort: 0, ...STAMPS, children };
}

/** The department tree of enterprise HQ. */
export const HQ_DEPTS: DeptNode[] = [dept(10, 0, '总经办', [dept(11, 10, '财务部')])];
