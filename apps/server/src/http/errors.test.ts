import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';

describe('registerErrorHandling', () => {
  it('logs a 5xx without the database detail that quotes row values, and sends none of it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      // What pg raises for a unique violation: the row's values sit in `detail`.
      throw Object.assign(new Error('duplicate key value violates unique constraint "user_email_key"'), {
        code: '23505',
        detail: 'Key (email)=(kid.keeper@example.com) already exists.',
        where: 'SQL statement with kid.keeper@example.com',
      });
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('kid.keeper');
    const logged = lines.join('');
    expect(logged).toContain('user_email_key');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('kid.keeper@example.com');
  });
});
