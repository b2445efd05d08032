import { createServer, type Socket } from 'node:net';

/** One message as the sink received it. */
export type ReceivedMail = { from: string; to: string[]; subject: string };

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  /** RCPT TO attempts answered 451, per address. */
  refusals: Map<string, number>;
  close: () => Promise<void>;
};

/**
 * A tiny SMTP server on 127.0.0.1 for tests: plain SMTP (no TLS, no AUTH), keeps what it receives.
 * `refuse(address, attempt)` returning true answers that RCPT with a temporary 451, as a busy
 * server would; the sender is expected to try again later.
 */
export async function startSmtpSink(
  options: { refuse?: (address: string, attempt: number) => boolean } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, number>();
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') return reply('250-sink.test\r\n250-8BITMIME\r\n250 SMTPUTF8');
      if (verb === 'HELO') return reply('250 sink.test');
      if (verb === 'MAIL') {
        envelope = { from: line.match(/<([^>]*)>/)?.[1] ?? '', to: [] };
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        const address = line.match(/<([^>]*)>/)?.[1] ?? '';
        const attempt = (refusals.get(address) ?? 0) + 1;
        if (options.refuse?.(address, attempt)) {
          refusals.set(address, attempt);
          return reply('451 4.3.0 Mailbox busy, try again later');
        }
        envelope.to.push(address);
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        if (envelope.to.length === 0) return reply('554 No valid recipients');
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET') {
        envelope = { from: '', to: [] };
        return reply('250 OK');
      }
      if (verb === 'NOOP') return reply('250 OK');
      if (verb === 'QUIT') {
        reply('221 Bye');
        return socket.end();
      }
      return reply('502 Unrecognised command'); // SMTP's code for a verb this sink does not speak
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const subject = message.match(/^Subject: (.*)$/im)?.[1] ?? '';
          received.push({ ...envelope, subject });
          reply('250 OK queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        command(line);
      }
    });
    reply('220 sink.test ESMTP ready');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
