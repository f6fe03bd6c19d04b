import { App, Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EnterpriseNode } from '../../../api/admin-org';
import { FormModal } from '../../../components/data-table';
import { useEnterpriseMutations } from '../hooks/use-enterprise-mutations';
import { codeRules, requiredText } from '../lib/rules';
import { subtreeKeys, toTreeOptions } from '../lib/tree';
import { SortField } from './sort-field';

/** What the dialog does: add a top-level or child enterprise, or change one. */
export type EnterpriseDialogTarget =
  { kind: 'create'; parent: EnterpriseNode | null } | { kind: 'edit'; record: EnterpriseNode };

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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { create, update } = useEnterpriseMutations();
  const record = target.kind === 'edit' ? target.record : null;
  // An enterprise cannot move under itself or one of its own sub-enterprises.
  const excluded = new Set(record ? subtreeKeys(record, (node) => node.code) : []);
  const parents = toTreeOptions(
    tree,
    (node) => node.code,
    (node) => node.name,
    excluded,
  );

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
    const onSuccess = () => {
      void message.success(t(record ? 'adminOrg.common.saved' : 'adminOrg.common.created'));
      onClose();
    };
    if (record) update.mutate({ entId: record.entId, ...body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  const title = record
    ? t('adminOrg.enterprise.editTitle')
    : target.kind === 'create' && target.parent
      ? t('adminOrg.enterprise.createChildTitle')
      : t('adminOrg.enterprise.createTitle');

  return (
    <FormModal<Values>
      name="enterprise-dialog"
      title={title}
      form={form}
      initialValues={initialValues}
      open
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item name="parentCode" label={t('adminOrg.enterprise.parent')}>
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          placeholder={t('adminOrg.enterprise.parentPlaceholder')}
          treeData={parents}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('adminOrg.enterprise.code')}
        rules={codeRules(t('adminOrg.enterprise.codeRequired'), t('adminOrg.common.codePattern'))}
        extra={record ? t('adminOrg.enterprise.codeHint') : undefined}
      >
        <Input maxLength={64} autoFocus />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('adminOrg.enterprise.name')}
        rules={[requiredText(t('adminOrg.enterprise.nameRequired'))]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <SortField />
    </FormModal>
  );
}
