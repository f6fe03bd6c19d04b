/**
 * `node --expose-gc --import tsx bench/lib/label-heap.ts <labels> <bytes per second | 0>`:
 * draws that many labels with the server's writeLabelsPdf into a reader taking the given bytes
 * a second (0: as fast as it can), alone in this process, and prints JSON: the live heap after
 * a full collection at the 100th label and at the last, the process's peak resident memory
 * above its level once the font was loaded, the time (wall clock and CPU) and the PDF's size.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import {
  findLabelFont,
  labelFontData,
} from '../../apps/server/src/modules/asset-labels/label-font';
import { writeLabelsPdf } from '../../apps/server/src/modules/asset-labels/label-pdf';

const count = Number(process.argv[2]);
const rate = Number(process.argv[3]);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !(count > 100)) throw new Error('usage: node --expose-gc … <labels > 100> <rate>');
const font = findLabelFont();
if (!font) throw new Error('no CJK font: apt install fonts-noto-cjk');

const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

let bytes = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();
const reader = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    if (!rate) return setImmediate(done);
    const due = (bytes / rate) * 1000 - (performance.now() - started);
    setTimeout(done, Math.max(0, due));
  },
});

const heap = { at100: 0, atEnd: 0 };
async function* assets() {
  for (let i = 0; i < count; i++) {
    if (i === 100) heap.at100 = liveHeap();
    yield {
      code: `NB-${String(i + 1).padStart(6, '0')}`,
      name: `联想 ThinkPad T14s 笔记本电脑 ${i + 1} 号`,
      qrToken: crypto.randomUUID(),
    };
  }
  heap.atEnd = liveHeap();
}

/** Resident memory now and at its peak since the last reset (Linux /proc). */
function rss() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) * 1024;
  return { now: kb('VmRSS'), peak: kb('VmHWM') };
}

// The font file is read once per process (as in the server): loaded before, not in the peak.
labelFontData(font);
const baseRss = rss().now;
writeFileSync('/proc/self/clear_refs', '5');
await writeLabelsPdf(reader, assets(), {
  layout: 'a4-3x8',
  offsetX: 0,
  offsetY: 0,
  font,
  url: (token) => `https://depot.example.com/as/asset-detail?qr=${token}`,
});
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = (cpu.user + cpu.system) / 1000;
const peakRss = rss().peak;
console.info(
  JSON.stringify({
    count,
    rate,
    ms,
    cpuMs,
    bytes,
    heapAt100: heap.at100,
    heapAtEnd: heap.atEnd,
    baseRss,
    peakRss,
  }),
);
