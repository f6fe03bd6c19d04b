import { ASSET_PRICE_PATTERN, type AssetDetail, type AssetInput } from '@depot/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Spin,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  assetDetailQueryOptions,
  assetKeys,
  categoryDesignQueryOptions,
  createAsset,
  updateAsset,
} from '../../../api/asset';
import { FormRenderer, type FormValues } from '../../../components/form-builder';
import { AssetStatusTag } from '../components/asset-status-tag';
import { CategorySelect } from '../components/category-select';
import { PlaceFields } from '../components/place-fields';
import { assetDetailHref } from '../paths';

interface Values {
  categoryId?: number;
  name: string;
  model?: string;
  serialNo?: string;
  purchaseDate?: Dayjs | null;
  price?: string;
  supplier?: string;
  warrantyEnd?: Dayjs | null;
  expiryDate?: Dayjs | null;
  remark?: string;
  custodianId?: number | null;
  deptId?: number | null;
  storeId?: number | null;
}

const DAYS = ['purchaseDate', 'warrantyEnd', 'expiryDate'] as const;
const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

function initialValues(asset: AssetDetail | undefined): Partial<Values> {
  if (!asset) return {};
  const dayOf = (value: string | null) => (value ? dayjs(value) : null);
  return {
    categoryId: asset.categoryId,
    name: asset.name,
    model: asset.model ?? undefined,
    serialNo: asset.serialNo ?? undefined,
    price: asset.price ?? undefined,
    supplier: asset.supplier ?? undefined,
    remark: asset.remark ?? undefined,
    purchaseDate: dayOf(asset.purchaseDate),
    warrantyEnd: dayOf(asset.warrantyEnd),
    expiryDate: dayOf(asset.expiryDate),
  };
}

/**
 * /as/asset-form: registers an asset (?id= edits one). The category's designed fields are
 * rendered inside the form and checked by the shared validator before anything is sent; an
 * edit changes descriptive fields only, at the version it read.
 */
export function AssetFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const detail = useQuery({ ...assetDetailQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id !== undefined && detail.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (id !== undefined && !detail.data) {
    return <Result status="404" title={t('assets.detail.notFound')} />;
  }
  return <AssetForm key={detail.data?.version ?? 'new'} asset={detail.data} />;
}

function AssetForm({ asset }: { asset: AssetDetail | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const watched = Form.useWatch('categoryId', form);
  const categoryId = asset?.categoryId ?? watched;
  const design = useQuery({
    ...categoryDesignQueryOptions(categoryId ?? 0),
    enabled: categoryId !== undefined,
  });

  /** Sends the asset with `custom` (already checked by the renderer); a refusal keeps the form. */
  const save = async (custom: FormValues) => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const fields = {
        name: values.name.trim(),
        model: text(values.model),
        serialNo: text(values.serialNo),
        price: text(values.price),
        supplier: text(values.supplier),
        remark: text(values.remark),
        purchaseDate: day(values.purchaseDate),
        warrantyEnd: day(values.warrantyEnd),
        expiryDate: day(values.expiryDate),
        custom,
      };
      const saved = asset
        ? await updateAsset({ assetId: asset.assetId, version: asset.version, ...fields })
        : await createAsset({
            ...fields,
            categoryId: values.categoryId!,
            custodianId: values.custodianId ?? null,
            deptId: values.deptId ?? null,
            storeId: values.storeId ?? null,
          } satisfies AssetInput);
      await queryClient.invalidateQueries({ queryKey: assetKeys.records() });
      void message.success(
        asset ? t('assets.form.saved') : t('assets.form.created', { code: saved.code }),
      );
      void navigate(assetDetailHref(saved.assetId));
    } finally {
      setSaving(false);
    }
  };

  const customCard = (
    <Card title={t('assets.field.custom')} size="small">
      {categoryId === undefined ? (
        <Alert type="info" showIcon title={t('assets.form.chooseCategory')} />
      ) : design.isPending ? (
        <Spin />
      ) : design.data ? (
        <FormRenderer
          key={`${categoryId}:${design.data.version}`}
          design={design.data.design}
          mode={asset ? 'edit' : 'create'}
          initialValues={asset?.custom as FormValues | undefined}
          submitText={t('assets.form.save')}
          showReset={false}
          onSubmit={save}
        />
      ) : (
        <Flex vertical gap={12} align="start">
          <Alert type="info" showIcon title={t('assets.form.noCustomFields')} />
          <Button
            type="primary"
            loading={saving}
            onClick={() => void save({}).catch(() => undefined)}
          >
            {t('assets.form.save')}
          </Button>
        </Flex>
      )}
    </Card>
  );

  return (
    <Flex vertical gap={16}>
      <Card
        title={
          asset ? t('assets.form.editTitle', { code: asset.code }) : t('assets.form.createTitle')
        }
        size="small"
      >
        <Form<Values>
          form={form}
          name="asset"
          layout="vertical"
          initialValues={initialValues(asset)}
          style={{ maxWidth: 720 }}
        >
          <Form.Item
            name="categoryId"
            label={t('assets.field.category')}
            rules={[{ required: true }]}
          >
            <CategorySelect disabled={asset !== undefined} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('assets.field.name')}
            rules={[{ required: true, whitespace: true, max: 128 }]}
          >
            <Input maxLength={128} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="model" label={t('assets.field.model')} rules={[{ max: 64 }]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="serialNo" label={t('assets.field.serialNo')} rules={[{ max: 64 }]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item
              name="price"
              label={t('assets.field.price')}
              rules={[{ pattern: ASSET_PRICE_PATTERN, message: t('assets.form.priceRule') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name="supplier" label={t('assets.field.supplier')} rules={[{ max: 128 }]}>
              <Input maxLength={128} />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap>
            {DAYS.map((key) => (
              <Form.Item key={key} name={key} label={t(`assets.field.${key}`)}>
                <DatePicker />
              </Form.Item>
            ))}
          </Flex>
          <Form.Item name="remark" label={t('assets.field.remark')} rules={[{ max: 500 }]}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
          <Card type="inner" size="small" title={t('assets.form.place')}>
            {asset ? (
              <>
                <Alert
                  type="info"
                  showIcon
                  title={t('assets.form.placeLocked')}
                  style={{ marginBottom: 12 }}
                />
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2 }}
                  items={[
                    {
                      key: 'status',
                      label: t('assets.field.status'),
                      children: <AssetStatusTag status={asset.status} />,
                    },
                    {
                      key: 'custodian',
                      label: t('assets.field.custodian'),
                      children: asset.custodianName ?? '—',
                    },
                    { key: 'dept', label: t('assets.field.dept'), children: asset.deptName ?? '—' },
                    {
                      key: 'store',
                      label: t('assets.field.store'),
                      children: asset.storeName ?? '—',
                    },
                  ]}
                />
              </>
            ) : (
              <PlaceFields />
            )}
          </Card>
        </Form>
      </Card>
      {customCard}
    </Flex>
  );
}
