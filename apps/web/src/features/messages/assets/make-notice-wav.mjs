// Writes notice.wav, the new-notice chime (SPEC §4): two short sine tones, 8-bit mono PCM.
// Generated rather than downloaded; run `node make-notice-wav.mjs` here to change it.
import { writeFileSync } from 'node:fs';

const RATE = 11_025;
const TONES = [
  { hz: 880, seconds: 0.12 },
  { hz: 1320, seconds: 0.18 },
];
const VOLUME = 0.6;
const FADE_SECONDS = 0.01; // ramps in and out, so the tones do not click

const samples = [];
for (const { hz, seconds } of TONES) {
  const count = Math.round(RATE * seconds);
  const fade = Math.round(RATE * FADE_SECONDS);
  for (let i = 0; i < count; i++) {
    const envelope = Math.min(1, i / fade, (count - 1 - i) / fade);
    const value = Math.sin((2 * Math.PI * hz * i) / RATE) * VOLUME * envelope;
    samples.push(Math.round(128 + value * 127)); // unsigned 8-bit, 128 is silence
  }
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // byte rate
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(samples.length, 40);

writeFileSync(
  new URL('notice.wav', import.meta.url),
  Buffer.concat([header, Buffer.from(samples)]),
);
