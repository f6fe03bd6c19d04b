import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { QrCamera } from '../../../components/qr-camera';

/**
 * The back camera reading labels' QR codes (the bundled jsQR, loaded when the camera opens):
 * each code read goes to `onText`, the same one again only after a pause. Mounted while open.
 */
export function StocktakeCamera({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <QrCamera
        onText={onText}
        words={(line, reason) => t(`warehouse.stocktake.camera.${line}`, { reason })}
      />
    </Flex>
  );
}
