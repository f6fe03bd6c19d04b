import { PassThrough, Writable } from 'node:stream';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { LabelAsset } from '../asset/asset-query';
import { findLabelFont } from './label-font';
import { writeLabelsPdf } from './label-pdf';

const font = findLabelFont();
if (!font) throw new Error('these tests need a CJK font: apt install fonts-noto-cjk');
const options = {
  layout: 'roll-50x30' as const,
  offsetX: 0,
  offsetY: 0,
  font,
  url: (token: string) => `https://depot.example.com/as/asset-detail?qr=${token}`,
};

const label = (i: number): LabelAsset => ({
  code: `NB-${String(i).padStart(6, '0')}`,
  name: `联想 ThinkPad 笔记本电脑 ${i}`,
  qrToken: `token-${i}`,
});

/** A reader taking one chunk per turn of the event loop, as a slow client would. */
function slowReader() {
  const reader = {
    received: 0,
    chunks: [] as Buffer[],
    sink: new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        reader.received += chunk.length;
        reader.chunks.push(chunk);
        setImmediate(done);
      },
    }),
  };
  return reader;
}

describe('label PDF', () => {
  it('draws no further than the reader has read: a slow client keeps memory flat', async () => {
    const reader = slowReader();
    // What the reader had taken when each asset was read for drawing.
    const readAt: number[] = [];
    async function* assets() {
      for (let i = 0; i < 1000; i++) {
        readAt.push(reader.received);
        yield label(i);
      }
    }
    await writeLabelsPdf(reader.sink, assets(), options);
    const total = reader.received;
    expect(readAt).toHaveLength(1000);
    // Without waiting for the reader every asset is drawn before a byte leaves (the whole
    // PDF held in memory); waiting, the last asset is read when the reader already has most
    // of the PDF (all but the pages in flight and the font, written at the end).
    expect(readAt.at(-1)! / total).toBeGreaterThan(0.8);
    expect(Buffer.concat(reader.chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stops reading assets when the client goes away', async () => {
    const reader = slowReader();
    let read = 0;
    let closed = false;
    async function* assets() {
      try {
        for (let i = 0; i < 1000; i++) {
          read++;
          if (read === 50) reader.sink.destroy();
          yield label(i);
        }
      } finally {
        closed = true;
      }
    }
    await writeLabelsPdf(reader.sink, assets(), options);
    expect(read).toBe(50);
    expect(closed).toBe(true);
  });

  it('writes each code and name, Chinese or not, as text in the embedded CJK font', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* assets() {
      yield { code: 'NB-000001', name: '收银台显示器', qrToken: 'a' };
      yield { code: 'SECURITY-000123', name: '防盗门禁天线', qrToken: 'b' };
      // Words that are also names of an object's properties (pdfkit caches words by name).
      yield { code: 'NB-000003', name: 'constructor toString', qrToken: 'c' };
    }
    await writeLabelsPdf(out, assets(), options);
    const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)) }).promise;
    const texts: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      // Spaces aside: where a line wraps, its space is not drawn.
      texts.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join('')
          .replace(/\s/g, ''),
      );
    }
    // Read back through the font's own character map: real glyphs, not empty boxes.
    expect(texts).toEqual([
      'NB-000001收银台显示器',
      'SECURITY-000123防盗门禁天线',
      'NB-000003constructortoString',
    ]);
    await pdf.destroy();
  });
});
