/**
 * The part of `ws` (the websocket library under @fastify/websocket) that Depot uses, typed
 * here because @types/ws is not installed. Delete this file if @types/ws is ever added.
 */
declare module 'ws' {
  import { EventEmitter } from 'node:events';
  import type { ClientRequest, IncomingMessage } from 'node:http';

  declare class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    readonly CONNECTING: 0;
    readonly OPEN: 1;
    readonly CLOSING: 2;
    readonly CLOSED: 3;
    readonly readyState: 0 | 1 | 2 | 3;
    readonly protocol: string;
    readonly bufferedAmount: number;
    constructor(
      address: string | URL,
      protocols?: string | string[],
      options?: WebSocket.ClientOptions,
    );
    send(data: string | Buffer, cb?: (err?: Error) => void): void;
    close(code?: number, reason?: string | Buffer): void;
    terminate(): void;
    on(event: 'message', listener: (data: WebSocket.RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
    on(event: 'open', listener: () => void): this;
    on(
      event: 'unexpected-response',
      listener: (request: ClientRequest, response: IncomingMessage) => void,
    ): this;
    once(event: 'message', listener: (data: WebSocket.RawData, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (err: Error) => void): this;
    once(event: 'open', listener: () => void): this;
    once(
      event: 'unexpected-response',
      listener: (request: ClientRequest, response: IncomingMessage) => void,
    ): this;
  }

  declare namespace WebSocket {
    type RawData = Buffer | ArrayBuffer | Buffer[];

    interface ClientOptions {
      headers?: Record<string, string>;
      origin?: string;
      maxPayload?: number;
    }

    interface ServerOptions {
      maxPayload?: number;
      clientTracking?: boolean;
      perMessageDeflate?: boolean;
      handleProtocols?: (protocols: Set<string>, request: IncomingMessage) => string | false;
    }

    class Server extends EventEmitter {
      clients: Set<WebSocketAlias>;
      constructor(options?: ServerOptions);
      close(cb?: (err?: Error) => void): void;
    }
    const WebSocketServer: typeof Server;
    type WebSocketServer = Server;
    // `WebSocket.WebSocket` is the class itself, as in @types/ws (which this mirrors).
    const WebSocket: typeof WebSocketAlias;
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface WebSocket extends WebSocketAlias {}
  }

  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  declare const WebSocketAlias: typeof WebSocket;
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WebSocketAlias extends WebSocket {}

  export = WebSocket;
}
