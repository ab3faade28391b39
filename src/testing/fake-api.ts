/**
 * A stand-in for the server in component tests: jsdom has no fetch, so this installs a `fetch`
 * and a `Request` that answer RTK Query's calls from a handler. Every request is recorded.
 */
interface FakeAnswer {
  status?: number;
  body: unknown;
  /** Response headers besides the JSON content type (a service worker's saved copy's stamp). */
  headers?: Record<string, string>;
}

export type FakeHandler = (
  url: URL,
  method: string,
  headers?: Headers,
  /** The request's body as sent (RTK Query writes JSON as text). */
  body?: string,
) => FakeAnswer | undefined;

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | null;
  readonly body: string | undefined;

  constructor(input: string, init: RequestInit = {}) {
    this.url = new URL(input, window.location.origin).href;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers);
    this.signal = init.signal ?? null;
    this.body = typeof init.body === 'string' ? init.body : undefined;
  }

  clone() {
    return this;
  }
}

function fakeResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'content-type': 'application/json', ...headers }),
    text: async () => text,
    json: async () => body,
    clone: () => fakeResponse(status, body, headers),
  };
  return response;
}

/** Installs the fake; `requests` lists 'path?query' of every call, `restore` removes it. */
export function installFakeApi(handler: FakeHandler) {
  const requests: string[] = [];
  const saved = { fetch: globalThis.fetch, Request: globalThis.Request };
  const fetch = async (request: FakeRequest) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
    const answer = handler(url, request.method, request.headers, request.body) ?? {
      status: 404,
      body: { message: 'No encontrado' },
    };
    return fakeResponse(answer.status ?? 200, answer.body, answer.headers);
  };
  Object.assign(globalThis, { fetch, Request: FakeRequest });
  return {
    requests,
    restore: () => Object.assign(globalThis, saved),
  };
}
