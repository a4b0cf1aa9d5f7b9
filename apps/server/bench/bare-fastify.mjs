// Baseline for the server benchmark: a bare Fastify route with the same
// response shape as /api/health, without plugins or a database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok', db: 'none', version: '0.0.0' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
