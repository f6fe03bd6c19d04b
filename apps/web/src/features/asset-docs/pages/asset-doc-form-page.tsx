import {
  ASSET_DOC_ELIGIBLE,
  ASSET_DOC_MAX_ASSETS,
  ASSET_DOC_TYPES,
  type AssetDocType,
  type AssetDocWire,
} from '@depot/shared';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Radio,
  Result,
  Skeleton,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { assetDetailQueryOptions, assetKeys } from '../../../api/asset';
import { assetDocKeys, createAssetDoc } from '../../../api/asset-doc';
import { AssetPicker } from '../components/asset-picker';
import { DocTypeFields } from '../components/doc-type-fields';
import type { ChosenAsset } from '../lib/chosen-asset';
import { docBody, type DocFormValues } from '../lib/doc-body';
import { assetDocDetailHref } from '../paths';
import { useAssetDocPermissions } from '../permissions';

const isDocType = (value: string | null): value is AssetDocType =>
  (ASSET_DOC_TYPES as readonly (string | null)[]).includes(value);

/** The asset ids the address names (`assetIds=1,2,3`), each once. */
function idsOf(text: string | null): number[] {
  const ids = (text ?? '').split(',').map(Number);
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].slice(
    0,
    ASSET_DOC_MAX_ASSETS,
  );
}

/**
 * /as/doc-form?type=<docType>&assetIds=1,2,3: a new lifecycle document, submitted for approval.
 * The assets the address names (the register's bulk action) are on it from the start.
 */
export function AssetDocFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { types, readRegister } = useAssetDocPermissions();
  const asked = search.get('type');
  // The register's bulk action names them: read from the register, with its key, so that
  // those whose status does not fit the type are on the list, marked, until the type fits.
  const ids = readRegister ? idsOf(search.get('assetIds')) : [];
  const named = useQueries({ queries: ids.map((id) => assetDetailQueryOptions(id)) });
  if (!types.length) return <Result status="403" subTitle={t('assetDocs.form.noTypes')} />;
  if (named.some((query) => query.isPending)) return <Skeleton active paragraph={{ rows: 8 }} />;
  // An asset the user may not see (or gone) is left out; the others are there to check.
  const assets = named.flatMap((query) => (query.data ? [query.data] : []));
  const initialType = isDocType(asked) && types.includes(asked) ? asked : types[0]!;
  return <DocForm types={types} initialType={initialType} initialAssets={assets} />;
}

function DocForm({
  types,
  initialType,
  initialAssets,
}: {
  types: AssetDocType[];
  initialType: AssetDocType;
  initialAssets: ChosenAsset[];
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DocFormValues>();
  const [docType, setDocType] = useState(initialType);
  const [assets, setAssets] = useState<ChosenAsset[]>(initialAssets);
  const [assetsError, setAssetsError] = useState<string>();
  const [reversed, setReversed] = useState<AssetDocWire>();
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const typeName = t(`assetDocs.type.${docType}`);
  const eligible = docType === 'rollback' ? [] : ASSET_DOC_ELIGIBLE[docType];

  /** Why the chosen assets cannot go yet, if so. */
  const assetsProblem = (list: ChosenAsset[]): string | undefined => {
    if (docType === 'rollback') return undefined;
    if (!list.length) return t('assetDocs.form.assetsRequired');
    if (list.length > ASSET_DOC_MAX_ASSETS) {
      return t('assetDocs.form.tooMany', { max: ASSET_DOC_MAX_ASSETS });
    }
    const misfit = list.find((asset) => !eligible.includes(asset.status));
    return misfit && t('assetDocs.form.notEligibleHint', { type: typeName });
  };

  const submit = async () => {
    const problem = assetsProblem(assets);
    setAssetsError(problem);
    const values = await form.validateFields().catch(() => undefined);
    if (!values || problem) return;
    setRefusal(undefined);
    setSaving(true);
    try {
      const body = docBody(
        docType,
        values,
        assets.map((asset) => asset.assetId),
      );
      const doc = await createAssetDoc(body);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assetDocKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.records() }),
      ]);
      void message.success(t('assetDocs.form.submitted', { code: doc.code }));
      void navigate(assetDocDetailHref(doc.docId));
    } catch (error) {
      // The server's reason (an asset on another document, a status that moved on) stays in
      // view beside what was entered, which is all kept.
      if (isApiError(error) && error.status !== 0) setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('assetDocs.form.title')}>
      <Form<DocFormValues> form={form} layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('assetDocs.field.type')}>
          <Radio.Group
            optionType="button"
            value={docType}
            onChange={(event) => {
              setDocType(event.target.value as AssetDocType);
              setAssetsError(undefined);
              setRefusal(undefined);
            }}
            options={types.map((type) => ({ value: type, label: t(`assetDocs.type.${type}`) }))}
            style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
          />
        </Form.Item>
        {docType !== 'rollback' && (
          <Form.Item
            label={t('assetDocs.form.assets')}
            required
            validateStatus={assetsError ? 'error' : undefined}
            help={assetsError}
          >
            <AssetPicker
              docType={docType}
              value={assets}
              onChange={(list) => {
                setAssets(list);
                if (assetsError) setAssetsError(assetsProblem(list));
              }}
              refused={(asset) => refusal?.includes(asset.code) === true}
              docTypeName={typeName}
            />
          </Form.Item>
        )}
        <DocTypeFields docType={docType} onRollbackPicked={setReversed} />
        {docType === 'rollback' && reversed && (
          <Form.Item label={t('assetDocs.form.rollbackAssets')}>
            <Typography.Text>
              {reversed.items
                .map((item) => `${item.code} ${item.name}`)
                .join(t('assetDocs.form.or'))}
            </Typography.Text>
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('assetDocs.field.reason')}
          rules={[
            { required: true, whitespace: true, message: t('assetDocs.form.reasonRequired') },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder={t('assetDocs.form.reasonPlaceholder')}
          />
        </Form.Item>
        {refusal && (
          <Alert
            type="error"
            showIcon
            title={t('assetDocs.form.refused')}
            description={refusal}
            style={{ marginBottom: 16 }}
          />
        )}
        <Flex gap={8}>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {t('assetDocs.form.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
