import { Alert, Typography } from 'antd';
import { useCameraScan, type CameraState } from '../lib/use-camera-scan';

/** The camera's lines, each in the area's own words (a scan dialog's, a stocktake's). */
export type QrCameraLine =
  'video' | 'starting' | 'aim' | 'unsupported' | 'denied' | 'noCamera' | 'unavailable';

/** A line's text; `reason`, why the camera failed, goes in 'unavailable'. */
export type QrCameraWords = (line: QrCameraLine, reason?: string) => string;

function CameraStatus({ state, words }: { state: CameraState; words: QrCameraWords }) {
  switch (state.kind) {
    case 'starting':
      return <Typography.Text type="secondary">{words('starting')}</Typography.Text>;
    case 'scanning':
      return <Typography.Text type="secondary">{words('aim')}</Typography.Text>;
    case 'failed':
      return <Alert type="warning" showIcon title={words('unavailable', state.reason)} />;
    default:
      return <Alert type="warning" showIcon title={words(state.kind)} />;
  }
}

/**
 * The back camera reading labels' QR codes (useCameraScan: each code read goes to `onText`,
 * the same one again only after a pause), its picture while it opens and reads, then a line on
 * what it is doing or why it cannot. Mounted while open.
 */
export function QrCamera({
  onText,
  words,
}: {
  onText: (text: string) => void;
  words: QrCameraWords;
}) {
  const { video, camera } = useCameraScan(true, onText);
  return (
    <>
      <video
        ref={video}
        aria-label={words('video')}
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
      <CameraStatus state={camera} words={words} />
    </>
  );
}
