import type { Equipment } from '@depot/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { equipmentKeys, reportEquipmentFault } from '../api';
import { eamKeys, repairTypesQueryOptions } from '../../../api/eam';
import { FormModal } from '../../../components/data-table';
import { repairOrderHref } from '../paths';

interface Values {
  typeId: number;
  remark?: string;
}

/** "Report a fault": a repair order for the device's store, linked to the device. */
export function FaultDialog({ device, onClose }: { device: Equipment; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // The toast lives outside the page's router context: it gets the page's navigate.
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const types = useQuery(repairTypesQueryOptions());
  const report = useMutation({
    mutationFn: (v: Values) =>
      reportEquipmentFault(device.equipmentId, {
        typeId: v.typeId,
        remark: v.remark?.trim() || null,
      }),
    onSuccess: async (order) => {
      // The device is faulty now and the repair orders have one more.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: equipmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: eamKeys.records() }),
      ]);
      void message.success(
        <>
          {t('equipment.faultReported', { code: order.code })}{' '}
          <Button
            type="link"
            size="small"
            onClick={() => void navigate(repairOrderHref(order.orderId))}
          >
            {t('equipment.openOrder')}
          </Button>
        </>,
      );
      onClose();
    },
  });
  return (
    <FormModal<Values>
      name="equipment-fault"
      title={t('equipment.faultTitle', { name: `${device.storeName} ${device.position}` })}
      open
      form={form}
      submitting={report.isPending}
      onSubmit={(values) => report.mutate(values)}
      onClose={onClose}
    >
      <Form.Item name="typeId" label={t('equipment.faultType')} rules={[{ required: true }]}>
        <Select
          loading={types.isPending}
          options={(types.data ?? []).map((type) => ({ value: type.typeId, label: type.name }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('equipment.faultRemark')} rules={[{ max: 1000 }]}>
        <Input.TextArea maxLength={1000} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
