import { FileOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Image, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assetFilesQueryOptions,
  assetKeys,
  downloadAssetFile,
  removeAssetFile,
  type AssetFile,
} from '../../../api/asset';
import { useFormatDateTime } from '../../../lib/date-time';
import { saveFile } from '../../../lib/save-file';
import { fileSizeText } from '../lib/file-size';
import { useAssetPermissions } from '../permissions';
import { AssetFileRemove } from './asset-file-remove';
import { AssetFileUpload } from './asset-file-upload';
import { AssetPhoto, PHOTO_SIZE } from './asset-photo';

/**
 * "Photos and files" on the asset page: pictures as thumbnails (a click previews them large),
 * other files as a list to download; with as_asset_edit, upload (several at once) and remove
 * (confirmed).
 */
export function AssetFilesCard({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = useAssetPermissions().asset.edit;
  const files = useQuery(assetFilesQueryOptions(assetId));
  const remove = useMutation({
    mutationFn: (file: AssetFile) => removeAssetFile(assetId, file.id),
    onSuccess: async (left, file) => {
      queryClient.setQueryData(assetKeys.files(assetId), left);
      void message.success(t('assets.files.removed', { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: assetKeys.detail(assetId) });
    },
  });
  const list = files.data ?? [];
  const images = list.filter((f) => f.image);
  const others = list.filter((f) => !f.image);
  const removeButton = (file: AssetFile) =>
    canEdit && <AssetFileRemove file={file} onRemove={(f) => remove.mutateAsync(f)} />;

  let body;
  if (files.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (files.isError) {
    body = (
      <Flex align="center" gap={8} wrap>
        <Typography.Text type="danger">{t('assets.files.loadFailed')}</Typography.Text>
        <Button size="small" onClick={() => void files.refetch()}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  } else if (list.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assets.files.empty')} />;
  } else {
    body = (
      <Flex vertical gap={16}>
        {images.length > 0 && (
          <Image.PreviewGroup>
            <Flex gap={12} wrap>
              {images.map((file) => (
                <Flex key={file.id} vertical align="center" gap={2} style={{ width: PHOTO_SIZE }}>
                  <AssetPhoto file={file} />
                  <Typography.Text ellipsis={{ tooltip: file.name }} style={{ width: PHOTO_SIZE }}>
                    {file.name}
                  </Typography.Text>
                  {removeButton(file)}
                </Flex>
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
        {others.map((file) => (
          <OtherFile key={file.id} file={file} remove={removeButton(file)} />
        ))}
      </Flex>
    );
  }
  return (
    <Card size="small" title={t('assets.files.title')}>
      {canEdit && <AssetFileUpload assetId={assetId} held={list.length} />}
      {body}
    </Card>
  );
}

/** A file that is no picture: its name downloads it; its size, uploader and when it was added. */
function OtherFile({ file, remove }: { file: AssetFile; remove: ReactNode }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const save = async () => {
    const { blob } = await downloadAssetFile(file);
    saveFile(blob, file.name);
  };
  return (
    <Flex align="center" gap={8} wrap>
      <FileOutlined aria-hidden />
      <Button
        type="link"
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
        aria-label={t('assets.files.download', { name: file.name })}
        onClick={() => void save().catch(() => undefined)}
      >
        {file.name}
      </Button>
      <Typography.Text type="secondary">
        {t('assets.files.meta', {
          size: fileSizeText(file.size),
          who: file.uploadedByName ?? '—',
          when: formatDateTime(file.addedAt),
        })}
      </Typography.Text>
      {remove}
    </Flex>
  );
}
