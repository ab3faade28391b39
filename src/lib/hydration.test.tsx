import { renderToString } from 'preact-render-to-string';
import { useEffect, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { beginHydration, Hydrate, hydrateParts } from './hydration';

/** Lets one task go by (a part hydrates per task). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function Labeled({ label, log }: { label: string; log: string[] }) {
  const id = useId();
  useEffect(() => {
    log.push(`hydrated ${label}`);
  }, [label, log]);
  return (
    <button type="button" id={id} onClick={() => log.push(`clicked ${label}`)}>
      {label}
    </button>
  );
}

function Page({ log }: { log: string[] }) {
  return (
    <main>
      <Hydrate scope="first">
        <section>
          <Labeled label="uno" log={log} />
        </section>
      </Hydrate>
      <Hydrate scope="second">
        <section>
          <Labeled label="dos" log={log} />
        </section>
      </Hydrate>
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

test('parts of a prerendered page hydrate one per task, in order, on the DOM the server sent, with its ids', async () => {
  const container = prerender();
  const served = buttons(container);
  // Each part numbers its ids on its own, so they do not depend on the order parts hydrate in.
  expect(served.map((button) => button.id)).toEqual(['Pfirst-0', 'Psecond-0']);

  const log: string[] = [];
  beginHydration(container);
  hydrateRoot(container, <Page log={log} />);
  const done = hydrateParts();
  expect(log).toEqual([]);
  served[1].click();
  expect(log).toEqual([]); // not hydrated yet: no handler

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
  expect(log).toEqual(['hydrated dos', 'clicked dos']);
  first.click();
  expect(log).toEqual(['hydrated dos', 'clicked dos']); // its turn has not come

  await hydrateParts();
  first.click();
  expect(log).toEqual(['hydrated dos', 'clicked dos', 'hydrated uno', 'clicked uno']);
});
