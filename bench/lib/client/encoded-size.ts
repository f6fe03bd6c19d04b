import { request } from 'node:http';

export interface EncodedSize {
  gzip: number;
  brotli: number;
}

/** Bytes of the body as the server sends it with `accept-encoding: <encoding>`. */
function bodyBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const cache = new Map<string, Promise<EncodedSize>>();

/** What a file costs on the wire from the real server, gzip and brotli (each file once). */
export function encodedSize(url: string): Promise<EncodedSize> {
  let size = cache.get(url);
  if (!size) {
    size = Promise.all([bodyBytes(url, 'gzip'), bodyBytes(url, 'br')]).then(([gzip, brotli]) => ({
      gzip,
      brotli,
    }));
    cache.set(url, size);
  }
  return size;
}
