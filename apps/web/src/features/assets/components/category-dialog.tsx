import {
  ASSET_PREFIX_PATTERN,
  ASSET_TRACKING,
  type AssetCategory,
  type AssetTracking,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assetCategoryListQueryOptions,
  assetKeys,
  createAssetCategory,
  updateAssetCategory,
} from '../../../api/asset';
import { SavingFormModal } from '../../../components/data-table';
import { subtreeIds } from '../lib/category-tree';
import { CategorySelect } from './category-select';
import { RequiredText } from '../../../components/required-text';

interface Values {
  parentId?: number | null;
  name: string;
  codePrefix: string;
  unit: string;
  tracking: AssetTracking;
  usefulLifeMonths?: number | null;
  expiryLeadDays?: number | null;
  sort?: number;
}

/** Adds a category (under `parentId`, or at the top) or changes one. */
export function CategoryDialog({
  record,
  parentId,
  onClose,
}: {
  record: AssetCategory | null;
  parentId?: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const list = useQuery(assetCategoryListQueryOptions());
  // A category cannot move under itself or its own subcategories.
  const hidden = useMemo(
    () => (record ? subtreeIds(list.data ?? [], record.categoryId) : new Set<number>()),
    [record, list.data],
  );
  const save = (values: Values) => {
    const body = {
      parentId: values.parentId ?? null,
      name: values.name.trim(),
      codePrefix: values.codePrefix.trim(),
      unit: values.unit.trim(),
      tracking: values.tracking,
      usefulLifeMonths: values.usefulLifeMonths ?? null,
      expiryLeadDays: values.expiryLeadDays ?? null,
      sort: values.sort ?? 0,
    };
    return record
      ? updateAssetCategory({ categoryId: record.categoryId, ...body })
      : createAssetCategory(body);
  };

  return (
    <SavingFormModal<Values>
      name="asset-category"
      title={record ? t('assets.category.edit') : t('assets.category.add')}
      initialValues={
        record ?? { parentId: parentId ?? null, tracking: 'serial', sort: 0, unit: '' }
      }
      save={save}
      refresh={assetKeys.categories()}
      done={() => t('assets.category.saved')}
      onClose={onClose}
    >
      <Form.Item name="parentId" label={t('assets.category.parent')}>
        <CategorySelect allowClear hidden={hidden} />
      </Form.Item>
      <RequiredText name="name" label={t('assets.category.name')} max={64} />
      <Form.Item
        name="codePrefix"
        label={t('assets.category.codePrefix')}
        extra={t('assets.category.prefixRule')}
        rules={[
          { required: true },
          { pattern: ASSET_PREFIX_PATTERN, message: t('assets.category.prefixRule') },
        ]}
      >
        <Input maxLength={8} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="unit"
        label={t('assets.category.unit')}
        rules={[{ required: true, whitespace: true, max: 16 }]}
      >
        <Input maxLength={16} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="tracking" label={t('assets.category.tracking')}>
        <Select
          style={{ width: 220 }}
          options={ASSET_TRACKING.map((value) => ({
            value,
            label: t(`assets.tracking.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="usefulLifeMonths" label={t('assets.category.usefulLife')}>
        <InputNumber min={1} max={600} precision={0} />
      </Form.Item>
      <Form.Item name="expiryLeadDays" label={t('assets.category.expiryLead')}>
        <InputNumber min={0} max={3650} precision={0} />
      </Form.Item>
      <Form.Item name="sort" label={t('adminOrg.common.sort')}>
        <InputNumber min={-1_000_000} max={1_000_000} precision={0} />
      </Form.Item>
    </SavingFormModal>
  );
}
