import { useTranslation } from 'react-i18next';
import type { EnterpriseNode } from '../../../api/admin-org';
import { useCloseOnSave } from '../hooks/use-close-on-save';
import { useEnterpriseMutations } from '../hooks/use-enterprise-mutations';
import { CodeNameFields } from './code-name-fields';
import { TreeNodeDialog, type TreeDialogTarget } from './tree-node-dialog';

/** What the dialog does: add a top-level or child enterprise, or change one. */
export type EnterpriseDialogTarget = TreeDialogTarget<EnterpriseNode>;

interface Values {
  code: string;
  name: string;
  parentCode?: string;
  sort?: number | null;
}

export interface EnterpriseDialogProps {
  target: EnterpriseDialogTarget;
  tree: readonly EnterpriseNode[];
  onClose: () => void;
}

export function EnterpriseDialog({ target, tree, onClose }: EnterpriseDialogProps) {
  const { t } = useTranslation();
  const { create, update } = useEnterpriseMutations();
  const record = target.kind === 'edit' ? target.record : null;
  const onSuccess = useCloseOnSave(record !== null, onClose);

  const initialValues: Partial<Values> = record
    ? {
        code: record.code,
        name: record.name,
        parentCode: record.parentCode ?? undefined,
        sort: record.sort,
      }
    : { parentCode: target.kind === 'create' ? target.parent?.code : undefined, sort: 0 };

  const onSubmit = (values: Values) => {
    const body = {
      code: values.code.trim(),
      name: values.name.trim(),
      parentCode: values.parentCode ?? null,
      sort: values.sort ?? 0,
    };
    if (record) update.mutate({ entId: record.entId, ...body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  return (
    <TreeNodeDialog<EnterpriseNode, string, Values>
      area="enterprise"
      target={target}
      tree={tree}
      keyOf={(node) => node.code}
      nameOf={(node) => node.name}
      parentField="parentCode"
      initialValues={initialValues}
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CodeNameFields
        area="enterprise"
        nameMaxLength={128}
        codeHint={record ? t('adminOrg.enterprise.codeHint') : undefined}
      />
    </TreeNodeDialog>
  );
}
