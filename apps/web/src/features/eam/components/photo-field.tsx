import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { subOrderPhotoUrl } from '@depot/shared';
import { App, Button, Flex, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPhoto, uploadedPhotoUrl } from '../../../api/eam';
import { uploadRequest } from '../../../lib/upload-request';
import { PhotoThumb, THUMB_SIZE } from './photo-thumb';

/** The server keeps at most this many photos per list (shared schema). */
export const MAX_PHOTOS = 20;

/**
 * A sub-order's before or after photos in its form: thumbnails with a remove button, and an
 * upload button (images only) that stores the file through POST /admin/files and adds its id.
 * Photos the sub-order already holds are read through the sub-order; new ones as their uploader.
 */
export function PhotoField({
  value = [],
  onChange,
  subOrderId,
  held,
  label,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  subOrderId: number | undefined;
  /** Ids the saved sub-order holds. */
  held: readonly string[];
  label: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  // Several uploads may finish before the form passes the new list back: add to the latest.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const urlOf = (id: string) =>
    subOrderId !== undefined && held.includes(id)
      ? subOrderPhotoUrl(subOrderId, id)
      : uploadedPhotoUrl(id);

  return (
    <Flex gap={8} wrap>
      {value.map((id, index) => (
        <Flex key={id} vertical align="center" gap={2}>
          <PhotoThumb url={urlOf(id)} alt={t('eam.photos.alt', { label, index: index + 1 })} />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('eam.photos.remove', { label, index: index + 1 })}
            onClick={() => onChange?.(value.filter((other) => other !== id))}
          />
        </Flex>
      ))}
      {value.length + uploading < MAX_PHOTOS && (
        <Upload
          accept="image/*"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            if (!file.type.startsWith('image/')) {
              void message.error(t('eam.photos.notImage', { name: file.name }));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={uploadRequest(async (file) => {
            setUploading((n) => n + 1);
            try {
              const stored = await uploadPhoto(file);
              const next = [...latest.current, String(stored.id)];
              latest.current = next;
              onChange?.(next);
              return stored;
            } finally {
              setUploading((n) => n - 1);
            }
          })}
        >
          <Button
            style={{ width: THUMB_SIZE, height: THUMB_SIZE, borderStyle: 'dashed' }}
            loading={uploading > 0}
            aria-label={t('eam.photos.add', { label })}
            icon={uploading > 0 ? undefined : <PlusOutlined aria-hidden />}
          />
        </Upload>
      )}
    </Flex>
  );
}
