import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeptNode } from '../../../api/admin-org';
import { useCloseOnSave } from '../hooks/use-close-on-save';
import { useDeptMutations } from '../hooks/use-dept-mutations';
import { requiredText } from '../lib/rules';
import { TreeNodeDialog, type TreeDialogTarget } from './tree-node-dialog';

/** Top of an enterprise's department tree. */
const TOP = 0;

export type DeptDialogTarget = TreeDialogTarget<DeptNode>;

interface Values {
  name: string;
  parentId?: number;
  sort?: number | null;
}

export interface DeptDialogProps {
  target: DeptDialogTarget;
  /** The enterprise the department is (or goes) in. */
  entCode: string;
  /** That enterprise's department tree: the parents to choose from (it moves only within). */
  tree: readonly DeptNode[];
  onClose: () => void;
}

export function DeptDialog({ target, entCode, tree, onClose }: DeptDialogProps) {
  const { t } = useTranslation();
  const { create, update } = useDeptMutations();
  const record = target.kind === 'edit' ? target.record : null;
  const onSuccess = useCloseOnSave(record !== null, onClose);

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
    if (record) update.mutate({ deptId: record.deptId, ...fields }, { onSuccess });
    // A top department names its enterprise; a sub-department is in its parent's.
    else create.mutate(fields.parentId === TOP ? { ...fields, entCode } : fields, { onSuccess });
  };

  return (
    <TreeNodeDialog<DeptNode, number, Values>
      area="dept"
      target={target}
      tree={tree}
      keyOf={(node) => node.deptId}
      nameOf={(node) => node.name}
      parentField="parentId"
      initialValues={initialValues}
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('adminOrg.dept.name')}
        rules={[requiredText(t('adminOrg.dept.nameRequired'))]}
      >
        <Input maxLength={128} autoFocus />
      </Form.Item>
    </TreeNodeDialog>
  );
}
