import type { FastifyInstance } from 'fastify';

/**
 * Listens on `wanted`, or on the next free port up to 20 further when it is taken (a running
 * `npm start` holds 8080), else on any free port. Returns the port.
 */
export async function listenOnFreePort(app: FastifyInstance, wanted: number, host = '0.0.0.0'): Promise<number> {
  for (let port = wanted; port <= wanted + 20; port++) {
    try {
      await app.listen({ port, host });
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  await app.listen({ port: 0, host });
  return (app.server.address() as { port: number }).port;
}
