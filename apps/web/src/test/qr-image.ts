import { create } from 'qrcode';
import type { Pixels } from '../lib/qr-decode';

/**
 * A QR code of `text` as a camera frame would give it: RGBA pixels, black modules on white,
 * `scale` pixels a module, with the quiet zone of four modules the standard asks for.
 */
export function qrPixels(text: string, scale = 4): Pixels {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const width = (modules.size + quiet * 2) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.data[row * modules.size + col]) continue;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const offset = (((row + quiet) * scale + y) * width + (col + quiet) * scale + x) * 4;
          data.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return { data, width, height: width };
}

/**
 * A camera for jsdom, which has none: getUserMedia gives a stream whose tracks record being
 * stopped, the <video> plays at 640 × 480, and a canvas's 2D context hands out `frame` as
 * every picture drawn from it. Returns the stream's stop calls; call `restore` after the test.
 */
export function fakeCamera(frame: () => Pixels) {
  const stopped: string[] = [];
  const track = { stop: () => stopped.push('video') };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const saved = {
    mediaDevices: Object.getOwnPropertyDescriptor(navigator, 'mediaDevices'),
    play: HTMLMediaElement.prototype.play,
    getContext: HTMLCanvasElement.prototype.getContext,
  };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.resolve(stream) },
  });
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  const readyState = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'readyState');
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', {
    configurable: true,
    get: () => 4,
  });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', {
    configurable: true,
    get: () => 640,
  });
  Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', {
    configurable: true,
    get: () => 480,
  });
  // The picture drawn is the frame: getImageData answers it whatever the canvas's size.
  HTMLCanvasElement.prototype.getContext = function () {
    return { drawImage: () => undefined, getImageData: () => frame() };
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  return {
    stopped,
    restore: () => {
      if (saved.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', saved.mediaDevices);
      else Reflect.deleteProperty(navigator, 'mediaDevices');
      HTMLMediaElement.prototype.play = saved.play;
      HTMLCanvasElement.prototype.getContext = saved.getContext;
      if (readyState) Object.defineProperty(HTMLMediaElement.prototype, 'readyState', readyState);
      Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoWidth');
      Reflect.deleteProperty(HTMLVideoElement.prototype, 'videoHeight');
    },
  };
}
