import type { DrawingVersion } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { drawingPreviewQueryOptions } from '../api';

/** An object URL for `blob` while it is shown, revoked when it changes or the caller unmounts. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * A drawing's version shown in the browser itself: fetched with the caller's sign-in (GET
 * /item/drawing/preview) and shown through an object URL, a PDF in the browser's own viewer
 * (an iframe), a picture as an image. No viewer of our own: nothing heavy is loaded for it.
 */
export function DrawingPreview({
  title,
  version,
  onClose,
}: {
  title: string;
  version: DrawingVersion | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const file = useQuery({
    ...drawingPreviewQueryOptions(version?.id ?? 0),
    enabled: version !== undefined,
  });
  const url = useObjectUrl(file.data?.blob);
  const label = version ? t('project.drawing.previewOf', { title, n: version.version }) : '';
  const isPdf = version?.fileType === 'application/pdf';
  return (
    <Modal
      open={version !== undefined}
      title={label}
      onCancel={onClose}
      footer={null}
      width="min(1100px, 96vw)"
      closable={{ 'aria-label': t('project.drawing.closePreview') }}
      destroyOnHidden
    >
      {file.isError ? (
        <Alert type="error" showIcon title={t('project.drawing.previewFailed')} />
      ) : !url ? (
        <Spin />
      ) : isPdf ? (
        <iframe
          src={url}
          title={label}
          style={{ width: '100%', height: '75vh', border: 0 }}
          data-testid="drawing-pdf"
        />
      ) : (
        <img
          src={url}
          alt={label}
          style={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', margin: '0 auto' }}
        />
      )}
    </Modal>
  );
}
