import { ASSET_PRICE_PATTERN } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SavingFormModal } from '../../../components/data-table';
import { addPrice, purchaseKeys, skuPageQueryOptions } from '../api';

interface Values {
  skuId: number;
  price: string;
  leadDays: number;
  validFrom: Dayjs;
}

/**
 * Records a supplier's new price for a SKU (given, or picked from the enabled SKUs): a new row,
 * the earlier prices stay its history.
 */
export function PriceDialog({
  supplierId,
  sku,
  current,
  onClose,
}: {
  supplierId: number;
  sku?: { skuId: number; name: string };
  current?: { price: string; leadDays: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const skus = useQuery({
    ...skuPageQueryOptions({ q: q || undefined, enabled: true, current: 1, size: 50 }),
    enabled: !sku,
  });
  const save = (v: Values) =>
    addPrice({
      supplierId,
      skuId: sku?.skuId ?? v.skuId,
      price: v.price.trim(),
      leadDays: v.leadDays,
      validFrom: v.validFrom.format('YYYY-MM-DD'),
    });
  return (
    <SavingFormModal<Values>
      name="price"
      title={sku ? t('purchase.newPriceOf', { name: sku.name }) : t('purchase.newPrice')}
      initialValues={{ ...current, validFrom: dayjs() }}
      save={save}
      refresh={purchaseKeys.all}
      done={() => t('purchase.priceSaved')}
      onClose={onClose}
    >
      {!sku && (
        <Form.Item name="skuId" label={t('purchase.sku')} rules={[{ required: true }]}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setQ}
            loading={skus.isFetching}
            options={(skus.data?.records ?? []).map((s) => ({
              value: s.skuId,
              label: `${s.code} ${s.name}`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="price"
        label={t('purchase.price')}
        rules={[{ required: true, pattern: ASSET_PRICE_PATTERN }]}
      >
        <Input inputMode="decimal" maxLength={15} />
      </Form.Item>
      <Form.Item name="leadDays" label={t('purchase.leadDays')} rules={[{ required: true }]}>
        <InputNumber min={0} max={365} precision={0} />
      </Form.Item>
      <Form.Item name="validFrom" label={t('purchase.validFrom')} rules={[{ required: true }]}>
        <DatePicker />
      </Form.Item>
    </SavingFormModal>
  );
}
