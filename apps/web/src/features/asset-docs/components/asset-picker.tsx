import { DeleteOutlined, ScanOutlined } from '@ant-design/icons';
import { ASSET_DOC_ELIGIBLE, type AssetDocAssetType } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetDocCandidatesQueryOptions } from '../../../api/asset-doc';
import { PICKER_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ChosenAsset } from '../lib/chosen-asset';
import { AssetStatusTag } from '../../../components/asset-status-tag';
import { ScanDialog, type AddOutcome } from './scan-dialog';

interface AssetPickerProps {
  /** The document's type: what may be found, and the statuses it accepts (ASSET_DOC_ELIGIBLE). */
  docType: AssetDocAssetType;
  value: ChosenAsset[];
  onChange: (assets: ChosenAsset[]) => void;
  /** Codes the server's last refusal named: their rows are marked. */
  refused?: (asset: ChosenAsset) => boolean;
  docTypeName: string;
}

/**
 * The document's assets: search (code or name) or scan labels among the assets the user may
 * apply for with the type (GET /as/doc/candidates: no key of the register needed); each chosen
 * asset is a row with its status and a remove button. An asset whose status does not fit the
 * type (chosen, then the type changed) is marked and must be removed before submitting.
 */
export function AssetPicker({ docType, value, onChange, refused, docTypeName }: AssetPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [searching, setSearching] = useState(false);
  const [scanning, setScanning] = useState(false);
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);
  const eligible = ASSET_DOC_ELIGIBLE[docType];
  const results = useQuery({
    ...assetDocCandidatesQueryOptions({ docType, current: 1, size: 20, keyword: q || undefined }),
    enabled: searching,
  });
  const chosen = new Set(value.map((asset) => asset.assetId));
  const fits = (asset: ChosenAsset) => eligible.includes(asset.status);
  // The list as last changed here: scans may come faster than the form re-renders.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const add = (asset: ChosenAsset): AddOutcome => {
    // Found among the type's candidates: eligible for it.
    if (latest.current.some((a) => a.assetId === asset.assetId)) return 'already';
    latest.current = [...latest.current, asset];
    onChange(latest.current);
    return 'added';
  };
  const remove = (asset: ChosenAsset) => {
    latest.current = latest.current.filter((a) => a.assetId !== asset.assetId);
    onChange(latest.current);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Select<number>
          showSearch
          value={null}
          style={{ flex: '1 1 240px', minWidth: 0 }}
          aria-label={t('assetDocs.form.searchAssets')}
          placeholder={t('assetDocs.form.searchAssets')}
          filterOption={false}
          searchValue={text}
          onSearch={setText}
          onOpenChange={setSearching}
          loading={results.isFetching}
          notFoundContent={results.isFetching ? null : undefined}
          options={(results.data?.records ?? []).map((asset) => ({
            value: asset.assetId,
            label: `${asset.code} ${asset.name}`,
            disabled: chosen.has(asset.assetId),
          }))}
          onChange={(id) => {
            const asset = results.data?.records.find((a) => a.assetId === id);
            if (asset) add(asset);
          }}
        />
        <Button icon={<ScanOutlined aria-hidden />} onClick={() => setScanning(true)}>
          {t('assetDocs.form.scan')}
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        {t('assetDocs.form.eligible', {
          statuses: eligible.map((s) => t(`assets.status.${s}`)).join(t('assetDocs.form.or')),
        })}
      </Typography.Text>
      <Table<ChosenAsset>
        size="small"
        rowKey="assetId"
        dataSource={value}
        locale={{ emptyText: t('assetDocs.form.noAssets') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
        columns={[
          {
            key: 'asset',
            title: t('assetDocs.form.assets'),
            render: (_, asset) => (
              <Flex vertical>
                <Typography.Text strong>{asset.code}</Typography.Text>
                <Typography.Text type="secondary">{asset.name}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: 'status',
            title: t('assetDocs.field.status'),
            render: (_, asset) => (
              <Flex gap={4} wrap>
                <AssetStatusTag status={asset.status} />
                {!fits(asset) && (
                  <Tag
                    color="error"
                    title={t('assetDocs.form.notEligibleHint', { type: docTypeName })}
                  >
                    {t('assetDocs.form.notEligible')}
                  </Tag>
                )}
                {fits(asset) && refused?.(asset) && (
                  <Tag color="error">{t('assetDocs.form.refusedAsset')}</Tag>
                )}
              </Flex>
            ),
          },
          {
            key: 'remove',
            width: 56,
            render: (_, asset) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('assetDocs.form.removeAsset', { code: asset.code })}
                onClick={() => remove(asset)}
              />
            ),
          },
        ]}
      />
      <ScanDialog
        open={scanning}
        onClose={() => setScanning(false)}
        docType={docType}
        onFound={add}
      />
    </Flex>
  );
}
