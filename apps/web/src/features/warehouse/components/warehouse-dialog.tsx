import { WAREHOUSE_LEVELS, type Warehouse, type WarehouseLevel } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { enterpriseListQueryOptions } from '../../../api/admin-org';
import { userListQueryOptions } from '../../../api/admin-users';
import { storeOptionsQueryOptions } from '../../../api/eam';
import { SavingFormModal } from '../../../components/data-table';
import { createWarehouse, updateWarehouse, warehouseKeys } from '../api';
import { WarehouseSelect } from './warehouse-select';
import { RequiredText } from '../../../components/required-text';
import { SearchSelect } from '../../../components/search-select';
import { choicesOf } from '../../../lib/choices';

interface Values {
  parentId?: number;
  code: string;
  name: string;
  level: WarehouseLevel;
  enterpriseId: number;
  storeId?: number;
  address?: string;
  enabled: boolean;
  sort: number;
  keeperIds: number[];
}

/** A new warehouse (under `parent` when given) or a change of one; its keepers are users. */
export function WarehouseDialog({
  record,
  parent,
  onClose,
}: {
  record: Warehouse | null;
  parent?: Warehouse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const level = Form.useWatch('level', form);
  const enterprises = useQuery(enterpriseListQueryOptions());
  const users = useQuery(userListQueryOptions());
  const stores = useQuery(storeOptionsQueryOptions());
  const save = (v: Values) => {
    const body = {
      parentId: v.parentId ?? 0,
      code: v.code.trim(),
      name: v.name.trim(),
      level: v.level,
      storeId: v.level === 'store' ? (v.storeId ?? null) : null,
      address: v.address?.trim() || null,
      enabled: v.enabled,
      sort: v.sort,
      keeperIds: v.keeperIds,
    };
    return record
      ? updateWarehouse({ warehouseId: record.warehouseId, ...body })
      : createWarehouse({ ...body, enterpriseId: v.enterpriseId });
  };
  const initial: Partial<Values> = record
    ? {
        ...record,
        parentId: record.parentId || undefined,
        storeId: record.storeId ?? undefined,
        address: record.address ?? undefined,
        keeperIds: record.keepers.map((k) => k.userId),
      }
    : {
        parentId: parent?.warehouseId,
        enterpriseId: parent?.enterpriseId ?? enterprises.data?.[0]?.entId,
        level: parent ? (parent.level === 'central' ? 'regional' : 'store') : 'central',
        enabled: true,
        sort: 0,
        keeperIds: [],
      };
  return (
    <SavingFormModal<Values>
      name="warehouse"
      title={record ? t('warehouse.common.edit') : t('warehouse.warehouses.add')}
      form={form}
      initialValues={initial}
      save={save}
      refresh={warehouseKeys.all}
      done={() => t('warehouse.common.saved')}
      onClose={onClose}
    >
      <Form.Item
        name="code"
        label={t('warehouse.warehouses.code')}
        rules={[{ required: true, pattern: /^[A-Z][A-Z0-9-]{0,31}$/ }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <RequiredText name="name" label={t('warehouse.warehouses.name')} max={64} />
      <Form.Item
        name="enterpriseId"
        label={t('warehouse.warehouses.enterprise')}
        rules={[{ required: true }]}
      >
        <Select
          disabled={record !== null}
          options={(enterprises.data ?? []).map((e) => ({ value: e.entId, label: e.name }))}
        />
      </Form.Item>
      <Form.Item name="parentId" label={t('warehouse.warehouses.parent')}>
        <WarehouseSelect placeholder={t('warehouse.warehouses.top')} />
      </Form.Item>
      <Form.Item name="level" label={t('warehouse.warehouses.level')} rules={[{ required: true }]}>
        <Select options={choicesOf(WAREHOUSE_LEVELS, (l) => t(`warehouse.level.${l}`))} />
      </Form.Item>
      {level === 'store' && (
        <Form.Item name="storeId" label={t('warehouse.warehouses.store')}>
          <SearchSelect
            allowClear
            options={(stores.data ?? []).map((s) => ({ value: s.storeId, label: s.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="keeperIds" label={t('warehouse.warehouses.keepers')}>
        <SearchSelect
          mode="multiple"
          options={(users.data ?? []).map((u) => ({
            value: u.userId,
            label: `${u.nickname}（${u.username}）`,
          }))}
        />
      </Form.Item>
      <Form.Item name="address" label={t('warehouse.warehouses.address')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="sort" label={t('warehouse.warehouses.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="enabled" label={t('warehouse.warehouses.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </SavingFormModal>
  );
}
