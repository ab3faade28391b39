import type { DemandEvent } from '@/shared/schemas/events';
import { normaliseSearchTerm } from '@/shared/search-term';

/**
 * Demand counts (issue 23): one anonymous event per visitor action, sent with
 * `navigator.sendBeacon` (a `fetch` with keepalive where there is none) to POST /api/events.
 * Nothing is sent when the browser asks not to be tracked (DNT, Global Privacy Control). Events
 * made offline, or that the browser would not queue, wait in localStorage (at most
 * QUEUE_MAX) and go when the network returns or on the next event of a later visit. Nothing runs
 * at start-up: the first event sets up the rest.
 */

export type { DemandEvent };

const ENDPOINT = '/api/events';
const QUEUE_KEY = 'agrotec:events';
const QUEUE_MAX = 200;
/** The server takes at most 20 events per body. */
const PER_BODY = 20;

let started = false;

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const win = window as Window & { doNotTrack?: string };
  return nav.doNotTrack === '1' || win.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function readQueue(): DemandEvent[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as DemandEvent[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(events: DemandEvent[]) {
  try {
    if (events.length) localStorage.setItem(QUEUE_KEY, JSON.stringify(events.slice(-QUEUE_MAX)));
    else localStorage.removeItem(QUEUE_KEY);
  } catch {
    // Storage full or disabled: those events are lost, the page goes on.
  }
}

const enqueue = (events: DemandEvent[]) => writeQueue([...readQueue(), ...events]);

/** Hands one body to the browser; false when it was not taken (kept for later). */
function post(events: DemandEvent[]): boolean {
  const body = JSON.stringify({ events });
  if (typeof navigator.sendBeacon === 'function') {
    try {
      return navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    } catch {
      return false;
    }
  }
  if (typeof fetch !== 'function') return false;
  fetch(ENDPOINT, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
  }).catch(() => enqueue(events));
  return true;
}

/** Sends the events queued offline, in bodies the server accepts. */
function flushQueue() {
  if (!navigator.onLine) return;
  const queued = readQueue();
  if (!queued.length) return;
  writeQueue([]);
  for (let i = 0; i < queued.length; i += PER_BODY) {
    const part = queued.slice(i, i + PER_BODY);
    if (!post(part)) {
      enqueue(queued.slice(i));
      return;
    }
  }
}

function start() {
  if (started) return;
  started = true;
  window.addEventListener('online', flushQueue);
  flushQueue();
}

function deliver(event: DemandEvent) {
  start();
  if (!navigator.onLine || !post([event])) enqueue([event]);
}

/**
 * Counts one visitor action (never blocks, never throws). Views and searches, which come with a
 * page's first render, wait for an idle moment; an order goes at once (the page may be left
 * next); a quote-list addition or a share goes in the next task, so the tap's own answer (the
 * toast, the count) paints without waiting on the beacon (~20 ms on the visitor's phone).
 */
export function sendEvent(event: DemandEvent): void {
  if (typeof window === 'undefined' || optedOut()) return;
  if ((event.kind === 'view' || event.kind === 'search') && 'requestIdleCallback' in window)
    window.requestIdleCallback(() => deliver(event), { timeout: 2000 });
  else if (event.kind === 'quote_add' || event.kind === 'share')
    setTimeout(() => deliver(event), 0);
  else deliver(event);
}

type ItemRef = { kind: 'product' | 'service'; id: number };

export const trackItem = (kind: 'view' | 'quote_add' | 'order' | 'share', item: ItemRef): void =>
  sendEvent({ kind, item: { kind: item.kind, id: item.id } });

export function trackSearch(query: string, results: number): void {
  const term = normaliseSearchTerm(query);
  if (term) sendEvent({ kind: 'search', query: term, results });
}
