import type { WareOrderDetail } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRequired } from './use-required';
import { FormModal } from '../../../components/data-table';
import { ORDER_QUERIES } from '../api';
import { SearchSelect } from '../../../components/search-select';

interface Values {
  workerId: number;
}

/** Choose the worker of an order (again, to re-assign it). */
export function AssignModal({
  order,
  submitting,
  onSubmit,
  onClose,
}: {
  order: WareOrderDetail | undefined;
  submitting: boolean;
  onSubmit: (workerId: number, name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const required = useRequired();
  const workers = useQuery({
    ...ORDER_QUERIES[order?.type ?? 'work'].workers(),
    enabled: order !== undefined,
  });
  const options = (workers.data ?? []).map((w) => ({ value: w.userId, label: w.nickname }));
  return (
    <FormModal<Values>
      name="ware-order-assign"
      title={t('wareOrder.assignTitle', { code: order?.code ?? '' })}
      open={order !== undefined}
      form={form}
      initialValues={{ workerId: order?.worker?.userId }}
      submitting={submitting}
      onSubmit={(values) =>
        onSubmit(values.workerId, options.find((o) => o.value === values.workerId)?.label ?? '')
      }
      onClose={onClose}
    >
      <Form.Item
        name="workerId"
        label={t('wareOrder.worker')}
        rules={required.choice(t('wareOrder.worker'))}
      >
        <SearchSelect loading={workers.isLoading} options={options} />
      </Form.Item>
    </FormModal>
  );
}
