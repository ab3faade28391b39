import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext } from './helper';

/**
 * Requests Node's HTTP parser refuses never reach Fastify's routes, and `inject` cannot send
 * them: these go over a real socket to the app listening on 127.0.0.1. Their answer is a JSON
 * `{message}` in Spanish like every other error, and the connection is closed.
 */
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

interface RawAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection after answering. */
  closed: boolean;
}

/** Writes `request` as is and reads until the server closes the socket (or 5 s pass). */
function rawRequest(request: string, at = port): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(at, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('end', () => (closed = true));
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(text)}`));
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ statusLine, headers, body: text.slice(split + 4), closed });
    });
    socket.write(request);
  });
}

function expectSpanishJson(answer: RawAnswer, status: number, message: string) {
  expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(JSON.parse(answer.body)).toEqual({ message });
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.closed).toBe(true);
}

test('a Content-Length that is not a number is a 400 in Spanish, and the socket is closed', async () => {
  const answer = await rawRequest(
    'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: abc\r\n\r\n{"username":"admin","password":"x"}',
  );
  expectSpanishJson(answer, 400, 'La solicitud HTTP no es válida.');
});

test('a broken request line and a header without a name are 400s in Spanish', async () => {
  expectSpanishJson(
    await rawRequest('GET /api/health HTTP/9\r\n\r\n'),
    400,
    'La solicitud HTTP no es válida.',
  );
  expectSpanishJson(
    await rawRequest('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n: sin nombre\r\n\r\n'),
    400,
    'La solicitud HTTP no es válida.',
  );
});

test('headers larger than Node accepts are a 431 in Spanish', async () => {
  const answer = await rawRequest(
    `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
  );
  expectSpanishJson(answer, 431, 'Los encabezados de la solicitud son demasiado grandes.');
});

test('an address longer than Node accepts is a 414 in Spanish', async () => {
  const answer = await rawRequest(
    `GET /shared/product/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
  );
  expectSpanishJson(answer, 414, 'La dirección solicitada es demasiado larga.');
  // Within the limit, but most of it the address.
  expectSpanishJson(
    await rawRequest(
      `GET /buscar?q=${'a'.repeat(12_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Relleno: ${'b'.repeat(5_000)}\r\n\r\n`,
    ),
    414,
    'La dirección solicitada es demasiado larga.',
  );
});

test('the server goes on answering well-formed requests', async () => {
  const answer = await rawRequest(
    'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  );
  expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
  expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
});

describe('with short timeouts', () => {
  let slow: TestContext;
  let slowPort: number;
  beforeAll(async () => {
    slow = await createTestContext({ timeouts: { headersMs: 300, requestMs: 600 } });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    slowPort = (slow.app.server.address() as AddressInfo).port;
  });
  afterAll(() => slow.close());

  test('a body that stops coming is a 408 in Spanish, and the socket is closed', async () => {
    const answer = await rawRequest(
      'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"username":"adm',
      slowPort,
    );
    expectSpanishJson(answer, 408, 'La solicitud tardó demasiado en llegar. Intente de nuevo.');
  });
});
