/*
 * Selective hydration of the server's prerendered page with React's own mechanism
 * (docs/decisions.md, "Hydration: React's selective hydration, parts gated on the client").
 *
 * `hydrateRoot` runs inside `startTransition`, so React hydrates in time slices. Each part wrapped
 * in <Hydrate> (the navigation bar's controls, each section, each card, the footer) is a Suspense
 * boundary, React's unit of hydration. During the page's hydration a part waits behind a gate
 * that exists on the client only (the server renders every part in full): React keeps the
 * server's DOM of a boundary that suspends while hydrating, and hydrates it once the gate opens.
 * A gate opens when its part comes near the viewport (IntersectionObserver) or when the visitor
 * presses, taps, clicks, focuses or types inside it: a capture listener on the document opens the
 * gate synchronously, before React's own listener on the root sees the event; React then hydrates
 * that boundary at once and dispatches the event to it, so the press does what it says.
 *
 * A gate only concerns the server's DOM: any navigation opens every gate (a transition that
 * reached a part still waiting would wait for it).
 */
import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';

/** Hydrate's wrapper carries its scope in this attribute. */
const SCOPE_ATTRIBUTE = 'data-hydrate';
/** Events that open the gate of the part they happen in before they reach React. */
const URGENT_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'];
/**
 * How far outside the viewport a part starts hydrating: half a screen, so that a part scrolled
 * to has usually hydrated before it is in view.
 */
const NEAR_VIEWPORT = '50% 0px';

interface Gate {
  open: boolean;
  promise: Promise<void>;
  resolve: () => void;
  /** Set once the part has committed (hydrated). */
  hydrated: boolean;
}

/** The gates of the parts the server rendered (empty when the page was not prerendered). */
const gates = new Map<string, Gate>();
let observer: IntersectionObserver | null = null;

function openGate(scope: string) {
  const gate = gates.get(scope);
  if (!gate || gate.open) return;
  gate.open = true;
  gate.resolve();
}

function partHydrated(scope: string) {
  const gate = gates.get(scope);
  if (!gate || gate.hydrated) return;
  gate.hydrated = true;
  if ([...gates.values()].every((each) => each.hydrated)) endHydration();
}

function openTarget(event: Event) {
  if (!(event.target instanceof Element)) return;
  // Parts are not nested: a part inside another would only be reached once the outer one had
  // hydrated, too late for the event that opened the outer one.
  const scope = event.target.closest(`[${SCOPE_ATTRIBUTE}]`)?.getAttribute(SCOPE_ATTRIBUTE);
  if (scope) openGate(scope);
}

function endHydration() {
  observer?.disconnect();
  observer = null;
  for (const type of URGENT_EVENTS) document.removeEventListener(type, openTarget, true);
}

/**
 * Call it right before `hydrateRoot` on a prerendered page: every part the server rendered waits
 * behind its gate until it comes near the viewport or is touched.
 */
export function beginHydration(root: Element) {
  const wrappers = [...root.querySelectorAll(`[${SCOPE_ATTRIBUTE}]`)];
  gates.clear();
  if (wrappers.length === 0) return;
  for (const wrapper of wrappers) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    gates.set(wrapper.getAttribute(SCOPE_ATTRIBUTE)!, {
      open: false,
      promise,
      resolve,
      hydrated: false,
    });
  }
  for (const type of URGENT_EVENTS) document.addEventListener(type, openTarget, true);
  if (typeof IntersectionObserver === 'undefined') {
    releaseAllParts();
    return;
  }
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        // A part its page has removed since (a signed-in user's bar) has nothing to hydrate.
        const scope = entry.target.parentElement?.getAttribute(SCOPE_ATTRIBUTE);
        if (scope) openGate(scope);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  for (const wrapper of wrappers) {
    // The wrapper is `display: contents` (no box of its own): its one element is what shows.
    if (wrapper.firstElementChild) observer.observe(wrapper.firstElementChild);
    else openGate(wrapper.getAttribute(SCOPE_ATTRIBUTE)!);
  }
}

/** Opens every gate (a navigation, or a caller that needs the whole page live). */
export function releaseAllParts() {
  for (const scope of gates.keys()) openGate(scope);
}

/**
 * Suspends until the gate opens. A component of its own that always reads the promise: React may
 * retry a suspended component by replaying it once the promise settles, and a replay must call
 * `use` again (https://react.dev/warnings/conditional-use-of-use). Reading it conditionally in
 * `Gated`, which has hooks, made such a replay throw "Update hook called on initial render".
 */
function WaitForGate({ gate }: { gate: Gate }) {
  use(gate.promise);
  return null;
}

/**
 * Holds its part behind the gate while it is shut; tells the module, and `onHydrated`, when the
 * part has hydrated.
 */
function Gated({
  scope,
  onHydrated,
  children,
}: {
  scope: string;
  onHydrated: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    partHydrated(scope);
    onHydrated();
  }, [scope, onHydrated]);
  const gate = gates.get(scope);
  // Once the gate is open the part renders without waiting: an event that opened it in its
  // capture phase is dispatched by React to the part it hydrates synchronously, so nothing in
  // the part may suspend then (reading the settled promise would, for a microtask).
  return (
    <>
      {gate && !gate.open ? <WaitForGate gate={gate} /> : null}
      {children}
    </>
  );
}

export interface HydrateProps {
  /** Unique on the page and the same on the server and in the browser (e.g. 'product-INV01'). */
  scope: string;
  /** The part: exactly one element (what the server rendered is kept as one node). */
  children: ReactNode;
}

interface PartProps extends HydrateProps {
  onHydrated: () => void;
}

/** True while the part of `scope` still shows the server's DOM. */
const isWaiting = (scope: string) => {
  const gate = gates.get(scope);
  return Boolean(gate && !gate.hydrated);
};

/**
 * New props must not reach a part that still shows the server's DOM: React would have to hydrate
 * it at once to apply them, and, with its gate shut, would throw the server's DOM away and render
 * the part from scratch. `Hydrate` notes them and renders the part again once it has hydrated.
 */
const skipWhileWaiting = (previous: PartProps, next: PartProps) =>
  previous.scope === next.scope && isWaiting(next.scope);

/**
 * The fallback of a part's boundary. While React hydrates a part it keeps the server's DOM and
 * never shows the fallback; it shows it only when it renders the part from scratch (the server's
 * DOM of that part was given up: the list it was in changed before it hydrated). Then nothing is
 * left to hydrate, so the gate opens and the part renders at once.
 */
function ClientRenderOpensGate({ scope }: { scope: string }) {
  useEffect(() => openGate(scope), [scope]);
  return null;
}

const Part = memo(function Part({ scope, onHydrated, children }: PartProps) {
  return (
    <div {...{ [SCOPE_ATTRIBUTE]: scope }} style={{ display: 'contents' }}>
      <Suspense fallback={<ClientRenderOpensGate scope={scope} />}>
        <Gated scope={scope} onHydrated={onHydrated}>
          {children}
        </Gated>
      </Suspense>
    </div>
  );
}, skipWhileWaiting);

/**
 * A part of the page that React hydrates as a unit of its own (see above). Renders a
 * `display: contents` wrapper, so it does not change the layout. On pages rendered by the client
 * (navigation inside the app, the admin area) it renders its children at once.
 *
 * While the part waits for its gate, a render of its parent does not reach it (a memo that
 * skips it); once hydrated it renders again with the latest props if any arrived meanwhile.
 */
export function Hydrate({ scope, children }: HydrateProps) {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const mounted = useRef(false);
  /** Set when this renders (new props) while its part still waits: they did not reach it. */
  const missed = useRef(false);
  useEffect(() => {
    if (mounted.current && isWaiting(scope)) missed.current = true;
    mounted.current = true;
  });
  const onHydrated = useCallback(() => {
    if (!missed.current) return;
    missed.current = false;
    renderAgain();
  }, []);
  return (
    <Part scope={scope} onHydrated={onHydrated}>
      {children}
    </Part>
  );
}
