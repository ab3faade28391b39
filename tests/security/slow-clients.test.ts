import { connect, type Socket } from 'node:net';
import { call, rawExchange } from './client';
import { serverForThisFile } from './server';

/*
 * Slow clients against short configured limits (fix 6): headers must arrive within
 * HEADERS_TIMEOUT_MS and the whole request (uploads too) within REQUEST_TIMEOUT_MS; a few slow
 * sockets never hold the server. The production defaults are 10 s and 30 s.
 */

const HEADERS_MS = 1000;
const REQUEST_MS = 2000;

const target = serverForThisFile({
  HEADERS_TIMEOUT_MS: String(HEADERS_MS),
  REQUEST_TIMEOUT_MS: String(REQUEST_MS),
});

/** Opens a socket that sends the start of a request, then one more header byte now and then. */
function slowloris(path: string) {
  const socket = connect(target.server.port, '127.0.0.1');
  const opened = Date.now();
  socket.on('error', () => undefined);
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Lento: `);
  const drip = setInterval(() => socket.writable && socket.write('a'), 200);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      resolve(Date.now() - opened);
    }),
  );
  return { socket, closed };
}

test('slowloris: sockets that never finish their headers are closed after the header timeout, and others are served meanwhile', async () => {
  const sockets = Array.from({ length: 24 }, () => slowloris('/api/health'));
  const stop = (s: Socket) => s.destroy();
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const meanwhile = await call(target.server, '/api/health');
    expect(meanwhile.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    const lifetimes = await Promise.race([
      Promise.all(sockets.map((s) => s.closed)),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), HEADERS_MS * 6)),
    ]);
    expect(lifetimes).not.toBeNull();
    for (const ms of lifetimes!) {
      expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
      expect(ms).toBeLessThan(HEADERS_MS * 4);
    }
  } finally {
    sockets.forEach((s) => stop(s.socket));
  }
});

test('slow body: a request whose body stops coming is answered 408 and closed after the request timeout; the server stays up', async () => {
  const head =
    'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    'Content-Length: 200\r\n\r\n';
  const { response, ms } = await rawExchange(target.server, head, {
    body: '{"username":"adm',
    waitMs: REQUEST_MS * 5,
  });
  expect(response.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
  expect(ms).toBeLessThan(REQUEST_MS * 3);
  expect((await call(target.server, '/api/health')).status).toBe(200);
});
