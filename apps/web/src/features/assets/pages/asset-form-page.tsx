import type { AssetDetail, AssetInput } from '@depot/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isoDay } from '../../../lib/days';
import {
  assetCategoryListQueryOptions,
  assetDetailQueryOptions,
  assetKeys,
  categoryDesignQueryOptions,
  createAsset,
  updateAsset,
} from '../../../api/asset';
import { FormRenderer, type FormValues } from '../../../components/form-builder';
import { AssetDescriptiveFields } from '../components/asset-descriptive-fields';
import { CategorySelect } from '../components/category-select';
import { AssetLoadState } from '../components/load-state';
import { LockedPlace } from '../components/locked-place';
import { PlaceFields } from '../components/place-fields';
import { useRefusal } from '../hooks/use-refusal';
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

const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);

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
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  // Bumped by "reload" after a stale save: the form starts again from the asset as it is now.
  const [reloads, setReloads] = useState(0);
  const detail = useQuery({ ...assetDetailQueryOptions(id ?? 0), enabled: id !== undefined });
  if (id !== undefined && !detail.data) {
    return (
      <AssetLoadState
        loading={detail.isPending}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: assetKeys.detail(id ?? 0) });
    setReloads((n) => n + 1);
  };
  return <AssetForm key={`${id ?? 'new'}:${reloads}`} asset={detail.data} onReload={reload} />;
}

function AssetForm({
  asset,
  onReload,
}: {
  asset: AssetDetail | undefined;
  onReload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [customForm] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  // The version this form was filled from: an edit is sent at it, whatever is read later.
  const [readVersion] = useState(asset?.version);
  const watched = Form.useWatch('categoryId', form);
  const categoryId = asset?.categoryId ?? watched;
  const categories = useQuery(assetCategoryListQueryOptions());
  const counted =
    !asset && categories.data?.find((c) => c.categoryId === categoryId)?.tracking === 'count';
  const design = useQuery({
    ...categoryDesignQueryOptions(categoryId ?? 0),
    enabled: categoryId !== undefined && !counted,
  });

  const showRefusal = useRefusal({
    form,
    customForm,
    design: design.data?.design,
    editing: asset && { assetId: asset.assetId, version: readVersion ?? asset.version },
    onStale: () => setStale(true),
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
        purchaseDate: isoDay(values.purchaseDate),
        warrantyEnd: isoDay(values.warrantyEnd),
        expiryDate: isoDay(values.expiryDate),
        custom,
      };
      const saved = asset
        ? await updateAsset({ assetId: asset.assetId, version: readVersion ?? 0, ...fields })
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
    } catch (error) {
      await showRefusal(error);
      throw error;
    } finally {
      setSaving(false);
    }
  };

  const customCard = (
    <Card title={t('assets.field.custom')} size="small">
      {categoryId === undefined ? (
        <Alert type="info" showIcon title={t('assets.form.chooseCategory')} />
      ) : counted ? (
        <Alert type="warning" showIcon title={t('assets.form.counted')} />
      ) : design.isPending ? (
        <Spin />
      ) : design.data ? (
        <FormRenderer
          key={`${categoryId}:${design.data.version}`}
          form={customForm}
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
      {stale && (
        <Alert
          type="warning"
          showIcon
          title={t('assets.form.stale')}
          action={
            <Button size="small" onClick={() => void onReload()}>
              {t('assets.form.reload')}
            </Button>
          }
        />
      )}
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
            extra={asset && t('assets.form.categoryLocked')}
          >
            <CategorySelect disabled={asset !== undefined} />
          </Form.Item>
          <AssetDescriptiveFields />
          <Card type="inner" size="small" title={t('assets.form.place')}>
            {asset ? <LockedPlace asset={asset} /> : <PlaceFields />}
          </Card>
        </Form>
      </Card>
      {customCard}
    </Flex>
  );
}
