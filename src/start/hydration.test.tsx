import { act, startTransition, useEffect, useId } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_CLICKS_SCRIPT } from '@/shared/early-clicks-script';
import { replayEarlyClicks } from './early-clicks';
import { beginHydration, Hydrate, releaseAllParts } from './hydration';

// React's `act` environment: updates and hydration are flushed inside `act`.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Labeled({ label, log }: { label: string; log: string[] }) {
  const id = useId();
  useEffect(() => {
    log.push(`hydrated ${label}`);
  }, [label, log]);
  return (
    <button type="button" id={id} title={label} onClick={() => log.push(`clicked ${label}`)}>
      {label}
    </button>
  );
}

function Page({ log, suffix = '' }: { log: string[]; suffix?: string }) {
  return (
    <main>
      <Hydrate scope="first">
        <section>
          <Labeled label={`uno${suffix}`} log={log} />
        </section>
      </Hydrate>
      <Hydrate scope="second">
        <section>
          <Labeled label={`dos${suffix}`} log={log} />
        </section>
      </Hydrate>
    </main>
  );
}

/** The page as the server sends it (every part in full), in a fresh container. */
function prerender() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.replaceChildren(container);
  return container;
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')];
const sections = (container: HTMLElement) => [...container.querySelectorAll('section')];

/**
 * jsdom has no IntersectionObserver: this one reports what the test says is near the viewport,
 * as the browser does (every observed element once, at the start, then each change).
 */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  static near = new Set<Element>();
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
    queueMicrotask(() => this.report([target]));
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  /** The browser's report after a scroll: these elements are now near the viewport. */
  static scrollTo(...elements: Element[]) {
    for (const element of elements) TestIntersectionObserver.near.add(element);
    for (const instance of TestIntersectionObserver.instances) instance.report(elements);
  }

  private report(elements: Element[]) {
    const entries = elements
      .filter((element) => this.targets.has(element))
      .map((target) => ({ target, isIntersecting: TestIntersectionObserver.near.has(target) }));
    if (entries.length)
      this.callback(
        entries as IntersectionObserverEntry[],
        this as unknown as IntersectionObserver,
      );
  }
}

const { IntersectionObserver: SetupObserver } = window;
let root: Root | undefined;
beforeEach(() => {
  TestIntersectionObserver.instances = [];
  TestIntersectionObserver.near.clear();
  window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
});
afterEach(async () => {
  await act(async () => releaseAllParts());
  act(() => root?.unmount());
  root = undefined;
  window.IntersectionObserver = SetupObserver;
});

async function hydrate(container: HTMLElement, log: string[]) {
  beginHydration(container);
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <Page log={log} />);
    });
  });
}

test("parts near the viewport hydrate on the server's elements; the others keep the server's DOM", async () => {
  const container = prerender();
  const [first, second] = sections(container);
  expect(buttons(container).map((button) => button.textContent)).toEqual(['uno', 'dos']);
  TestIntersectionObserver.near.add(first);
  const log: string[] = [];
  await hydrate(container, log);
  expect(log).toEqual(['hydrated uno']);
  expect(sections(container)).toEqual([first, second]); // the server's own elements, both shown

  await act(async () => TestIntersectionObserver.scrollTo(second));
  expect(log).toEqual(['hydrated uno', 'hydrated dos']);
  expect(sections(container)).toEqual([first, second]);
});

test('a part whose element has left the page when it is reported near is passed over', async () => {
  const container = prerender();
  const [, second] = sections(container);
  const log: string[] = [];
  await hydrate(container, log);
  // As when a part is removed (a signed-in user's bar) after the browser queued its report.
  const [parent, next] = [second.parentElement!, second.nextSibling];
  second.remove();
  expect(() => TestIntersectionObserver.scrollTo(second)).not.toThrow();
  parent.insertBefore(second, next);
  expect(log).toEqual([]);
});

test('a click in a part that has not hydrated yet hydrates it and does what it says', async () => {
  const container = prerender();
  const [, second] = buttons(container);
  const log: string[] = [];
  await hydrate(container, log);
  expect(log).toEqual([]);

  await act(async () => second.click());
  expect(log).toContain('clicked dos');
  expect(log).not.toContain('hydrated uno');
});

test('a tap before any script ran does what it says once the app starts (as src/start/main.tsx does)', async () => {
  // The page's inline head script listens from the first byte (src/shared/early-clicks-script.ts).
  new Function(EARLY_CLICKS_SCRIPT)();
  const container = prerender();
  const [, second] = buttons(container);
  second.click(); // no app yet: the server's button does nothing by itself
  const log: string[] = [];

  // The entry's order, in one task: React's transition has not rendered anything yet when the
  // tap is replayed, so the root and the tapped part are both still the server's DOM.
  beginHydration(container);
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <Page log={log} />);
    });
    replayEarlyClicks();
    expect(log).toContain('clicked dos'); // synchronously, within the replayed click
  });
  expect(log.filter((entry) => entry === 'clicked dos')).toHaveLength(1);
  expect(log).not.toContain('hydrated uno');
});

test('releaseAllParts (a navigation) hydrates every part still waiting, wherever it is', async () => {
  const container = prerender();
  const log: string[] = [];
  await hydrate(container, log);
  expect(log).toEqual([]);
  await act(async () => releaseAllParts());
  expect(log).toEqual(['hydrated uno', 'hydrated dos']);
});

test('without IntersectionObserver every part hydrates at once', async () => {
  delete (window as Partial<typeof window>).IntersectionObserver;
  const container = prerender();
  const log: string[] = [];
  await hydrate(container, log);
  expect(log).toEqual(['hydrated uno', 'hydrated dos']);
});

test("new props keep a waiting part on the server's DOM and reach it once it hydrates", async () => {
  const container = prerender();
  const [first, second] = sections(container);
  TestIntersectionObserver.near.add(first);
  const log: string[] = [];
  await hydrate(container, log);
  const secondButton = buttons(container)[1];

  // The parent renders again (a restored session, a scroll-driven state) before 'dos' hydrates.
  await act(async () => root!.render(<Page log={log} suffix="!" />));
  expect(buttons(container).map((button) => button.textContent)).toEqual(['uno!', 'dos']);
  expect(sections(container)).toEqual([first, second]);

  await act(async () => TestIntersectionObserver.scrollTo(second));
  expect(buttons(container).map((button) => button.textContent)).toEqual(['uno!', 'dos!']);
  // Hydrated on the server's own elements, not rendered again from scratch.
  expect(sections(container)).toEqual([first, second]);
  expect(buttons(container)[1]).toBe(secondButton);
});

test('a part React has to render from scratch (its list changed before it hydrated) shows at once', async () => {
  function List({ labels }: { labels: string[] }) {
    return (
      <main>
        {labels.map((label) => (
          <Hydrate key={label} scope={label}>
            <section>
              <Labeled label={label} log={[]} />
            </section>
          </Hydrate>
        ))}
      </main>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<List labels={['uno', 'dos', 'tres']} />);
  document.body.replaceChildren(container);
  beginHydration(container);
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, <List labels={['uno', 'dos', 'tres']} />);
    });
  });
  // A new item first, the others moved: whatever React cannot keep of the server's DOM it renders
  // again, and every part shows its content, none is left empty.
  await act(async () => root!.render(<List labels={['cero', 'tres', 'uno', 'dos']} />));
  await act(async () => undefined);
  expect(buttons(container).map((button) => button.textContent)).toEqual([
    'cero',
    'tres',
    'uno',
    'dos',
  ]);
  expect(sections(container)).toHaveLength(4);
});

test('a gate that opens while React waits on it lets the part hydrate, with no error', async () => {
  // The race a browser can run into: the part suspends on its shut gate, React yields, and an
  // event opens the gate before React's next time slice retries the part. The test opens the
  // gate in the microtask right after React subscribed to it (a `then` called from react-dom),
  // which is before the retry. React's real scheduler runs here, outside `act`.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { then } = Promise.prototype;
  let opened = false;
  const subscribe = jest.spyOn(Promise.prototype, 'then').mockImplementation(function (
    this: Promise<unknown>,
    ...args: Parameters<Promise<unknown>['then']>
  ) {
    if (!opened && new Error().stack?.includes('react-dom')) {
      opened = true;
      queueMicrotask(releaseAllParts);
    }
    return then.apply(this, args) as Promise<never>;
  });
  try {
    const container = prerender();
    const [first] = sections(container);
    const log: string[] = [];
    const errors: unknown[] = [];
    beginHydration(container);
    startTransition(() => {
      root = hydrateRoot(container, <Page log={log} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    const deadline = Date.now() + 5_000;
    while (log.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    subscribe.mockRestore();
    expect(opened).toBe(true);
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(log).toEqual(['hydrated uno', 'hydrated dos']);
    expect(sections(container)[0]).toBe(first); // hydrated on the server's DOM, not rendered anew
  } finally {
    subscribe.mockRestore();
    consoleError.mockRestore();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});
