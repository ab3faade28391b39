import { renderToString } from 'preact-render-to-string';
import { useEffect, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beginHydration, Hydrate, hydrateAllParts, hydrateParts } from './hydration';

/** Lets one task go by (a part hydrates per task). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

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

/** `second`: the second part's label, or null for a page that has something else there. */
function Page({ log, second = 'dos' }: { log: string[]; second?: string | null }) {
  return (
    <main>
      <Hydrate scope="first">
        <section>
          <Labeled label="uno" log={log} />
        </section>
      </Hydrate>
      {second === null ? (
        <p>cargando</p>
      ) : (
        <Hydrate scope="second">
          <section>
            <Labeled label={second} log={log} />
          </section>
        </Hydrate>
      )}
    </main>
  );
}

/** The page as the server sends it, in a fresh container. */
function prerender() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={[]} />);
  document.body.replaceChildren(container);
  return container;
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')];

const { IntersectionObserver: SetupObserver } = window;
beforeEach(() => {
  // Without IntersectionObserver (the test setup's stand-in never reports), every part hydrates
  // at once.
  delete (window as Partial<typeof window>).IntersectionObserver;
});
afterEach(async () => {
  // A test that leaves parts waiting must not leave the next one's prerender suspending.
  await hydrateAllParts();
  window.IntersectionObserver = SetupObserver;
});

test('without IntersectionObserver, parts of a prerendered page hydrate one per task, in order, on the DOM the server sent, with its ids', async () => {
  const container = prerender();
  const served = buttons(container);
  // Each part numbers its ids on its own, so they do not depend on the order parts hydrate in.
  expect(served.map((button) => button.id)).toEqual(['Pfirst-0', 'Psecond-0']);

  const log: string[] = [];
  beginHydration(container);
  hydrateRoot(container, <Page log={log} />);
  const done = hydrateParts();
  expect(log).toEqual([]);

  await nextTask();
  expect(log).toEqual(['hydrated uno']);
  await done;
  expect(log).toEqual(['hydrated uno', 'hydrated dos']);

  expect(buttons(container)).toEqual(served); // the same elements, not new ones
  expect(buttons(container).map((button) => button.id)).toEqual(['Pfirst-0', 'Psecond-0']);
  served[1].click();
  expect(log).toContain('clicked dos');
});

test('a press in a part that has not hydrated yet hydrates it first, so its click works', async () => {
  const container = prerender();
  const [first, second] = buttons(container);
  const log: string[] = [];
  beginHydration(container);
  hydrateRoot(container, <Page log={log} />);

  second.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  await nextTask();
  second.click();
  await nextTask();
  expect(log).toEqual(['hydrated dos', 'clicked dos']); // the first part's turn has not come

  await hydrateParts();
  first.click();
  expect(log).toEqual(['hydrated dos', 'clicked dos', 'hydrated uno', 'clicked uno']);
});

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

  private queued: Element[] = [];

  observe(target: Element) {
    this.targets.add(target);
    // Like a browser, one report for the elements observed in the same task.
    if (this.queued.push(target) === 1) {
      setTimeout(() => this.report(this.queued.splice(0)));
    }
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

describe('with IntersectionObserver', () => {
  beforeEach(() => {
    TestIntersectionObserver.instances = [];
    TestIntersectionObserver.near.clear();
    window.IntersectionObserver =
      TestIntersectionObserver as unknown as typeof IntersectionObserver;
  });

  const sections = (container: HTMLElement) => [...container.querySelectorAll('section')];

  test("only the parts near the viewport hydrate at the start, on the server's elements", async () => {
    const container = prerender();
    const [first] = sections(container);
    TestIntersectionObserver.near.add(first);
    const log: string[] = [];
    beginHydration(container);
    hydrateRoot(container, <Page log={log} />);
    await hydrateParts();
    expect(log).toEqual(['hydrated uno']);

    await nextTask();
    await nextTask();
    expect(log).toEqual(['hydrated uno']); // still the server's DOM

    expect(sections(container)[0]).toBe(first); // hydrated: the server's own elements
  });

  test('a part that comes near the viewport later is rendered afresh, as the page is now', async () => {
    const container = prerender();
    const [first, second] = sections(container);
    TestIntersectionObserver.near.add(first);
    const log: string[] = [];
    beginHydration(container);
    const root = hydrateRoot(container, <Page log={log} />);
    await hydrateParts();
    // What the part shows changes while it waits (on the site: another route, a session).
    root.render(<Page log={log} second="DOS" />);
    await nextTask();
    expect(second.textContent).toBe('dos'); // still the server's DOM

    TestIntersectionObserver.scrollTo(second);
    await nextTask();
    expect(log).toEqual(['hydrated uno', 'hydrated DOS']);
    const [, fresh] = sections(container);
    expect(fresh).not.toBe(second);
    expect(second.isConnected).toBe(false);
    // Attributes too, which hydration would have left as the server wrote them.
    expect(buttons(container).map((button) => button.title)).toEqual(['uno', 'DOS']);
    expect(buttons(container).map((button) => button.id)).toEqual(['Pfirst-0', 'Psecond-0']);
    expect(sections(container)[0]).toBe(first);
  });

  test('a part the browser did not render in its first pass renders at once when it comes', async () => {
    const container = prerender();
    const log: string[] = [];
    beginHydration(container);
    // The client's first render differs: the second part's place holds something else.
    const root = hydrateRoot(container, <Page log={log} second={null} />);
    await hydrateParts();
    root.render(<Page log={log} />);
    await nextTask();
    expect(buttons(container).map((button) => button.textContent)).toEqual(['uno', 'dos']);
  });

  test('a click in a part away from the viewport hydrates it', async () => {
    const container = prerender();
    const [, second] = buttons(container);
    const log: string[] = [];
    beginHydration(container);
    hydrateRoot(container, <Page log={log} />);
    await hydrateParts();
    expect(log).toEqual([]);

    // A click with no press before it, as a screen reader's activation sends. (A click dispatched
    // by a script, as here, reaches its target before the part's rendering: the browser runs it
    // between the listeners only for a click of its own.)
    second.click();
    await nextTask();
    expect(log).toEqual(['hydrated dos']);
    second.click();
    expect(log).toEqual(['hydrated dos', 'clicked dos']);
  });

  test('a part removed before its turn is forgotten: rendered again, it shows at once', async () => {
    const container = prerender();
    const log: string[] = [];
    beginHydration(container);
    const root = hydrateRoot(container, <Page log={log} />);
    await hydrateParts();
    root.render(<p>otra página</p>);
    await nextTask();
    expect(container.innerHTML).toBe('<p>otra página</p>');

    root.render(<Page log={log} />);
    await nextTask();
    expect(log).toEqual(['hydrated uno', 'hydrated dos']);
    expect(buttons(container).map((button) => button.textContent)).toEqual(['uno', 'dos']);
  });

  test('parts all hydrated by presses before the first report still end the start-up', async () => {
    const container = prerender();
    const log: string[] = [];
    beginHydration(container);
    hydrateRoot(container, <Page log={log} />);
    const started = hydrateParts();
    for (const button of buttons(container)) {
      button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    }
    await started; // times the test out if it waited for a report that never comes
    await nextTask();
    expect(log).toEqual(['hydrated uno', 'hydrated dos']);
  });

  test('hydrateAllParts hydrates the parts still waiting, wherever they are', async () => {
    const container = prerender();
    const log: string[] = [];
    beginHydration(container);
    hydrateRoot(container, <Page log={log} />);
    await hydrateParts();
    expect(log).toEqual([]);
    await hydrateAllParts();
    expect(log).toEqual(['hydrated uno', 'hydrated dos']);
  });
});
