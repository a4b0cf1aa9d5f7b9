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

  it('refuses with 503 and Retry-After, not 500, what failed for want of a file descriptor', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    const failures: Record<string, () => unknown> = {
      // A file or socket the process could not open; a pg pool connect; SQLite's temporary file; one wrapped as a cause.
      emfile: () => Object.assign(new Error("EMFILE: too many open files, open '/srv/x'"), { code: 'EMFILE' }),
      enfile: () => Object.assign(new Error('connect ENFILE 127.0.0.1:5432'), { code: 'ENFILE', syscall: 'connect' }),
      sqlite: () => Object.assign(new Error('unable to open database file'), { code: 'SQLITE_CANTOPEN' }),
      wrapped: () => new Error('render failed', { cause: Object.assign(new Error('EMFILE'), { code: 'EMFILE' }) }),
    };
    for (const [name, failure] of Object.entries(failures)) {
      app.get(`/${name}`, async () => {
        throw failure();
      });
    }
    app.get('/other', async () => {
      throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
    });
    for (const name of Object.keys(failures)) {
      const res = await app.inject({ method: 'GET', url: `/${name}` });
      expect({ name, status: res.statusCode, retryAfter: res.headers['retry-after'] }).toEqual({
        name,
        status: 503,
        retryAfter: '5',
      });
      expect(res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    }
    expect((await app.inject({ method: 'GET', url: '/other' })).statusCode).toBe(500);
    await app.close();
  });
});
