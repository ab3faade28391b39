/*
 * Back closes the open photo viewer, drawer or menu, as it does in an Android app, rather than
 * leaving the page behind it.
 *
 * Opening such a layer adds an entry to the history with the page's own address and the page's
 * router state (the same `idx` and `key`), marked with the layer's id. Back lands on the page's
 * entry again: the `popstate` is kept from react-router (a guard of ./pop-state-guard, which runs
 * before the router's listener), and the layers above that entry close. Closing a layer any other
 * way (its 'Cerrar', Escape, a tap outside) takes its entry off again with `history.go(-n)`, so
 * the next Back leaves the page as before; a layer opened meanwhile adds its entry once that
 * `history.go` has landed. A navigation from inside a layer waits until the
 * layer's entry is off (`leave`), so the history holds the page and the next one, nothing between.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { addPopStateGuard } from './pop-state-guard';

/** What react-router keeps in `history.state`, and the layer's mark on the entries added here. */
interface EntryState {
  idx?: unknown;
  key?: unknown;
  layer?: number;
}

interface Layer {
  id: number;
  /** Closes the layer's view (its entry is already gone). */
  close: () => void;
}

/** The open layers, lowest first; each has an entry above the page's. */
const layers: Layer[] = [];
/**
 * The router's entry under the layers' entries (its `history.state`, null for a page the router
 * has not marked), or `undefined` when no layer has an entry.
 */
let pageEntry: EntryState | null | undefined;
/** Settles once the history is back on the page's entry after `history.go` (see `leave`). */
let returning: { promise: Promise<void>; resolve: () => void } | null = null;
/** Layers opened while a closed layer's `history.go` was on its way: their entries wait for it. */
const waiting = new Map<number, () => void>();
let nextId = 1;
let guardAdded = false;

const entryOf = (state: unknown): EntryState | null =>
  typeof state === 'object' && state !== null ? (state as EntryState) : null;

/** Whether two entries are the same page's (a page the router has not marked has neither). */
const samePage = (a: EntryState | null, b: EntryState | null) =>
  a?.idx === b?.idx && a?.key === b?.key;

function onPopState(event: PopStateEvent) {
  if (pageEntry === undefined) {
    // No layer over the page; a closed layer's `history.go` may still have landed here.
    returned();
    return;
  }
  const entry = entryOf(event.state);
  if (!samePage(entry, pageEntry)) {
    // A jump to another page (the history's long-press menu): the router shows it; the layers
    // that were open over the page they covered close.
    pageEntry = undefined;
    for (const layer of layers.splice(0).reverse()) layer.close();
    for (const close of [...waiting.values()].reverse()) close();
    waiting.clear();
    returned();
    return;
  }
  // The same page: not a navigation for the router.
  event.stopImmediatePropagation();
  const kept = entry?.layer === undefined ? 0 : layers.findIndex((l) => l.id === entry.layer) + 1;
  for (const layer of layers.splice(kept).reverse()) layer.close();
  if (kept === 0) pageEntry = undefined;
  // Where a closed layer's `history.go` lands (the page's entry, or a lower layer's).
  returned();
}

/**
 * The history is back where a closed layer's `history.go` was headed. What waits for it (a
 * navigation from inside the layer) runs in a task of its own: React renders an update made
 * during a `popstate` event synchronously, transitions included (to restore the scroll), so a
 * navigation resolved within it rendered the whole next page as one long task (~230 ms for the
 * search page at 400 px, unthrottled) instead of in slices.
 */
function returned() {
  const settle = returning?.resolve;
  returning = null;
  if (settle) setTimeout(settle, 0);
}

/** Settles once no `history.go` of a closed layer is still on its way. */
const historySettled = () => returning?.promise ?? Promise.resolve();

function openLayer(close: () => void): number {
  if (!guardAdded) {
    guardAdded = true;
    addPopStateGuard(onPopState);
  }
  const id = nextId++;
  waiting.set(id, close);
  pushWhenSettled(id);
  return id;
}

/**
 * Adds the layer's entry once no closed layer's `history.go` is on its way. A layer opened right
 * after another closed (its 'Cerrar', then the quote list's button) would otherwise push its
 * entry before the browser answered that `history.go`: the two cross, the go lands on the new
 * entry's predecessor, and the next Back leaves the page. Until the go lands (5-40 ms) the new
 * layer shows without its entry, and a Back then is the page's (docs/decisions.md).
 */
function pushWhenSettled(id: number) {
  if (returning) {
    void returning.promise.then(() => pushWhenSettled(id));
    return;
  }
  const close = waiting.get(id);
  if (!close) return;
  waiting.delete(id);
  const state = entryOf(window.history.state);
  if (layers.length === 0) pageEntry = state;
  window.history.pushState({ ...state, layer: id }, '');
  layers.push({ id, close });
}

/** Takes the layer (and any opened above it) off the history. */
function closeLayer(id: number) {
  if (waiting.delete(id)) return;
  const index = layers.findIndex((layer) => layer.id === id);
  if (index < 0) return;
  const closing = layers.splice(index);
  for (const layer of closing.slice(1).reverse()) layer.close();
  const top = closing[closing.length - 1];
  if (entryOf(window.history.state)?.layer === top.id) {
    if (!returning) {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      returning = { promise, resolve };
    }
    window.history.go(-closing.length);
    return;
  }
  // The page moved on while the layer was open: its entry stays behind that navigation.
  if (layers.length === 0) pageEntry = undefined;
}

/**
 * While `open`, Back calls `close` instead of leaving the page. Returns `leave()`, which takes the
 * layer's entry off the history (if it is still there) and settles once the history is back on
 * the page's entry: a navigation from inside the layer waits for it, or the history would keep
 * the layer's entry between the two pages (the caller closes the layer's view itself).
 */
export function useBackCloses(open: boolean, close: () => void) {
  const closeRef = useRef(close);
  const layerId = useRef<number | null>(null);

  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const id = openLayer(() => {
      layerId.current = null;
      closeRef.current();
    });
    layerId.current = id;
    return () => {
      if (layerId.current !== id) return;
      layerId.current = null;
      closeLayer(id);
    };
  }, [open]);

  return useCallback(() => {
    const id = layerId.current;
    layerId.current = null;
    if (id !== null) closeLayer(id);
    return historySettled();
  }, []);
}

/** Leaves a layer: `go` navigates, `close` closes the layer's view (useLayerExit). */
export type LayerExit = (go: () => void, close: () => void) => void;

/**
 * `exit(go, close)` for a navigation from inside a layer: takes the layer's entry off the history
 * (`leave`, from useBackCloses), then runs `go` (the navigation) and `close` (the layer's view) in
 * that order, in one task. The view closes as the navigation starts, not before its entry is off:
 * closing it (a drawer's scroll lock and the page's `aria-hidden` released, focus given back)
 * restyles the whole page in the tap's tasks, and the browser's answer to `history.go`, which the
 * navigation waits for, came only after them (the phone menu's search at 400 px: Enter → the
 * navigation 140-160 ms, against 5-40 ms for `history.go` alone; docs/decisions.md, "Back
 * closes the open dialog or drawer"). While one exit is on its way the layer is still on screen,
 * and a second tap in it (a double tap on a slow phone) is ignored: it would navigate twice. One
 * exit per layer, shared by all its ways out (its links, a search field), so that a tap on one
 * while another is on its way is ignored too.
 */
export function useLayerExit(leave: () => Promise<void>): LayerExit {
  const pending = useRef(false);
  return useCallback(
    (go: () => void, close: () => void) => {
      if (pending.current) return;
      pending.current = true;
      void leave().then(() => {
        pending.current = false;
        go();
        close();
      });
    },
    [leave],
  );
}

interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

/**
 * The links inside a layer: `follow(event, href, close)` on a plain click leaves the layer
 * (`exit`, the layer's useLayerExit) for `href`, replacing the entry when `href` is the page shown
 * (as react-router's `<Link>` does); a click that opens a new tab or window (a modifier key, the
 * middle button) is left to the browser, and the layer stays.
 */
export function useLayerLinks(exit: LayerExit) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = pathname + search + hash;
  return (event: LinkClick, href: string, close: () => void) => {
    const plain =
      event.button === 0 &&
      !event.metaKey &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.shiftKey &&
      !event.defaultPrevented;
    if (!plain) return;
    event.preventDefault();
    exit(() => navigate(href, { replace: href === here }), close);
  };
}
