import { EARLY_CLICKS_GLOBAL, EARLY_CLICKS_SCRIPT } from '@/shared/early-clicks-script';
import { replayEarlyClicks } from './early-clicks';

/** What the browser does with the inline script at the top of the page's <head>. */
function runHeadScript() {
  new Function(EARLY_CLICKS_SCRIPT)();
}

afterEach(() => {
  replayEarlyClicks(); // stops a script a test left listening
  document.body.replaceChildren();
});

test('a button tapped before any of the app’s scripts has run is clicked again once React listens, a link is not', () => {
  document.body.innerHTML =
    '<button type="button"><svg><path></path></svg> Realizar pedido</button><a href="#x">Ver</a>';
  runHeadScript();
  const button = document.querySelector('button')!;
  const link = document.querySelector('a')!;
  // The tap lands while the deferred scripts are still downloading: only the head script listens.
  document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  link.click();

  // React's listener, attached by hydrateRoot.
  const handled: string[] = [];
  document.body.addEventListener('click', (event) =>
    handled.push((event.target as Element).tagName),
  );
  replayEarlyClicks();
  expect(handled).toEqual(['BUTTON']); // once, however many times it was tapped
  expect(window[EARLY_CLICKS_GLOBAL]).toBeUndefined();

  // Afterwards nothing is noted or replayed any more: React handles the clicks itself.
  button.click();
  replayEarlyClicks();
  expect(handled).toEqual(['BUTTON', 'BUTTON']);
});

test('buttons are clicked again in the order they were tapped; one removed meanwhile is not', () => {
  document.body.innerHTML =
    '<button type="button">Abrir menú</button><div role="button">Cerrar</div><button type="button">Otro</button>';
  runHeadScript();
  const [menu, close, other] = [...document.body.children] as HTMLElement[];
  close.click();
  other.click();
  menu.click();
  other.remove();
  const order: string[] = [];
  for (const each of [menu, close, other])
    each.addEventListener('click', () => order.push(each.textContent!));
  replayEarlyClicks();
  expect(order).toEqual(['Cerrar', 'Abrir menú']);
});

test('a page without the head script (the development server’s, never prerendered) replays nothing', () => {
  document.body.innerHTML = '<button type="button">Abrir menú</button>';
  const button = document.querySelector('button')!;
  const onClick = jest.fn();
  button.click();
  button.addEventListener('click', onClick);
  expect(() => replayEarlyClicks()).not.toThrow();
  expect(onClick).not.toHaveBeenCalled();
});
