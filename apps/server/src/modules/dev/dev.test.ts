import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp({ devOutbox: true }), createTestApp()]);
  await on.app.deps.mailer.queue(on.db, {
    to: 'someone@example.com',
    subject: 'Hello',
    text: 'A link: http://x/verified?key=abc',
  });
});
afterAll(async () => {
  await on.close();
  await off.close();
});

describe('development outbox reader', () => {
  it('shows the latest mail to an address when DEV_OUTBOX is on', async () => {
    const res = await on.app.inject({ url: '/api/dev/outbox/?to=Someone@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ to: 'someone@example.com', subject: 'Hello' });
  });

  it('does not exist when DEV_OUTBOX is off', async () => {
    expect((await off.app.inject({ url: '/api/dev/outbox/' })).statusCode).toBe(404);
  });
});
