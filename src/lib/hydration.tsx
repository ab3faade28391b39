/*
 * Progressive hydration of the server's prerendered page (docs/decisions.md, "Progressive
 * hydration").
 *
 * The client hydrates the prerendered DOM instead of rendering the page again, and the parts of the
 * page wrapped in <Hydrate> (the navigation bar, each section, each card, the footer) hydrate one
 * per task after the rest: no single task runs the whole page's components, and the page is never
 * re-created. Until its turn, a part is the server's DOM, already on screen; a pointer press, a
 * touch, a key press or a focus inside it hydrates it at once, before the event reaches its
 * elements, so the press or the click that follows finds its handlers.
 *
 * How: a part that has not had its turn suspends (throws a promise) while the page hydrates;
 * Preact keeps the server's DOM of a subtree that suspends during hydration and hydrates it when the
 * promise resolves. Each part also numbers its own `useId` ids ("P{scope}-0", "P{scope}-1", ...) on
 * the server and in the browser, so ids match whatever order the parts hydrate in.
 */
import { Component, Suspense, type ReactNode } from 'react';

/** Hydrate's wrapper carries its scope in this attribute. */
const SCOPE_ATTRIBUTE = 'data-hydrate';
/** Events that hydrate the part they happen in before they reach its elements. */
const URGENT_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin'] as const;

interface PendingPart {
  promise: Promise<void>;
  release: () => void;
}

/** Scopes rendered by the server and not hydrated yet (null: not hydrating). */
let serverScopes: Set<string> | null = null;
/** Parts waiting for their turn, in the order they asked (the page's order). */
const pending = new Map<string, PendingPart>();

/** A scope as an id fragment: letters, digits, '-' and '_' only. */
const scopeId = (scope: string) => scope.replace(/[^\w-]/g, '_');

function waitingPart(scope: string): PendingPart {
  let part = pending.get(scope);
  if (!part) {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    part = { promise, release };
    pending.set(scope, part);
  }
  return part;
}

/** Lets this part hydrate now (its promise resolves; Preact hydrates it in a microtask). */
function release(scope: string) {
  serverScopes?.delete(scope);
  const part = pending.get(scope);
  pending.delete(scope);
  part?.release();
}

function hydrateTarget(event: Event) {
  if (!serverScopes?.size || !(event.target instanceof Element)) return;
  // Parts are not nested: a part inside another would only start waiting once the outer one had
  // hydrated, too late for the event that hydrated the outer one.
  const scope = event.target.closest(`[${SCOPE_ATTRIBUTE}]`)?.getAttribute(SCOPE_ATTRIBUTE);
  if (scope && serverScopes.has(scope)) release(scope);
}

/** Yields to the browser: the next part hydrates in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts a hydration of the prerendered page: call it right before `hydrateRoot`; then
 * `hydrateParts` hydrates the parts that waited.
 */
export function beginHydration(root: Element) {
  serverScopes = new Set(
    [...root.querySelectorAll(`[${SCOPE_ATTRIBUTE}]`)].map((node) =>
      node.getAttribute(SCOPE_ATTRIBUTE)!,
    ),
  );
  for (const type of URGENT_EVENTS) document.addEventListener(type, hydrateTarget, true);
}

/**
 * Hydrates the parts that are still the server's DOM, one per task in the page's order. Resolves
 * once all have.
 */
export async function hydrateParts() {
  for (;;) {
    await nextTask();
    const [scope] = pending.keys();
    if (scope === undefined) break;
    release(scope);
  }
  serverScopes = null;
  for (const type of URGENT_EVENTS) document.removeEventListener(type, hydrateTarget, true);
}

interface InternalVNode {
  /** Preact's `_mask`: the counter `useId` numbers ids from (the nearest ancestor that has one). */
  __m?: [string, number];
}

/** Suspends while its part waits for its turn; numbers the part's ids from its own counter. */
class Part extends Component<{ scope: string; children: ReactNode }> {
  private readonly mask: [string, number] = [scopeId(this.props.scope), 0];

  override render() {
    // Preact's internal names (the same in preact and preact-render-to-string): the vnode of this
    // render is `__v`; every render's vnode carries the same counter, so ids never repeat.
    (this as unknown as { __v: InternalVNode }).__v.__m = this.mask;
    const { scope, children } = this.props;
    if (serverScopes?.has(scope)) throw waitingPart(scope).promise;
    return children;
  }
}

export interface HydrateProps {
  /**
   * Unique on the page and the same on the server and in the browser (e.g. 'nav', 'card-INV01').
   * It also names the part's ids.
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
  return (
    <div {...{ [SCOPE_ATTRIBUTE]: scope }} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Part scope={scope}>{children}</Part>
      </Suspense>
    </div>
  );
}
