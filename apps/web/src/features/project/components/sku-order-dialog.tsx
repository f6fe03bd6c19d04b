import type { ProjectDetail, SkuOption, SkuOrderInput } from '@depot/shared';
import { Button, DatePicker, Flex, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { saveForm, useSaving } from '../../../lib/use-saving';
import { REMOTE_SELECT_SIZE, RemoteSelect } from '../../../components/remote-select';
import { skuLabel } from '../../../lib/sku-label';
import { createSkuOrder, materialKeys, skuOptionsQueryOptions } from '../api';
import { skuOrderHref } from '../paths';

const skuMatches = (q: string | undefined) =>
  skuOptionsQueryOptions({ current: 1, size: REMOTE_SELECT_SIZE, q });

const skuOption = (s: SkuOption) => ({
  value: s.skuId,
  label: `${skuLabel(s)} (${s.unit})`,
});

interface Values {
  title: string;
  stageId?: number | null;
  neededBy?: Dayjs | null;
  note?: string;
  lines: Array<{ skuId?: number; quantity?: number }>;
}

/**
 * A new SKU order of `project`: a name, optionally a stage and the day needed, the SKUs and
 * quantities (a SKU once); checked here before it is sent, then its page opens.
 */
export function SkuOrderDialog({
  project,
  onClose,
}: {
  project: ProjectDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaving({
    save: (values: Values) => {
      const body: SkuOrderInput = {
        projectId: project.id,
        stageId: values.stageId ?? null,
        title: values.title,
        neededBy: values.neededBy ? values.neededBy.format('YYYY-MM-DD') : null,
        note: values.note ?? null,
        lines: values.lines.map((l) => ({ skuId: l.skuId!, quantity: l.quantity! })),
      };
      return createSkuOrder(body);
    },
    refresh: materialKeys.all,
    done: (order) => t('projectDispatch.skuOrder.created', { code: order.code }),
    then: (order) => {
      onClose();
      void navigate(skuOrderHref(order.id));
    },
  });
  const lines = Form.useWatch('lines', form) ?? [];
  const taken = (index: number) =>
    new Set(lines.filter((_, i) => i !== index).map((l) => l?.skuId));
  return (
    <Modal
      open
      title={t('projectDispatch.skuOrder.addTitle')}
      okText={t('projectDispatch.skuOrder.add')}
      confirmLoading={save.isPending}
      onOk={() => saveForm(form, save.mutateAsync)}
      onCancel={onClose}
      width={720}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ lines: [{}] }}>
        <Form.Item
          name="title"
          label={t('projectDispatch.skuOrder.titleLabel')}
          rules={[
            { required: true, whitespace: true, message: t('projectDispatch.skuOrder.giveTitle') },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="stageId" label={t('projectDispatch.skuOrder.stage')}>
            <Select
              allowClear
              style={{ minWidth: 200 }}
              placeholder={t('projectDispatch.skuOrder.anyStage')}
              options={project.stages.map((s) => ({ value: s.id, label: `${s.seq}. ${s.name}` }))}
            />
          </Form.Item>
          <Form.Item name="neededBy" label={t('projectDispatch.skuOrder.neededBy')}>
            <DatePicker />
          </Form.Item>
        </Flex>
        <Form.Item name="note" label={t('projectDispatch.skuOrder.note')}>
          <Input.TextArea maxLength={500} autoSize />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="flex-start" wrap>
                  <Form.Item
                    name={[field.name, 'skuId']}
                    label={index === 0 ? t('projectDispatch.skuOrder.sku') : undefined}
                    // Checked again when another line's SKU changes: a repeat may have gone.
                    dependencies={fields
                      .filter((other) => other.key !== field.key)
                      .map((other) => ['lines', other.name, 'skuId'])}
                    rules={[
                      { required: true, message: t('projectDispatch.skuOrder.pickSku') },
                      {
                        // A SKU once an order: the server refuses it twice.
                        validator: (_, skuId?: number) =>
                          skuId !== undefined && taken(index).has(skuId)
                            ? Promise.reject(new Error(t('projectDispatch.skuOrder.skuTwice')))
                            : Promise.resolve(),
                      },
                    ]}
                    style={{ flex: 1, minWidth: 240 }}
                  >
                    <RemoteSelect
                      aria-label={t('projectDispatch.skuOrder.sku')}
                      popupMatchSelectWidth={false}
                      search={skuMatches}
                      toOption={skuOption}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    label={index === 0 ? t('projectDispatch.skuOrder.quantity') : undefined}
                    rules={[
                      { required: true, message: t('projectDispatch.skuOrder.giveQuantity') },
                    ]}
                  >
                    <InputNumber
                      min={1}
                      max={100000}
                      precision={0}
                      aria-label={t('projectDispatch.skuOrder.quantity')}
                    />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button
                      type="link"
                      danger
                      style={index === 0 ? { marginTop: 30 } : undefined}
                      onClick={() => remove(field.name)}
                    >
                      {t('projectDispatch.skuOrder.removeLine')}
                    </Button>
                  )}
                </Flex>
              ))}
              <Button onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                {t('projectDispatch.skuOrder.addLine')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
