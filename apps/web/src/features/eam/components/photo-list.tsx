import { subOrderPhotoUrl } from '@depot/shared';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoThumb } from './photo-thumb';

/** The photos a sub-order holds, as thumbnails (one preview group per list). */
export function PhotoList({
  subOrderId,
  ids,
  label,
}: {
  subOrderId: number;
  ids: readonly string[];
  /** What the photos show ("before", "after"), for their alternative text. */
  label: string;
}) {
  const { t } = useTranslation();
  if (ids.length === 0) {
    return <Typography.Text type="secondary">{t('eam.photos.none')}</Typography.Text>;
  }
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {ids.map((id, index) => (
          <PhotoThumb
            key={id}
            url={subOrderPhotoUrl(subOrderId, id)}
            alt={t('eam.photos.alt', { label, index: index + 1 })}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** A sub-order's photos of one kind ("before", "after") under their label. */
export function PhotoGroup(props: Parameters<typeof PhotoList>[0]) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{props.label}</Typography.Text>
      <PhotoList {...props} />
    </Flex>
  );
}
