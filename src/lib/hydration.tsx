/*
 * Progressive hydration of the server's prerendered page (docs/decisions.md, "Progressive
 * hydration" and "Parts hydrate near the viewport").
 *
 * The client hydrates the prerendered DOM instead of rendering the page again. The parts of the
 * page wrapped in <Hydrate> (the navigation bar's controls, each section, each card, the footer)
 * wait, and then go live one per task: those near the viewport hydrate right after the rest of
 * the page; the others are rendered afresh when they come near it (scrolled to, or shown by a
 * resize), since by then what they show may have changed (another route, a session) and
 * hydration keeps the server's attributes. Until then a part is the server's DOM, on screen with
 * working links; a pointer press, a touch, a key press, a click or a focus inside it hydrates it
 * at once, before the event reaches its elements, so the press or the click that follows finds
 * its handlers on the very elements the visitor is using.
 *
 * How: a part that has not had its turn suspends (throws a promise) while the page hydrates;
 * Preact keeps the server's DOM of a subtree that suspends during hydration and hydrates it when the
 * promise resolves. Each part also numbers its own `useId` ids ("P{scope}-0", "P{scope}-1", ...) on
 * the server and in the browser, so ids match whatever order the parts hydrate in.
 */
import { Component, Suspense, useReducer, type ReactNode } from 'react';

/** Hydrate's wrapper carries its scope in this attribute. */
const SCOPE_ATTRIBUTE = 'data-hydrate';
/** Events that hydrate the part they happen in before they reach its elements. */
const URGENT_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'];
/**
 * How far outside the viewport a part starts hydrating: half a screen, so that a part scrolled
 * to has usually hydrated before it is in view.
 */
const NEAR_VIEWPORT = '50% 0px';

interface PendingPart {
  promise: Promise<void>;
  /** Hydrates the part on the server's DOM. */
  release: () => void;
  /** Renders the part afresh, in place of the server's DOM. */
  refresh: () => void;
}

/** Scopes rendered by the server and not hydrated yet (null: not hydrating). */
let serverScopes: Set<string> | null = null;
/** Parts waiting for their turn, in the order they asked (the page's order). */
const pending = new Map<string, PendingPart>();
/** Waiting parts whose turn has come (near the viewport, or all of them): one goes per task. */
const due = new Set<string>();
/** Due parts to render afresh rather than hydrate (they came near the viewport later). */
const dueFresh = new Set<string>();
/** True from `beginHydration` to `hydrateParts`: while `hydrateRoot` renders the server's page. */
let hydrationPass = false;
/** Watches the waiting parts' elements; null where the browser has no IntersectionObserver. */
let observer: IntersectionObserver | null = null;
/** The element each waiting part is observed by. */
const observed = new Map<string, Element>();
/** Set while a task that hydrates the due parts is scheduled or running. */
let hydrating: Promise<void> | null = null;
/** Resolves `hydrateParts()` if every part hydrates (by events) before the first report. */
let firstReportAwaited: (() => void) | null = null;

/** A scope as an id fragment: letters, digits, '-' and '_' only. */
const scopeId = (scope: string) => scope.replace(/[^\w-]/g, '_');

function waitingPart(scope: string, refresh: () => void): PendingPart {
  let part = pending.get(scope);
  if (!part) {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    part = { promise, release, refresh };
    pending.set(scope, part);
  }
  return part;
}

/** The part no longer waits: its scope is forgotten (and the hydration ends with the last one). */
function forget(scope: string) {
  serverScopes?.delete(scope);
  due.delete(scope);
  dueFresh.delete(scope);
  const element = observed.get(scope);
  if (element) observer?.unobserve(element);
  observed.delete(scope);
  const part = pending.get(scope);
  pending.delete(scope);
  if (serverScopes?.size === 0) endHydration();
  return part;
}

/**
 * Lets this part go live now: hydrated (its promise resolves; Preact hydrates it in a microtask)
 * or rendered afresh.
 */
function release(scope: string, fresh = false) {
  const part = forget(scope);
  if (fresh) part?.refresh();
  else part?.release();
}

function hydrateTarget(event: Event) {
  if (!serverScopes?.size || !(event.target instanceof Element)) return;
  // Parts are not nested: a part inside another would only start waiting once the outer one had
  // hydrated, too late for the event that hydrated the outer one.
  const scope = event.target.closest(`[${SCOPE_ATTRIBUTE}]`)?.getAttribute(SCOPE_ATTRIBUTE);
  if (scope && serverScopes.has(scope)) release(scope);
}

function endHydration() {
  serverScopes = null;
  firstReportAwaited?.();
  firstReportAwaited = null;
  observer?.disconnect();
  observer = null;
  observed.clear();
  due.clear();
  dueFresh.clear();
  for (const type of URGENT_EVENTS) document.removeEventListener(type, hydrateTarget, true);
}

/** Yields to the browser: the next part hydrates in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates the due parts one per task, in the page's order; resolves once none is due. */
function hydrateDueParts() {
  hydrating ??= (async () => {
    for (;;) {
      await nextTask();
      // `pending` is in the page's order; a due part that has not asked yet goes after them.
      const scope = [...pending.keys(), ...due].find((candidate) => due.has(candidate));
      if (scope === undefined) break;
      release(scope, dueFresh.has(scope));
    }
    hydrating = null;
  })();
  return hydrating;
}

function makeDue(scopes: Iterable<string>, fresh = false) {
  for (const scope of scopes) {
    if (!serverScopes?.has(scope)) continue;
    due.add(scope);
    if (fresh) dueFresh.add(scope);
  }
  return hydrateDueParts();
}

/**
 * Starts a hydration of the prerendered page: call it right before `hydrateRoot`; then
 * `hydrateParts` hydrates the parts that waited.
 */
export function beginHydration(root: Element) {
  const wrappers = [...root.querySelectorAll(`[${SCOPE_ATTRIBUTE}]`)];
  serverScopes = new Set(wrappers.map((wrapper) => wrapper.getAttribute(SCOPE_ATTRIBUTE)!));
  for (const wrapper of wrappers) {
    // The wrapper is `display: contents` (no box of its own): its one element is what shows.
    if (wrapper.firstElementChild)
      observed.set(wrapper.getAttribute(SCOPE_ATTRIBUTE)!, wrapper.firstElementChild);
  }
  if (serverScopes.size === 0) serverScopes = null;
  else for (const type of URGENT_EVENTS) document.addEventListener(type, hydrateTarget, true);
  hydrationPass = true;
}

/**
 * Call it after `hydrateRoot`. Hydrates the parts near the viewport, one per task in the page's
 * order, and resolves once they have; from then on, every other part is rendered afresh when it
 * comes near the viewport. Without IntersectionObserver every part hydrates now.
 */
export function hydrateParts(): Promise<void> {
  hydrationPass = false;
  // A part the server rendered and the browser's first render did not (it rendered something
  // else there) has no server DOM left to hydrate: it renders as the client's own when it comes.
  for (const scope of serverScopes ?? []) if (!pending.has(scope)) forget(scope);
  if (!serverScopes) return Promise.resolve();
  if (typeof IntersectionObserver === 'undefined') return hydrateAllParts();
  const scopeOf = new Map([...observed].map(([scope, element]) => [element, scope]));
  return new Promise((resolve) => {
    firstReportAwaited = resolve;
    observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting);
        // The first report covers every part: it names the parts in view at the start, which
        // hydrate; a part that comes near later is rendered afresh.
        const started = firstReportAwaited;
        firstReportAwaited = null;
        const done = makeDue(
          near.map((entry) => scopeOf.get(entry.target)!),
          !started,
        );
        if (started) void done.then(started);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    for (const element of observed.values()) observer.observe(element);
    if (observed.size === 0) void makeDue(serverScopes ?? []).then(() => resolve());
  });
}

/**
 * Hydrates every part still waiting, one per task; resolves once all have. For the start-up only
 * (before the page can have changed): it hydrates on the server's DOM.
 */
export function hydrateAllParts(): Promise<void> {
  return serverScopes ? makeDue(serverScopes) : Promise.resolve();
}

interface InternalVNode {
  /** Preact's `_mask`: the counter `useId` numbers ids from (the nearest ancestor that has one). */
  __m?: [string, number];
}

interface PartProps {
  scope: string;
  /** Renders the part again from scratch (a new instance, without the server's DOM). */
  onRefresh: () => void;
  children: ReactNode;
}

/** Suspends while its part waits for its turn; numbers the part's ids from its own counter. */
class Part extends Component<PartProps> {
  private readonly mask: [string, number] = [scopeId(this.props.scope), 0];
  /**
   * Only a part rendered by the page's hydration waits: one mounted later (another page, a fresh
   * render) has no server DOM of its own to wait on.
   */
  private readonly waits = hydrationPass && !!serverScopes?.has(this.props.scope);

  override componentWillUnmount() {
    // A part removed before its turn (the visitor went to another page) no longer waits: the same
    // scope rendered again later is the client's own render.
    if (serverScopes?.has(this.props.scope)) forget(this.props.scope);
  }

  override render() {
    // Preact's internal names (the same in preact and preact-render-to-string): the vnode of this
    // render is `__v`; every render's vnode carries the same counter, so ids never repeat.
    (this as unknown as { __v: InternalVNode }).__v.__m = this.mask;
    const { scope, onRefresh, children } = this.props;
    if (this.waits && serverScopes?.has(scope)) throw waitingPart(scope, onRefresh).promise;
    return children;
  }
}

export interface HydrateProps {
  /**
   * Unique on the page and the same on the server and in the browser (e.g. 'nav-links',
   * 'product-INV01'). It also names the part's ids.
   */
  scope: string;
  /** The part: exactly one element (what the server rendered is kept as one node). */
  children: ReactNode;
}

/**
 * A part of the page that hydrates in a task of its own (see above). Renders a `display: contents`
 * wrapper, so it does not change the layout. On pages rendered by the client (navigation inside
 * the app, the admin area) it renders its children at once.
 */
export function Hydrate({ scope, children }: HydrateProps) {
  // A new key replaces the waiting part, its suspense and the server's DOM with a fresh render.
  const [generation, refresh] = useReducer((count: number) => count + 1, 0);
  return (
    <div {...{ [SCOPE_ATTRIBUTE]: scope }} style={{ display: 'contents' }}>
      <Suspense key={generation} fallback={null}>
        <Part scope={scope} onRefresh={refresh}>
          {children}
        </Part>
      </Suspense>
    </div>
  );
}
