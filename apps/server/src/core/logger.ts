import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { LogLevel } from '../config';

export interface LogOptions {
  level: LogLevel;
  /** Human-readable lines (a terminal); JSON lines otherwise. */
  pretty?: boolean;
  /** Where to write instead of stdout (tests read the log from here). */
  stream?: { write(line: string): void };
}

/**
 * Sign-in sends the password and tokens in the query string (SPEC §7), and the websocket
 * handshake its single-use ticket, so URLs under /auth/ and /websocket/ are logged without it;
 * credentials that end up in a logged object are redacted.
 */
export function loggerOptions(options: LogOptions): FastifyServerOptions['logger'] {
  const pretty = options.pretty && !options.stream;
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : pretty ? {} : { stream: stdoutLog() }),
    ...(pretty ? { transport: { target: 'pino-pretty' } } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'password',
        'access_token',
        'refresh_token',
        '*.password',
        '*.access_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

let stdout: pino.DestinationStream | null = null;

/**
 * Standard output, written asynchronously: lines that come while a write is under way go
 * out together in the next one, instead of one write call per line (issue #8: at 50
 * connections the access log's writes took over a third of a cached read's time). pino
 * writes what is pending when the process exits; a process killed outright (SIGKILL) can lose
 * its last lines. One per process, however many apps it builds.
 */
function stdoutLog(): pino.DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}

export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  const secret = url.startsWith('/auth/') || url.startsWith('/websocket/');
  return query >= 0 && secret ? url.slice(0, query) : url;
}

/**
 * One line per answered request at info — `request completed` with the method, URL (cleaned as
 * above), status and time — instead of Fastify's two (`incoming request` and `request
 * completed`): the same access log for half the writes, which were a fifth of a cached read's
 * work at 50 connections (issue #8). Build the app with a `LogController` that disables request
 * logging.
 *
 * The line holds only what the serializers above pick (no headers, no body, the URL cleaned),
 * so it is written without the redaction rules, which cost more than the rest of the line.
 */
export function installAccessLog(app: FastifyInstance): void {
  const access = app.log.child({}, { redact: [] });
  app.addHook('onResponse', async (request, reply) => {
    access.info(
      { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
}
