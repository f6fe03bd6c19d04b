import { UploadOutlined } from '@ant-design/icons';
import { ASSET_FILES_MAX } from '@depot/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetKeys, attachAssetFiles, uploadAssetFile } from '../../../api/asset';
import { uploadRequest } from '../../../lib/upload-request';

/**
 * Adds files to an asset: several may be chosen at once; each is stored (POST /admin/files,
 * with its progress) and then attached. A refusal (too large, over the limit) stays on its row
 * with the server's reason, which the http client also shows.
 */
export function AssetFileUpload({ assetId, held }: { assetId: number; held: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const reportedBatch = useRef<readonly unknown[] | null>(null);
  const busy = pending.filter((f) => f.status === 'uploading').length;

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (held + busy + batch.indexOf(file) < ASSET_FILES_MAX) return true;
    // One message per batch, not one per file over the limit.
    if (reportedBatch.current !== batch) {
      reportedBatch.current = batch;
      void message.error(t('assets.files.tooMany', { max: ASSET_FILES_MAX }));
    }
    return Upload.LIST_IGNORE;
  };

  const customRequest = uploadRequest(async (file, onPercent) => {
    const stored = await uploadAssetFile(file, onPercent);
    const files = await attachAssetFiles(assetId, [String(stored.id)]);
    queryClient.setQueryData(assetKeys.files(assetId), files);
    // The attach is in the asset's history.
    void queryClient.invalidateQueries({ queryKey: assetKeys.detail(assetId) });
    return files;
  });

  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <Upload
        multiple
        fileList={pending}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        // A finished file shows among the asset's files instead.
        onChange={({ fileList }) => setPending(fileList.filter((f) => f.status !== 'done'))}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{t('assets.files.upload')}</Button>
      </Upload>
      <Typography.Text type="secondary">
        {t('assets.files.hint', { max: ASSET_FILES_MAX, held })}
      </Typography.Text>
    </Flex>
  );
}
