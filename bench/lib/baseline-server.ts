/**
 * The baseline: a bare Fastify route answering a constant JSON, in its own process. Every
 * HTTP figure is divided by what this serves on the same machine in the same run.
 */
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 18600);
const body = { code: 0, msg: null, data: { records: [], total: 0, current: 1, size: 10 } };

const app = Fastify({ logger: false });
app.get('/', async () => body);
await app.listen({ port, host: '127.0.0.1' });
