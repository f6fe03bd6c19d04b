/**
 * The websocket baseline: a bare `ws` server in its own process that keeps every connection
 * and, on `POST /broadcast?n=N&marker=M`, sends one small JSON message to its first N sockets
 * (or, when the request has a body, that body's text: the same bytes a Depot push carried).
 * Depot's memory and fan-out figures are compared with what this does in the same run.
 */
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.argv[2] ?? 18605);
/** Each socket by the number it identified with (`{"userId": n}`), as Depot's clients do. */
const sockets = new Map<number, WebSocket>();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'POST' && url.pathname === '/broadcast') {
    const n = Number(url.searchParams.get('n') ?? sockets.size);
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      const text =
        body ||
        JSON.stringify({ sendType: 'notice', notice: { content: url.searchParams.get('marker') } });
      for (let i = 0; i < n; i++) sockets.get(i)?.send(text);
      res.end('ok');
    });
    return;
  }
  res.end(String(sockets.size));
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const text = data.toString();
    if (text === 'ping') ws.send('pong');
    else if (text.startsWith('{')) sockets.set((JSON.parse(text) as { userId: number }).userId, ws);
  });
});
server.listen(port, '127.0.0.1');
