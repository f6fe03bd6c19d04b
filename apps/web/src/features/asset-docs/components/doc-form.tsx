import {
  ASSET_DOC_ELIGIBLE,
  ASSET_DOC_MAX_ASSETS,
  type AssetDocType,
  type AssetDocWire,
} from '@depot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { approvalKeys } from '../../../api/approval';
import { assetKeys } from '../../../api/asset';
import { assetDocKeys, createAssetDoc, updateAssetDoc } from '../../../api/asset-doc';
import type { ChosenAsset } from '../lib/chosen-asset';
import { docBody, type DocFormValues } from '../lib/doc-body';
import { valuesOf } from '../lib/doc-values';
import { assetDocDetailHref } from '../paths';
import { AssetPicker } from './asset-picker';
import { DocTypeFields } from './doc-type-fields';
import { choicesOf } from '../../../lib/choices';

/**
 * A lifecycle document's form: the type, its assets, its fields and the reason. New, it submits
 * the document for approval (POST /as/doc); given `editing` (a document sent back to its
 * applicant), it is filled with the document, keeps its type (and a rollback its original), takes
 * a note for the approvers, and resubmits it changed (PUT /as/doc/:id on the version read).
 */
export function DocForm({
  types,
  initialType,
  initialAssets,
  editing,
  notice,
}: {
  types: AssetDocType[];
  initialType: AssetDocType;
  initialAssets: ChosenAsset[];
  editing?: AssetDocWire;
  /** Shown above the fields (why the document was sent back). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DocFormValues & { comment?: string }>();
  const [docType, setDocType] = useState(initialType);
  const [assets, setAssets] = useState<ChosenAsset[]>(initialAssets);
  const [assetsError, setAssetsError] = useState<string>();
  const [reversed, setReversed] = useState<AssetDocWire>();
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const typeName = t(`assetDocs.type.${docType}`);
  const eligible = docType === 'rollback' ? [] : ASSET_DOC_ELIGIBLE[docType];
  // A rollback keeps the document it reverses: shown, not chosen again.
  const fixedOriginal = editing?.docType === 'rollback' ? editing : undefined;

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
      const doc = editing
        ? await updateAssetDoc(editing.docId, {
            ...body,
            version: editing.version,
            comment: (values.comment ?? '').trim(),
          })
        : await createAssetDoc(body);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assetDocKeys.all }),
        queryClient.invalidateQueries({ queryKey: assetKeys.records() }),
        editing && queryClient.invalidateQueries({ queryKey: approvalKeys.requests() }),
      ]);
      void message.success(
        t(editing ? 'assetDocs.form.resubmitted' : 'assetDocs.form.submitted', { code: doc.code }),
      );
      void navigate(assetDocDetailHref(doc.docId));
    } catch (error) {
      // The server's reason (an asset on another document, a status that moved on, a document
      // changed meanwhile) stays in view beside what was entered, which is all kept.
      if (isApiError(error) && error.status !== 0) setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  const originalAssets = fixedOriginal?.items ?? reversed?.items;
  return (
    <Card
      title={
        editing ? t('assetDocs.form.editTitle', { code: editing.code }) : t('assetDocs.form.title')
      }
    >
      <Form<DocFormValues & { comment?: string }>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={editing && valuesOf(editing)}
      >
        {notice}
        <Form.Item label={t('assetDocs.field.type')}>
          <Radio.Group
            optionType="button"
            value={docType}
            disabled={editing !== undefined}
            onChange={(event) => {
              setDocType(event.target.value as AssetDocType);
              setAssetsError(undefined);
              setRefusal(undefined);
            }}
            options={choicesOf(types, (type) => t(`assetDocs.type.${type}`))}
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
        {fixedOriginal?.rollbackOf ? (
          <>
            <Form.Item label={t('assetDocs.field.rollbackOf')}>
              <Typography.Text>{fixedOriginal.rollbackOf.code}</Typography.Text>
            </Form.Item>
            <Form.Item name="rollbackOfId" hidden>
              <Input />
            </Form.Item>
          </>
        ) : (
          <DocTypeFields docType={docType} onRollbackPicked={setReversed} />
        )}
        {docType === 'rollback' && originalAssets && (
          <Form.Item label={t('assetDocs.form.rollbackAssets')}>
            <Typography.Text>
              {originalAssets
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
        {editing && (
          <Form.Item name="comment" label={t('assetDocs.form.comment')}>
            <Input.TextArea
              rows={2}
              maxLength={500}
              placeholder={t('assetDocs.form.commentPlaceholder')}
            />
          </Form.Item>
        )}
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
            {t(editing ? 'assetDocs.form.resubmit' : 'assetDocs.form.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
