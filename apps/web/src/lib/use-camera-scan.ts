import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadQrDecoder } from './qr-decode';

export type CameraState =
  | { kind: 'starting' }
  | { kind: 'scanning' }
  /** No camera API here: an old browser, or a plain-http address (browsers need HTTPS). */
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'noCamera' }
  | { kind: 'failed'; reason: string };

/** How often a frame is read, and the widest frame decoded (a label fills much of it). */
const FRAME_MS = 200;
const FRAME_WIDTH = 640;
/** The same code seen again within this time is the same scan, not a second one. */
const SAME_SCAN_MS = 2500;

function failure(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return { kind: 'denied' };
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return { kind: 'noCamera' };
  return { kind: 'failed', reason: error instanceof Error ? error.message || name : String(error) };
}

function cameraSupported(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * While `active`, shows the back camera in the `video` element it gives and reads a frame every 200 ms for a QR
 * code; each code read is handed to `onText` (the same one again only after 2.5 s). The camera
 * is released when inactive or unmounted. Mount it afresh for each scan (its state starts at
 * 'starting').
 */
export function useCameraScan(
  active: boolean,
  onText: (text: string) => void,
): { video: RefObject<HTMLVideoElement | null>; camera: CameraState } {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const latest = useRef(onText);
  useEffect(() => {
    latest.current = onText;
  });

  useEffect(() => {
    const element = video.current;
    if (!active || !element || !cameraSupported()) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { text: '', at: 0 };

    const start = async () => {
      // The decoder downloads while the user allows the camera.
      const decoding = loadQrDecoder();
      decoding.catch(() => undefined);
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        stream = media;
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        element.srcObject = media;
        element.muted = true;
        await element.play().catch(() => undefined);
        const decode = await decoding;
        if (stopped) return;
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('canvas');
        setState({ kind: 'scanning' });
        const tick = () => {
          if (stopped) return;
          if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
            const scale = Math.min(1, FRAME_WIDTH / element.videoWidth);
            canvas.width = Math.round(element.videoWidth * scale);
            canvas.height = Math.round(element.videoHeight * scale);
            context.drawImage(element, 0, 0, canvas.width, canvas.height);
            const text = decode(context.getImageData(0, 0, canvas.width, canvas.height));
            const now = Date.now();
            if (text && (text !== last.text || now - last.at > SAME_SCAN_MS)) {
              latest.current(text);
            }
            if (text) Object.assign(last, { text, at: now });
          }
          timer = setTimeout(tick, FRAME_MS);
        };
        tick();
      } catch (error) {
        if (!stopped) setState(failure(error));
      }
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      element.srcObject = null;
    };
  }, [active]);

  return { video, camera: cameraSupported() ? state : { kind: 'unsupported' } };
}
