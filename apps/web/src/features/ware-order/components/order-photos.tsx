import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  PHOTO_STATUSES,
  WARE_ORDER_MAX_PHOTOS,
  wareOrderPhotoUrl,
  type WareOrderDetail,
} from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Image, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { photoQueryOptions } from '../../../api/eam';
import { uploadFormFile } from '../../../api/form-design';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';
import { uploadRequest } from '../../../lib/upload-request';
import { setWareOrderPhotos, wareOrderKeys } from '../api';

const SIZE = 88;

/**
 * The order's photos. While it is assigned or in progress its worker adds them (the phone's
 * camera, or a picture: stored through /admin/files, then held by the order) and removes them.
 */
export function OrderPhotos({ order, canAct }: { order: WareOrderDetail; canAct: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const editable = canAct && PHOTO_STATUSES.includes(order.status);
  const save = useMutation({
    mutationFn: (photos: string[]) =>
      setWareOrderPhotos(order.type, order.orderId, { version: order.version, photos }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(wareOrderKeys.detail(order.type, order.orderId), saved);
      await queryClient.invalidateQueries({ queryKey: wareOrderKeys.records(order.type) });
      void message.success(t('wareOrder.detail.photosSaved'));
    },
  });
  return (
    <Card title={t('wareOrder.detail.photos')} size="small">
      <Flex gap={8} wrap>
        {order.photos.length === 0 && !editable && (
          <Typography.Text type="secondary">{t('wareOrder.detail.noPhotos')}</Typography.Text>
        )}
        <Image.PreviewGroup>
          {order.photos.map((id, index) => (
            <Flex key={id} vertical align="center" gap={2}>
              <PhotoThumbnail
                photo={photoQueryOptions(wareOrderPhotoUrl(order.type, order.orderId, id))}
                failedText={t('wareOrder.detail.photoFailed')}
                alt={t('wareOrder.detail.photoAlt', { index: index + 1 })}
                size={SIZE}
                iconSize={28}
              />
              {editable && (
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('wareOrder.detail.removePhoto', { index: index + 1 })}
                  disabled={save.isPending}
                  onClick={() => save.mutate(order.photos.filter((other) => other !== id))}
                />
              )}
            </Flex>
          ))}
        </Image.PreviewGroup>
        {editable && order.photos.length < WARE_ORDER_MAX_PHOTOS && (
          <Upload
            accept="image/*"
            capture="environment"
            showUploadList={false}
            beforeUpload={(file) => {
              if (!file.type.startsWith('image/')) {
                void message.error(t('wareOrder.detail.notImage', { name: file.name }));
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={uploadRequest(async (file) => {
              const stored = await uploadFormFile(file);
              await save.mutateAsync([...order.photos, String(stored.id)]);
              return stored;
            })}
          >
            <Button
              style={{ width: SIZE, height: SIZE, borderStyle: 'dashed' }}
              loading={save.isPending}
              icon={save.isPending ? undefined : <CameraOutlined aria-hidden />}
            >
              {t('wareOrder.detail.addPhoto')}
            </Button>
          </Upload>
        )}
      </Flex>
    </Card>
  );
}
