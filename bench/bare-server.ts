// The yardstick: a bare Fastify route on the same machine, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ data: { ok: true } }));
app.post('/bare', async () => ({ data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
