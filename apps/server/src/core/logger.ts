import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
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
 *
 * Each line is kept as its bytes until then: in its text mode sonic-boom appends a line to
 * the text still waiting and measures all of that text again in UTF-8, so while a write was
 * under way every line cost more than the one before (issue #14: measuring and encoding the
 * waiting text were 8 % of a cached read's CPU profile at 50 connections).
 */
function stdoutLog(): pino.DestinationStream {
  if (!stdout) {
    const out = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
    // sonic-boom's types name only text; in 'buffer' mode it takes (and needs) Buffers.
    const writeBytes = out.write.bind(out) as unknown as (bytes: Buffer) => boolean;
    stdout = { write: (line: string) => writeBytes(Buffer.from(line)) };
  }
  return stdout;
}

/**
 * Fastify's logger of one request (`request.log`), made the first time the request logs
 * anything (an error, a refusal at debug level). Most requests log nothing but their access
 * line, which has a logger of its own (installAccessLog); a pino child made for each request,
 * its bindings run through the redaction rules, was 3 % of a cached read's CPU (issue #14).
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: pino.Bindings;
  readonly #options: pino.ChildLoggerOptions;
  #made: FastifyBaseLogger | undefined;

  constructor(
    parent: FastifyBaseLogger,
    bindings: pino.Bindings,
    options: pino.ChildLoggerOptions,
  ) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    return (this.#made ??= this.#parent.child(this.#bindings, this.#options));
  }

  #log(level: pino.Level | 'silent', args: unknown[]): void {
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): string {
    return this.#logger().level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent(...args: unknown[]) {
    this.#log('silent', args);
  }
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger made only when it is used. */
export const requestLoggers: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger, bindings, options);

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
