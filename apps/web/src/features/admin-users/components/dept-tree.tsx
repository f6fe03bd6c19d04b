import { Button, Empty, Flex, Input, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree } from '../hooks/use-org-tree';
import { filterOrgTree } from '../lib/org-tree';

/** The organisation beside the user table: choosing a department filters the table by it. */
export function DeptTree({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (deptId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const org = useOrgTree();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterOrgTree(org.tree, search), [org.tree, search]);

  let body;
  if (org.isLoading) body = <Spin />;
  else if (org.isError)
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataTable.loadFailed')}>
        <Button onClick={org.refetch}>{t('common.retry')}</Button>
      </Empty>
    );
  else if (shown.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminUsers.depts.empty')} />;
  else
    body = (
      <Tree
        aria-label={t('adminUsers.depts.title')}
        blockNode
        treeData={shown}
        // Opens all on each search (a new tree), so every match shows.
        key={search}
        defaultExpandAll
        selectedKeys={value === undefined ? [] : [value]}
        onSelect={(_, { node, selected }) =>
          onChange(selected && typeof node.value === 'number' ? node.value : undefined)
        }
      />
    );

  return (
    <Flex vertical gap={8}>
      <Input.Search
        aria-label={t('adminUsers.depts.search')}
        placeholder={t('adminUsers.depts.search')}
        allowClear
        onChange={(event) => setSearch(event.target.value)}
      />
      <Button
        type={value === undefined ? 'primary' : 'text'}
        ghost={value === undefined}
        block
        style={{ textAlign: 'start' }}
        onClick={() => onChange(undefined)}
      >
        {t('adminUsers.depts.all')}
      </Button>
      {body}
    </Flex>
  );
}
