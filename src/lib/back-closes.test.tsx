import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useBackCloses, useLayerExit, useLayerLinks } from './back-closes';

/** A page's entry as react-router's BrowserRouter leaves it in the history. */
const PAGE_STATE = { usr: null, key: 'page', idx: 3 };

function Layer() {
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(false);
  const leave = useBackCloses(open, () => setOpen(false));
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <button onClick={() => setOpen(false)}>Cerrar</button>
      <button
        onClick={() => {
          setOpen(false);
          void leave().then(() => setLeft(true));
        }}
      >
        Salir
      </button>
      <p>{open ? 'abierto' : 'cerrado'}</p>
      {left && <p>{JSON.stringify(window.history.state)}</p>}
    </>
  );
}

/** A layer as the app's menus hold one: open or not, and its one exit (useLayerExit). */
function useTestLayer() {
  const [open, setOpen] = useState(false);
  const leave = useBackCloses(open, () => setOpen(false));
  return { open, setOpen, exit: useLayerExit(leave), close: () => setOpen(false) };
}

describe('useBackCloses', () => {
  beforeEach(() => window.history.replaceState(PAGE_STATE, ''));

  it("adds the page's own entry while open, and Back closes the layer without the page seeing it", async () => {
    render(<Layer />);
    const length = window.history.length;
    act(() => screen.getByText('Abrir').click());
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ ...PAGE_STATE, layer: expect.any(Number) });

    // Added after the guard, as the router's listener is.
    const routerSaw = jest.fn();
    window.addEventListener('popstate', routerSaw);
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByText('cerrado')).toBeInTheDocument());
    window.removeEventListener('popstate', routerSaw);
    expect(window.history.state).toEqual(PAGE_STATE);
    // The layer closed from within the `popstate` dispatch, which never reached the router.
    expect(routerSaw).not.toHaveBeenCalled();
  });

  it('takes its entry off when closed from the page', async () => {
    render(<Layer />);
    act(() => screen.getByText('Abrir').click());
    expect(window.history.state).toHaveProperty('layer');
    act(() => screen.getByText('Cerrar').click());
    expect(screen.getByText('cerrado')).toBeInTheDocument();
    await waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
  });

  it("leave() settles once the layer's entry is off, for a navigation to follow", async () => {
    render(<Layer />);
    act(() => screen.getByText('Abrir').click());
    act(() => screen.getByText('Salir').click());
    // What the history showed when leave() settled.
    expect(await screen.findByText(JSON.stringify(PAGE_STATE))).toBeInTheDocument();
  });

  it('closes the layer when Back jumps to another page, and lets the page see that one', async () => {
    window.history.pushState({ usr: null, key: 'other', idx: 4 }, '');
    window.history.pushState(PAGE_STATE, '');
    render(<Layer />);
    act(() => screen.getByText('Abrir').click());
    const routerSaw = jest.fn();
    window.addEventListener('popstate', routerSaw);
    act(() => window.history.go(-2));
    await waitFor(() => expect(routerSaw).toHaveBeenCalledTimes(1));
    window.removeEventListener('popstate', routerSaw);
    expect(screen.getByText('cerrado')).toBeInTheDocument();
    expect(window.history.state).toEqual({ usr: null, key: 'other', idx: 4 });
  });

  it('a layer opened while a closed one is still leaving the history waits for it, and Back closes it', async () => {
    function Two() {
      const [first, setFirst] = useState(false);
      const [second, setSecond] = useState(false);
      useBackCloses(first, () => setFirst(false));
      useBackCloses(second, () => setSecond(false));
      return (
        <>
          <button onClick={() => setFirst(true)}>Abrir visor</button>
          <button
            onClick={() => {
              setFirst(false);
              setSecond(true);
            }}
          >
            Cerrar visor y abrir cotización
          </button>
          <p>{first ? 'visor abierto' : 'visor cerrado'}</p>
          <p>{second ? 'cotización abierta' : 'cotización cerrada'}</p>
        </>
      );
    }
    // The page's entry last in the history (no forward entries left by the tests above).
    window.history.pushState(PAGE_STATE, '');
    render(<Two />);
    const length = window.history.length;
    act(() => screen.getByText('Abrir visor').click());
    const viewerLayer = (window.history.state as { layer: number }).layer;
    // The viewer's entry goes off with `history.go(-1)`, which the browser answers later: the
    // quote list's entry must not be pushed before that, or the two cross.
    act(() => screen.getByText('Cerrar visor y abrir cotización').click());
    await waitFor(() => {
      expect(window.history.state).toEqual({ ...PAGE_STATE, layer: expect.any(Number) });
      expect((window.history.state as { layer: number }).layer).not.toBe(viewerLayer);
    });
    expect(screen.getByText('cotización abierta')).toBeInTheDocument();
    expect(window.history.length).toBe(length + 1);

    const routerSaw = jest.fn();
    window.addEventListener('popstate', routerSaw);
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByText('cotización cerrada')).toBeInTheDocument());
    window.removeEventListener('popstate', routerSaw);
    expect(window.history.state).toEqual(PAGE_STATE);
    expect(routerSaw).not.toHaveBeenCalled();
  });

  it('an exit from the layer goes once its entry is off, then closes it; a second tap meanwhile does nothing', async () => {
    const went: unknown[] = [];
    function Menu() {
      const { open, setOpen, exit, close } = useTestLayer();
      const go = () => went.push(window.history.state);
      return (
        <>
          <button onClick={() => setOpen(true)}>Abrir</button>
          <button onClick={() => exit(go, close)}>Ir</button>
          <p>{open ? 'abierto' : 'cerrado'}</p>
        </>
      );
    }
    render(<Menu />);
    act(() => screen.getByText('Abrir').click());
    act(() => screen.getByText('Ir').click());
    act(() => screen.getByText('Ir').click());
    // Still open until the history is back on the page's entry.
    expect(screen.getByText('abierto')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('cerrado')).toBeInTheDocument());
    expect(went).toEqual([PAGE_STATE]);
  });

  it("one exit per layer: a link tapped while the layer's search is leaving is ignored", async () => {
    let searches = 0;
    function Menu() {
      const { open, setOpen, exit, close } = useTestLayer();
      const followLink = useLayerLinks(exit);
      const { pathname } = useLocation();
      const search = (event: FormEvent) => {
        event.preventDefault();
        exit(() => (searches += 1), close);
      };
      return (
        <>
          <button onClick={() => setOpen(true)}>Abrir</button>
          <form onSubmit={search}>
            <button type="submit">Buscar</button>
          </form>
          <a
            href="/service/cursos"
            onClick={(event) => followLink(event, '/service/cursos', close)}
          >
            Cursos
          </a>
          <p>{open ? 'abierto' : 'cerrado'}</p>
          <p>página {pathname}</p>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Menu />
      </MemoryRouter>,
    );
    act(() => screen.getByText('Abrir').click());
    act(() => screen.getByText('Buscar').click());
    act(() => screen.getByText('Cursos').click());
    await waitFor(() => expect(screen.getByText('cerrado')).toBeInTheDocument());
    expect(searches).toBe(1);
    expect(screen.getByText('página /')).toBeInTheDocument();

    // Once that exit is done, the layer's links lead out again.
    act(() => screen.getByText('Abrir').click());
    act(() => screen.getByText('Cursos').click());
    await waitFor(() => expect(screen.getByText('página /service/cursos')).toBeInTheDocument());
    expect(screen.getByText('cerrado')).toBeInTheDocument();
    expect(searches).toBe(1);
  });
});
