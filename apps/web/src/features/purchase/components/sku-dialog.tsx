import type { Sku } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CatalogueDialog } from './catalogue-dialog';
import { createSku, skuCategoriesQueryOptions, updateSku } from '../api';
import { RequiredText } from '../../../components/required-text';
import { SearchSelect } from '../../../components/search-select';

interface Values {
  code: string;
  name: string;
  specification?: string;
  unit: string;
  categoryId: number;
  enabled: boolean;
  remark?: string;
}

/** Adds a SKU (no record) or changes one; it names the asset category it is stocked as. */
export function SkuDialog({ record, onClose }: { record: Sku | null; onClose: () => void }) {
  const { t } = useTranslation();
  const categories = useQuery(skuCategoriesQueryOptions());
  const save = (v: Values) => {
    const body = {
      code: v.code.trim(),
      name: v.name.trim(),
      specification: v.specification?.trim() || null,
      unit: v.unit.trim(),
      categoryId: v.categoryId,
      enabled: v.enabled,
      remark: v.remark?.trim() || null,
    };
    return record ? updateSku({ skuId: record.skuId, ...body }) : createSku(body);
  };
  const initial: Partial<Values> = record
    ? {
        ...record,
        specification: record.specification ?? undefined,
        remark: record.remark ?? undefined,
      }
    : { enabled: true };

  return (
    <CatalogueDialog<Values>
      name="sku"
      title={record ? t('purchase.editSku') : t('purchase.addSku')}
      initialValues={initial}
      save={save}
      onClose={onClose}
    >
      <Form.Item name="specification" label={t('purchase.specification')} rules={[{ max: 128 }]}>
        <Input maxLength={128} />
      </Form.Item>
      <RequiredText name="unit" label={t('purchase.unit')} max={16} />
      <Form.Item name="categoryId" label={t('purchase.category')} rules={[{ required: true }]}>
        <SearchSelect
          loading={categories.isPending}
          options={(categories.data ?? []).map((c) => ({ value: c.categoryId, label: c.name }))}
        />
      </Form.Item>
    </CatalogueDialog>
  );
}
