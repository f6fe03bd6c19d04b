import { App, Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '../../../api/admin-org';
import { FormModal } from '../../../components/data-table';
import { useDeptMutations } from '../hooks/use-dept-mutations';
import { requiredText } from '../lib/rules';
import { subtreeKeys, toTreeOptions } from '../lib/tree';
import { SortField } from './sort-field';

/** Top of an enterprise's department tree. */
const TOP = 0;

export type DeptDialogTarget =
  { kind: 'create'; parent: DeptNode | null } | { kind: 'edit'; record: DeptNode };

interface Values {
  name: string;
  parentId?: number;
  sort?: number | null;
}

export interface DeptDialogProps {
  target: DeptDialogTarget;
  /** The enterprise the department is (or goes) in. */
  entCode: string;
  /** That enterprise's department tree: the parents to choose from. */
  tree: readonly DeptNode[];
  onClose: () => void;
}

export function DeptDialog({ target, entCode, tree, onClose }: DeptDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { create, update } = useDeptMutations();
  const record = target.kind === 'edit' ? target.record : null;
  // A department moves only within its enterprise, and never under itself.
  const excluded = new Set(record ? subtreeKeys(record, (node) => node.deptId) : []);
  const parents = toTreeOptions(
    tree,
    (node) => node.deptId,
    (node) => node.name,
    excluded,
  );

  const parentOf = (id: number | undefined) => (id === undefined || id === TOP ? undefined : id);
  const initialValues: Partial<Values> = record
    ? { name: record.name, parentId: parentOf(record.parentId), sort: record.sort }
    : { parentId: target.kind === 'create' ? target.parent?.deptId : undefined, sort: 0 };

  const onSubmit = (values: Values) => {
    const fields = {
      name: values.name.trim(),
      parentId: values.parentId ?? TOP,
      sort: values.sort ?? 0,
    };
    const onSuccess = () => {
      void message.success(t(record ? 'adminOrg.common.saved' : 'adminOrg.common.created'));
      onClose();
    };
    if (record) update.mutate({ deptId: record.deptId, ...fields }, { onSuccess });
    // A top department names its enterprise; a sub-department is in its parent's.
    else create.mutate(fields.parentId === TOP ? { ...fields, entCode } : fields, { onSuccess });
  };

  const title = record
    ? t('adminOrg.dept.editTitle')
    : target.kind === 'create' && target.parent
      ? t('adminOrg.dept.createChildTitle')
      : t('adminOrg.dept.createTitle');

  return (
    <FormModal<Values>
      name="dept-dialog"
      title={title}
      form={form}
      initialValues={initialValues}
      open
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item name="parentId" label={t('adminOrg.dept.parent')}>
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          placeholder={t('adminOrg.dept.parentPlaceholder')}
          treeData={parents}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('adminOrg.dept.name')}
        rules={[requiredText(t('adminOrg.dept.nameRequired'))]}
      >
        <Input maxLength={128} autoFocus />
      </Form.Item>
      <SortField />
    </FormModal>
  );
}
