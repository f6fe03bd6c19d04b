import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCameraScan, type CameraState } from '../../../lib/use-camera-scan';

function CameraStatus({ state }: { state: CameraState }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'starting':
      return (
        <Typography.Text type="secondary">
          {t('warehouse.stocktake.camera.starting')}
        </Typography.Text>
      );
    case 'scanning':
      return (
        <Typography.Text type="secondary">{t('warehouse.stocktake.camera.aim')}</Typography.Text>
      );
    case 'failed':
      return (
        <Alert
          type="warning"
          showIcon
          title={t('warehouse.stocktake.camera.unavailable', { reason: state.reason })}
        />
      );
    default:
      return (
        <Alert type="warning" showIcon title={t(`warehouse.stocktake.camera.${state.kind}`)} />
      );
  }
}

/**
 * The back camera reading labels' QR codes (the bundled jsQR, loaded when the camera opens):
 * each code read goes to `onText`, the same one again only after a pause. Mounted while open.
 */
export function StocktakeCamera({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation();
  const { video, camera } = useCameraScan(true, onText);
  return (
    <Flex vertical gap={8}>
      <video
        ref={video}
        aria-label={t('warehouse.stocktake.camera.video')}
        playsInline
        muted
        style={{
          width: '100%',
          aspectRatio: '4 / 3',
          background: '#000',
          borderRadius: 8,
          display: camera.kind === 'starting' || camera.kind === 'scanning' ? 'block' : 'none',
        }}
      />
      <CameraStatus state={camera} />
    </Flex>
  );
}
