/*
 * A bare DevTools protocol connection for the phone run (bench/phone.ts): one WebSocket to the
 * browser, a fresh browser context per page load, and the commands sent to the page's session.
 *
 * Why not Playwright here: Playwright turns on the page's Runtime domain for every page it drives,
 * and injects its own script, whose input listeners run in every tap. With an inspector's Runtime
 * domain on, V8 re-parses a function for its source positions whenever an Error is created in it,
 * and React DOM creates three while its module is evaluated: 12–23 ms of the page's main thread on
 * a small host, unthrottled, that a visitor's phone never spends (docs/decisions.md, "Measured on
 * the visitor's phone"). This connection never enables Runtime (Runtime.evaluate works
 * without it) nor injects any script but the bench's observers.
 */
import WebSocket from 'ws';

type Params = Record<string, unknown>;
interface Message {
  id?: number;
  method?: string;
  params?: Params;
  result?: Params;
  error?: { message: string };
  sessionId?: string;
}

/** The browser's DevTools endpoint on `port` (Chromium started with a debugging port). */
export async function connectToBrowser(port: number) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
    'User-Agent': string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: (r: Params) => void; reject: (e: Error) => void }>();
  const listeners = new Set<(message: Message) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    const waiting = message.id !== undefined ? pending.get(message.id) : undefined;
    if (!waiting) {
      for (const listener of listeners) listener(message);
      return;
    }
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result ?? {});
  });
  socket.on('close', () => {
    for (const { reject } of pending.values()) reject(new Error('DevTools connection closed'));
    pending.clear();
  });

  const send = <T = Params>(method: string, params: Params = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve: resolve as (r: Params) => void, reject });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  /** Resolves with the params of the next `method` event of `sessionId`. */
  const nextEvent = (sessionId: string, method: string) =>
    new Promise<Params>((resolve) => {
      const listener = (message: Message) => {
        if (message.sessionId !== sessionId || message.method !== method) return;
        listeners.delete(listener);
        resolve(message.params ?? {});
      };
      listeners.add(listener);
    });

  /** A new page in a fresh browser context (nothing cached, no storage), attached. */
  async function newPage() {
    const { browserContextId } = await send<{ browserContextId: string }>(
      'Target.createBrowserContext',
      { disposeOnDetach: true },
    );
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    return {
      userAgent: version['User-Agent'],
      send: <T = Params>(method: string, params: Params = {}) => send<T>(method, params, sessionId),
      nextEvent: (method: string) => nextEvent(sessionId, method),
      close: () => send('Target.disposeBrowserContext', { browserContextId }),
    };
  }

  return { newPage, close: () => socket.close() };
}

export type DevToolsPage = Awaited<
  ReturnType<Awaited<ReturnType<typeof connectToBrowser>>['newPage']>
>;

/**
 * Evaluates `expression` in the page (awaiting a promise) and returns its value, without the
 * Runtime domain: an exception in the page is thrown here with its text.
 */
export async function evaluate<T>(page: DevToolsPage, expression: string): Promise<T> {
  const { result, exceptionDetails } = await page.send<{
    result: { value?: unknown };
    exceptionDetails?: { text: string; exception?: { description?: string } };
  }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) {
    throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  }
  return result.value as T;
}
