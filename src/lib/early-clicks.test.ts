/** The module listens from the moment it is evaluated: each test loads a fresh copy. */
function loadFresh(): typeof import('./early-clicks') {
  let loaded!: typeof import('./early-clicks');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./early-clicks');
  });
  return loaded;
}

afterEach(() => document.body.replaceChildren());

test('a button clicked before React listens is clicked again once it does, a link is not', () => {
  document.body.innerHTML =
    '<button type="button"><svg><path></path></svg> Realizar pedido</button><a href="#x">Ver</a>';
  const { replayEarlyClicks } = loadFresh();
  const button = document.querySelector('button')!;
  const link = document.querySelector('a')!;
  document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  link.click();

  // React's listener, attached by hydrateRoot.
  const handled: string[] = [];
  document.body.addEventListener('click', (event) =>
    handled.push((event.target as Element).tagName),
  );
  replayEarlyClicks();
  expect(handled).toEqual(['BUTTON']);

  // Afterwards nothing is noted or replayed any more.
  button.click();
  replayEarlyClicks();
  expect(handled).toEqual(['BUTTON', 'BUTTON']);
});

test('a button removed before React listens is not clicked', () => {
  document.body.innerHTML = '<button type="button">Abrir menú</button>';
  const { replayEarlyClicks } = loadFresh();
  const button = document.querySelector('button')!;
  button.click();
  button.remove();
  const onClick = jest.fn();
  button.addEventListener('click', onClick);
  replayEarlyClicks();
  expect(onClick).not.toHaveBeenCalled();
});
