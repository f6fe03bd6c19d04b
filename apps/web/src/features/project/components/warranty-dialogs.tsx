import type { ProjectWarranty } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { repairOrderPageQueryOptions, repairTypesQueryOptions } from '../../../api/eam';
import { searchable } from '../../../components/org-selects';
import { SavingFormModal } from '../../../components/data-table';
import { linkWarrantyOrder, projectKeys, raiseWarrantyOrder } from '../api';

interface RaiseValues {
  typeId: number;
  appointment?: Dayjs;
  remark?: string;
}

/** A repair order at the project's store, under its warranty: its type, when, the problem. */
export function RaiseWarrantyDialog({
  projectId,
  onClose,
}: {
  projectId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const types = useQuery(repairTypesQueryOptions());
  return (
    <SavingFormModal<RaiseValues, ProjectWarranty>
      name="warranty-raise"
      title={t('project.warranty.raiseTitle')}
      save={(v) =>
        raiseWarrantyOrder({
          projectId,
          typeId: v.typeId,
          appointmentTime: v.appointment ? v.appointment.toISOString() : null,
          remark: v.remark?.trim() || null,
        })
      }
      refresh={projectKeys.warranty(projectId)}
      done={() => t('project.warranty.raised')}
      onClose={onClose}
    >
      <Form.Item
        name="typeId"
        label={t('project.warranty.type')}
        rules={[{ required: true, message: t('project.warranty.pickType') }]}
      >
        <Select<number>
          {...searchable}
          loading={types.isPending}
          options={(types.data ?? []).map((ty) => ({ value: ty.typeId, label: ty.name }))}
        />
      </Form.Item>
      <Form.Item name="appointment" label={t('project.warranty.appointment')}>
        <DatePicker showTime={{ format: 'HH:mm' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('project.warranty.remark')}>
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2 }} />
      </Form.Item>
    </SavingFormModal>
  );
}

/** An order of the project's store raised since its completion, put under its warranty. */
export function LinkWarrantyDialog({
  warranty,
  onClose,
}: {
  warranty: ProjectWarranty;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const linked = new Set(warranty.orders.map((o) => o.orderId));
  const orders = useQuery(
    repairOrderPageQueryOptions({
      current: 1,
      size: 50,
      storeId: warranty.storeId,
      submitFrom: warranty.completedOn ? `${warranty.completedOn}T00:00:00+08:00` : undefined,
    }),
  );
  return (
    <SavingFormModal<{ orderId: number }, ProjectWarranty>
      name="warranty-link"
      title={t('project.warranty.linkTitle')}
      save={(v) => linkWarrantyOrder({ projectId: warranty.projectId, orderId: v.orderId })}
      refresh={projectKeys.warranty(warranty.projectId)}
      done={() => t('project.warranty.linked')}
      onClose={onClose}
    >
      <Form.Item
        name="orderId"
        label={t('project.warranty.code')}
        rules={[{ required: true, message: t('project.warranty.pickOrder') }]}
      >
        <Select<number>
          {...searchable}
          loading={orders.isPending}
          options={(orders.data?.records ?? [])
            .filter((o) => !linked.has(o.orderId))
            .map((o) => ({ value: o.orderId, label: `${o.code} ${o.typeName}` }))}
        />
      </Form.Item>
    </SavingFormModal>
  );
}
