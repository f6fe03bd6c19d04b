import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { repairAssigneesQueryOptions } from '../../../api/eam';
import { FormModal } from '../../../components/data-table';
import { assigneeOptions } from '../lib/assignees';
import type { OrderDialogProps } from './order-dialog-props';
import { SearchSelect } from '../../../components/search-select';

export interface DispatchValues {
  assigneeId: number;
}

/** Assigns the order to a technician (or another one: re-dispatch). */
export function DispatchModal({
  order,
  submitting,
  onSubmit,
  onClose,
}: OrderDialogProps<DispatchValues>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DispatchValues>();
  const assignees = useQuery({ ...repairAssigneesQueryOptions(), enabled: order !== undefined });
  const again = order?.status === 'dispatched';
  return (
    <FormModal<DispatchValues>
      name="eam-dispatch"
      title={t(again ? 'eam.dialogs.redispatchTitle' : 'eam.dialogs.dispatchTitle', {
        code: order?.code ?? '',
      })}
      open={order !== undefined}
      form={form}
      initialValues={order?.assigneeId ? { assigneeId: order.assigneeId } : {}}
      submitting={submitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Form.Item
        name="assigneeId"
        label={t('eam.fields.assignee')}
        rules={[{ required: true, message: t('eam.dialogs.assigneeRequired') }]}
      >
        <SearchSelect
          loading={assignees.isLoading}
          placeholder={t('eam.dialogs.assigneePlaceholder')}
          notFoundContent={assignees.isError ? t('eam.loadFailed') : undefined}
          options={assigneeOptions(assignees.data)}
        />
      </Form.Item>
    </FormModal>
  );
}
