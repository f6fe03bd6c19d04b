/**
 * A steady stream of writes against a running server (new positions, POST /admin/post, each
 * with a unique code), recording how every request ended: a full answer (and which), or a
 * network failure (and which). "Acknowledged" means a 200 with envelope code 0: what the web
 * client shows as saved.
 */
import { request as httpRequest, Agent, type ClientRequest } from 'node:http';
import { encryptPassword } from '@depot/shared';

export interface WriteOutcome {
  /** The unique code of the position this request created. */
  code: string;
  sentAt: number;
  endedAt: number;
  /** The HTTP status, when a complete answer came back. */
  status?: number;
  /** The envelope's code of that answer (0 = success). */
  envelopeCode?: number;
  /** The network error's code (ECONNREFUSED, ECONNRESET, …), when no complete answer came. */
  error?: string;
  /** Whether the request went out on a kept-alive connection that had carried others. */
  reusedSocket?: boolean;
}

export const acknowledged = (o: WriteOutcome) => o.status === 200 && o.envelopeCode === 0;

const REQUEST_TIMEOUT_MS = 30_000;

/** Signs in as `username` with the password grant the login page uses; returns the token. */
export async function signIn(baseUrl: string, username: string, password: string) {
  const config = (await (await fetch(`${baseUrl}/auth/client-config`)).json()) as {
    data: { clientId: string; clientSecret: string; passwordKey: string };
  };
  const { clientId, clientSecret, passwordKey } = config.data;
  const query = new URLSearchParams({
    grant_type: 'password',
    scope: 'server',
    username,
    password: encryptPassword(password, passwordKey),
  });
  const res = await fetch(`${baseUrl}/auth/oauth/token?${query}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    },
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Every position code on the server (GET /admin/post/list). */
export async function listPostCodes(baseUrl: string, token: string): Promise<Set<string>> {
  const res = await fetch(`${baseUrl}/admin/post/list`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`listing failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { code: string }[] };
  return new Set(body.data.map((p) => p.code));
}

function postBody(code: string): string {
  return JSON.stringify({ code, name: `fault ${code}`, sort: 0 });
}

interface PostTarget {
  baseUrl: string;
  token: string;
  agent?: Agent;
}

/**
 * Sends one POST /admin/post. `hold` lets the caller keep the body half sent: the request is
 * then under way at the server (headers and part of the body read) until `release` is called.
 */
function sendPost(
  { baseUrl, token, agent }: PostTarget,
  code: string,
  hold?: Promise<void>,
): { outcome: Promise<WriteOutcome>; written: Promise<void> } {
  const body = Buffer.from(postBody(code));
  const url = new URL('/admin/post', baseUrl);
  const outcome: WriteOutcome = { code, sentAt: Date.now(), endedAt: 0 };
  let req: ClientRequest;
  let markWritten!: () => void;
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const done = new Promise<WriteOutcome>((resolve) => {
    let settled = false;
    // The first ending counts: a reset can be reported by both the request and the response.
    const finish = (fields: Partial<WriteOutcome>) => {
      if (settled) return;
      settled = true;
      Object.assign(outcome, fields, { endedAt: Date.now(), reusedSocket: req.reusedSocket });
      resolve(outcome);
    };
    req = httpRequest(
      url,
      {
        method: 'POST',
        agent: agent ?? false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
          'accept-language': 'en-US',
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (err: NodeJS.ErrnoException) => finish({ error: err.code ?? err.message }));
        res.on('close', () => {
          if (!res.complete) finish({ error: 'INCOMPLETE' });
        });
        res.on('end', () => {
          if (!res.complete) return finish({ error: 'INCOMPLETE' });
          let envelopeCode: number | undefined;
          try {
            envelopeCode = (JSON.parse(Buffer.concat(chunks).toString()) as { code?: number }).code;
          } catch {
            envelopeCode = undefined;
          }
          finish({ status: res.statusCode, envelopeCode });
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err: NodeJS.ErrnoException) => finish({ error: err.code ?? err.message }));
  });
  if (hold) {
    const half = Math.floor(body.length / 2);
    req!.write(body.subarray(0, half), () => markWritten());
    void hold.then(() => req.end(body.subarray(half)));
  } else {
    req!.end(body, () => markWritten());
  }
  return { outcome: done, written };
}

export interface WriteLoad {
  /** Resolves with every request's outcome once all workers have stopped. */
  finished: Promise<WriteOutcome[]>;
  /** Outcomes so far (live array). */
  outcomes: WriteOutcome[];
  /** Calls `listener` after each new outcome; returns a function that stops it. */
  onOutcome(listener: () => void): () => void;
  /** Asks the workers to stop after their current request. */
  stop(): void;
}

/**
 * `concurrency` workers, each sending one write after another on kept-alive connections,
 * until `stop()`, `maxMs`, or the server refuses connections (it has stopped listening).
 */
export function startWriteLoad(
  target: Omit<PostTarget, 'agent'>,
  { concurrency, maxMs, prefix }: { concurrency: number; maxMs: number; prefix: string },
): WriteLoad {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const outcomes: WriteOutcome[] = [];
  const deadline = Date.now() + maxMs;
  const listeners = new Set<() => void>();
  let stopped = false;
  let next = 0;

  async function worker() {
    while (!stopped && Date.now() < deadline) {
      const code = `${prefix}-${++next}`;
      const outcome = await sendPost({ ...target, agent }, code).outcome;
      outcomes.push(outcome);
      for (const listener of listeners) listener();
      // Nobody listens any more: nothing further can be written.
      if (outcome.error === 'ECONNREFUSED') return;
    }
  }

  const finished = Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
    agent.destroy();
    return outcomes;
  });
  return {
    finished,
    outcomes,
    onOutcome: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => (stopped = true),
  };
}

/**
 * A write whose body stops half way until `release()`: it is certainly under way at the server
 * while a signal arrives. It goes on a kept-alive connection that has already carried an
 * answer, so the server has accepted that connection before the signal.
 */
export async function startHeldWrite(target: Omit<PostTarget, 'agent'>, code: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const warmUp = await fetchOn(agent, new URL('/auth/client-config', target.baseUrl));
  if (warmUp !== 200) throw new Error(`warm-up request failed: ${warmUp}`);
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  const { outcome, written } = sendPost({ ...target, agent }, code, hold);
  await written;
  return { outcome: outcome.finally(() => agent.destroy()), release };
}

/** A GET on `agent`, read to the end; resolves with its status. */
function fetchOn(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * Resolves once `count` writes of `load` are acknowledged (checked at each outcome); rejects
 * when the load ends short of them or after `timeoutMs`.
 */
export function whenAcknowledged(load: WriteLoad, count: number, timeoutMs: number) {
  const done = () => load.outcomes.filter(acknowledged).length;
  return new Promise<void>((resolve, reject) => {
    let over = false;
    const check = () => {
      if (done() >= count) finish();
    };
    const timer = setTimeout(
      () => finish(new Error(`only ${done()} of ${count} writes acknowledged in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const stopListening = load.onOutcome(check);
    void load.finished.then(() => {
      check();
      finish(new Error(`the load ended with ${done()} of ${count} writes acknowledged`));
    });
    function finish(error?: Error) {
      if (over) return;
      over = true;
      clearTimeout(timer);
      stopListening();
      if (error) reject(error);
      else resolve();
    }
    check();
  });
}

/** How the requests ended, for failure messages: "200/0 × 57, ECONNREFUSED × 8". */
export function tally(outcomes: readonly WriteOutcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = o.error ?? `${o.status}/${o.envelopeCode}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key} × ${n}`).join(', ');
}
