import { DISPATCH_KINDS, type DispatchInput, type DispatchKind } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REMOTE_SELECT_SIZE, RemoteSelect } from '../../../components/remote-select';
import { saveForm, useSaving } from '../../../lib/use-saving';
import {
  createDispatch,
  dispatchSuppliersQueryOptions,
  materialKeys,
  projectPageQueryOptions,
  projectQueryOptions,
  skuOrderPageQueryOptions,
} from '../api';
import { dispatchHref } from '../paths';
import { choicesOf } from '../../../lib/choices';

interface Values {
  projectId?: number;
  stageId?: number;
  kind: DispatchKind;
  crew?: string;
  supplierId?: number;
  contact?: string;
  phone?: string;
  planned?: [Dayjs, Dayjs];
  skuOrderId?: number | null;
  note?: string;
}

/**
 * A new dispatch: a project (open ones), one of its stages, a crew (named) or a supplier, the
 * planned days, optionally one of its SKU orders whose materials go with it; checked here
 * before it is sent, then its page opens.
 */
export function DispatchDialog({
  projectId,
  onClose,
}: {
  /** The project it is for, when opened from one. */
  projectId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { t: w } = useTranslation('translation', { keyPrefix: 'projectDispatch.dispatch' });
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('projectId', form) ?? projectId;
  const kind = Form.useWatch('kind', form) ?? 'crew';
  const project = useQuery({ ...projectQueryOptions(chosen ?? 0), enabled: !!chosen });
  const skuOrders = useQuery({
    ...skuOrderPageQueryOptions({ projectId: chosen ?? 0, current: 1, size: 100 }),
    enabled: !!chosen,
  });
  const save = useSaving({
    save: (v: Values) => {
      const body: DispatchInput = {
        projectId: v.projectId!,
        stageId: v.stageId!,
        kind: v.kind,
        crew: v.kind === 'crew' ? (v.crew ?? null) : null,
        supplierId: v.kind === 'supplier' ? (v.supplierId ?? null) : null,
        contact: v.contact ?? null,
        phone: v.phone ?? null,
        plannedStart: v.planned![0].format('YYYY-MM-DD'),
        plannedEnd: v.planned![1].format('YYYY-MM-DD'),
        skuOrderId: v.skuOrderId ?? null,
        note: v.note ?? null,
      };
      return createDispatch(body);
    },
    refresh: materialKeys.all,
    done: (d) => w('created', { code: d.code }),
    then: (d) => {
      onClose();
      void navigate(dispatchHref(d.id));
    },
  });
  return (
    <Modal
      open
      title={w('addTitle')}
      okText={w('add')}
      confirmLoading={save.isPending}
      onOk={() => saveForm(form, save.mutateAsync)}
      onCancel={onClose}
      width={640}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ projectId, kind: 'crew' }}>
        <Form.Item
          name="projectId"
          label={w('project')}
          rules={[{ required: true, message: w('pickProject') }]}
        >
          <RemoteSelect
            search={(keyword) =>
              projectPageQueryOptions({ current: 1, size: REMOTE_SELECT_SIZE, open: true, keyword })
            }
            toOption={(p) => ({ value: p.id, label: `${p.code} ${p.name}` })}
            valueLabel={project.data && `${project.data.code} ${project.data.name}`}
            onChange={() => form.setFieldsValue({ stageId: undefined, skuOrderId: undefined })}
          />
        </Form.Item>
        <Form.Item
          name="stageId"
          label={w('stage')}
          rules={[{ required: true, message: w('pickStage') }]}
        >
          <Select<number>
            loading={project.isLoading}
            options={(project.data?.stages ?? []).map((s) => ({
              value: s.id,
              label: `${s.seq}. ${s.name}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="kind" label={w('kind')}>
          <Radio.Group options={choicesOf(DISPATCH_KINDS, (k) => w(`kinds.${k}`))} />
        </Form.Item>
        {kind === 'crew' ? (
          <Form.Item
            name="crew"
            label={w('crew')}
            rules={[{ required: true, whitespace: true, message: w('giveCrew') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        ) : (
          <Form.Item
            name="supplierId"
            label={w('supplier')}
            rules={[{ required: true, message: w('pickSupplier') }]}
          >
            <RemoteSelect
              search={(q) =>
                dispatchSuppliersQueryOptions({ current: 1, size: REMOTE_SELECT_SIZE, q })
              }
              toOption={(s) => ({ value: s.supplierId, label: s.name })}
            />
          </Form.Item>
        )}
        <Flex gap={16} wrap>
          <Form.Item name="contact" label={w('contact')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="phone" label={w('phone')}>
            <Input maxLength={20} inputMode="tel" />
          </Form.Item>
        </Flex>
        <Form.Item
          name="planned"
          label={w('planned')}
          rules={[{ required: true, message: w('pickPlanned') }]}
        >
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="skuOrderId" label={w('skuOrder')}>
          <Select<number>
            allowClear
            placeholder={w('noSkuOrder')}
            loading={skuOrders.isLoading}
            options={(skuOrders.data?.records ?? [])
              .filter((o) => o.status !== 'cancelled')
              .map((o) => ({
                value: o.id,
                label: `${o.code} ${o.title} · ${t(`projectDispatch.skuOrder.statuses.${o.status}`)}`,
              }))}
          />
        </Form.Item>
        <Form.Item name="note" label={w('note')}>
          <Input.TextArea maxLength={500} autoSize />
        </Form.Item>
      </Form>
    </Modal>
  );
}
