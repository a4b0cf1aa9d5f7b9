// Baseline for the server benchmarks: a bare Fastify process. It answers
// /api/health with the same shape as Touchline, and, when PAGE_FILE is set,
// serves that file's JSON (a page of players fetched from Touchline) from
// memory at /page: same bytes, no plugins, no database. SECURITY_HEADERS=1
// adds Touchline's security headers (the built src/http/security-headers.ts),
// to measure what they alone cost.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const page = process.env.PAGE_FILE ? readFileSync(process.env.PAGE_FILE, 'utf8') : null;
const app = Fastify({ logger: false });
if (process.env.SECURITY_HEADERS === '1') {
  const { registerSecurityHeaders } = await import('../dist/http/security-headers.js');
  registerSecurityHeaders(app, { https: false });
}
app.get('/api/health', async () => ({ status: 'ok', db: 'none', version: '0.0.0' }));
if (page) app.get('/page', async (_request, reply) => reply.type('application/json; charset=utf-8').send(page));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
