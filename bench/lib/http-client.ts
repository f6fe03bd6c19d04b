import http from 'node:http';

/** Sockets kept open between calls, as a browser keeps them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });

export interface Answer {
  status: number;
  text: string;
}

/**
 * One HTTP/1.1 call on a kept-alive socket, answering the status and the body as text. The
 * timed calls go through this rather than `fetch`: undici's fetch spends several times the
 * bench process's CPU per call, and on two cores shared with the server and PostgreSQL that
 * time shows in every latency measured (issue #18's scans: 10 counters' calls to the trivial
 * `/admin/user/info` had a p50 of 6.6 ms).
 */
export function httpCall(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent =
      body === undefined
        ? headers
        : {
            ...headers,
            'content-type': 'application/json',
            'content-length': `${Buffer.byteLength(body)}`,
          };
    const request = http.request(url, { method, headers: sent, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}
