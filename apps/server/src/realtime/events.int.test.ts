import type { ErrorBody, Me } from '@touchline/core';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines.js';
import { noEvent, openEventStream } from '../../test/http-client.js';

describeEachEngine('live events: GET /api/events', (ctx) => {
  it('streams a change of my own record to me and to administrators, not to other users', async () => {
    const admin = ctx.client();
    await admin.signUp('Admin', 'admin@example.com');
    const me = ctx.client();
    await me.signUp('Me', 'me@example.com');
    const other = ctx.client();
    await other.signUp('Other', 'other@example.com');
    const myId = (await me.get<Me>('/api/me')).body.id;

    const mine = await openEventStream(me, '/api/events');
    const admins = await openEventStream(admin, '/api/events?topics=user');
    const others = await openEventStream(other, '/api/events');
    expect([mine.status, admins.status, others.status]).toEqual([200, 200, 200]);
    await Promise.all([mine.next('ready'), admins.next('ready'), others.next('ready')]);

    expect((await me.patch('/api/me', { isDarkMode: true })).status).toBe(200);

    const event = await mine.next('change');
    expect(JSON.parse(event.data)).toEqual({ topic: 'user', ids: [myId] });
    expect(Number(event.id)).toBeGreaterThan(0);
    expect(JSON.parse((await admins.next('change')).data)).toEqual({ topic: 'user', ids: [myId] });
    expect(await noEvent(others, 'change')).toBe(true);

    // Reconnecting with Last-Event-ID replays what was missed.
    mine.close();
    await me.patch('/api/me', { locale: 'fr' });
    const again = await openEventStream(me, '/api/events', { 'last-event-id': String(event.id) });
    const replayed = await again.next('change');
    expect(Number(replayed.id)).toBeGreaterThan(Number(event.id));
    expect(JSON.parse(replayed.data)).toEqual({ topic: 'user', ids: [myId] });
    again.close();

    // Clients reconnecting by hand pass the id as a query parameter.
    await me.patch('/api/me', { locale: 'es' });
    const manual = await openEventStream(me, `/api/events?lastEventId=${replayed.id}`);
    expect(JSON.parse((await manual.next('change')).data)).toEqual({ topic: 'user', ids: [myId] });
    manual.close();

    // An id the server no longer knows asks the client to resync.
    const stale = await openEventStream(me, '/api/events', { 'last-event-id': '999999' });
    await stale.next('resync');
    stale.close();
    admins.close();
    others.close();
  });

  it('marks a change as an echo on the stream of the tab that wrote it, and only there (decision 390)', async () => {
    const me = ctx.client();
    await me.signUp('Echo', 'echo@example.com');
    const myId = (await me.get<Me>('/api/me')).body.id;
    const tabA = 'tab-aaaaaaaaaaaa';
    const writer = await openEventStream(me, `/api/events?topics=user&tab=${tabA}`);
    const sibling = await openEventStream(me, '/api/events?topics=user&tab=tab-bbbbbbbbbbbb');
    const untabbed = await openEventStream(me, '/api/events?topics=user');
    await Promise.all([writer.next('ready'), sibling.next('ready'), untabbed.next('ready')]);

    // A write with a body: the tab must survive the body's parsing to the handler.
    expect((await me.patch('/api/me', { isDarkMode: true }, { headers: { 'x-touchline-tab': tabA } })).status).toBe(
      200,
    );
    expect(JSON.parse((await writer.next('change')).data)).toEqual({ topic: 'user', ids: [myId], echo: true });
    // The same user's other tabs get the change as before.
    expect(JSON.parse((await sibling.next('change')).data)).toEqual({ topic: 'user', ids: [myId] });
    expect(JSON.parse((await untabbed.next('change')).data)).toEqual({ topic: 'user', ids: [myId] });

    // A header that is no tab id is ignored, never refused; and a write without one is no echo.
    expect((await me.patch('/api/me', { locale: 'fr' }, { headers: { 'x-touchline-tab': 'x' } })).status).toBe(200);
    expect(JSON.parse((await writer.next('change')).data)).toEqual({ topic: 'user', ids: [myId] });
    expect((await me.patch('/api/me', { locale: 'de' })).status).toBe(200);
    expect(JSON.parse((await writer.next('change')).data)).toEqual({ topic: 'user', ids: [myId] });
    writer.close();
    sibling.close();
    untabbed.close();
  });

  it('refuses signed-out callers and unknown topics', async () => {
    const signedOut = await ctx.client().get<ErrorBody>('/api/events');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.error.code).toBe('UNAUTHENTICATED');

    const client = ctx.client();
    await client.signUp('Topic', 'topic@example.com');
    const bad = await client.get<ErrorBody>('/api/events?topics=user,secrets');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { topics: 'INVALID_VALUE' } });
  });
});
