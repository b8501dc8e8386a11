import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the OS picks it); never 5432, which belongs to the machine's PostgreSQL. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const { port: p } = srv.address() as { port: number };
        srv.close(() => resolve(p));
      });
    });
    if (port !== 5432) return port;
  }
}
