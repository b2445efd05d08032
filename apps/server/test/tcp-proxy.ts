import net from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL), which a test can stop and start again on the
 * same port: stopped, every connection through it is cut and new ones are refused, as when the
 * server itself goes down; started again, as when it comes back.
 */
export function tcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        sockets.add(client).add(upstream);
        const cut = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) socket.on('error', cut).on('close', cut);
        client.pipe(upstream).pipe(client);
      });
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as net.AddressInfo).port;
        server = listener;
        resolve();
      });
    });
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    const listener = server;
    server = undefined;
    if (listener) await new Promise((resolve) => listener.close(resolve));
  };
  return {
    start,
    stop,
    /** The port it listens on (the same after a restart). */
    get port() {
      return port;
    },
  };
}
