import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { outbox } from '../../integrations/mail/mail.tables';
import { feedback } from './feedback.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feedbackEmail: 'team@rally.example' });
});
afterAll(() => t.close());

// Each test sends from its own address: the route allows 5 messages a minute per address.
const send = (payload: Record<string, unknown>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/feedback/', payload, remoteAddress });

const valid = {
  name: 'Sam Visitor',
  email: 'Sam@Visitor.example',
  subject: 'Club pricing',
  message: 'How much is Club Plus for 200 members?',
};
const storedCount = async () => (await t.db.select({ n: count() }).from(feedback))[0].n;

describe('POST /api/feedback/', () => {
  it('stores the message and e-mails it to the Rally team', async () => {
    const res = await send(valid, '10.0.0.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Thanks, your message is on its way to the Rally team.' });
    const [stored] = await t.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
    expect(stored).toMatchObject({
      name: 'Sam Visitor',
      email: 'sam@visitor.example',
      subject: 'Club pricing',
      message: valid.message,
    });
    await t.runJobs(); // the delivery job (to the log: no SMTP in tests)
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'team@rally.example'));
    expect(mail.subject).toBe('Contact form: Club pricing');
    expect(mail.text).toContain('Sam Visitor <sam@visitor.example>');
    expect(mail.text).toContain(valid.message);
    expect(mail.status).toBe('logged');
  });

  it('accepts a message without a subject and keeps a subject to one line', async () => {
    expect((await send({ ...valid, subject: undefined }, '10.0.0.2')).statusCode).toBe(201);
    expect((await send({ ...valid, subject: 'Two\r\nBcc: lines' }, '10.0.0.2')).statusCode).toBe(201);
    const subjects = (
      await t.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, 'team@rally.example'))
    ).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Contact form: No subject', 'Contact form: Two Bcc: lines']));
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const before = await storedCount();
    const empty = await send({}, '10.0.0.3');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      reason: 'Name is required',
      errors: { name: ['Name is required'], email: ['Email is required'], message: ['Message is required'] },
    });
    const bad = await send(
      { ...valid, email: 'not-an-address', subject: 'x'.repeat(151), message: 'y'.repeat(5001) },
      '10.0.0.3',
    );
    expect(bad.json()).toEqual({
      reason: 'Please provide a valid email address',
      errors: {
        email: ['Please provide a valid email address'],
        subject: ['Please enter no more than 150 characters'],
        message: ['Please enter no more than 5000 characters'],
      },
    });
    expect((await send({ ...valid, name: '   ' }, '10.0.0.3')).json().errors).toEqual({ name: ['Name is required'] });
    expect(await storedCount()).toBe(before);
  });

  it('limits each address to 5 messages a minute', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid, '10.0.0.4')).statusCode).toBe(201);
    const sixth = await send(valid, '10.0.0.4');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ reason: 'Too many messages. Please wait a minute and try again.' });
    expect((await send(valid, '10.0.0.5')).statusCode).toBe(201);
  });
});
