type EventsModule = typeof import('./events');

/** Bodies the page handed to navigator.sendBeacon, parsed. */
let sent: unknown[][] = [];
let beaconAccepts = true;
let online = true;

/** jsdom's Blob has no text(): read it as a file. */
function body(blob: Blob): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve((JSON.parse(String(reader.result)) as { events: unknown[] }).events);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const beacons: Promise<unknown[]>[] = [];
const collect = async () => {
  sent = await Promise.all(beacons);
  return sent;
};

function load(): EventsModule {
  let mod!: EventsModule;
  jest.isolateModules(() => {
    mod = jest.requireActual<EventsModule>('./events');
  });
  return mod;
}

const view = (id: number) => ({ kind: 'view' as const, item: { kind: 'product' as const, id } });

describe('demand events sender', () => {
  beforeEach(() => {
    beacons.length = 0;
    sent = [];
    beaconAccepts = true;
    online = true;
    localStorage.clear();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
    Object.defineProperty(navigator, 'globalPrivacyControl', {
      configurable: true,
      value: undefined,
    });
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: jest.fn((url: string, data: Blob) => {
        expect(url).toBe('/api/events');
        expect(data.type).toBe('application/json');
        if (beaconAccepts) beacons.push(body(data));
        return beaconAccepts;
      }),
    });
  });

  it('sends each event as a JSON beacon to /api/events', async () => {
    const { sendEvent, trackSearch } = load();
    sendEvent(view(3));
    trackSearch('  Riego   POR Goteo ', 0);
    expect(await collect()).toEqual([
      [view(3)],
      [{ kind: 'search', query: 'riego por goteo', results: 0 }],
    ]);
  });

  it('keeps events made offline and sends them, 20 per body, when the network returns', async () => {
    const { sendEvent } = load();
    online = false;
    for (let id = 1; id <= 25; id++) sendEvent(view(id));
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('agrotec:events')!)).toHaveLength(25);
    online = true;
    window.dispatchEvent(new Event('online'));
    const bodies = await collect();
    expect(bodies.map((b) => b.length)).toEqual([20, 5]);
    expect(bodies.flat()).toEqual(Array.from({ length: 25 }, (_, i) => view(i + 1)));
    expect(localStorage.getItem('agrotec:events')).toBeNull();
  });

  it('queues what the browser would not take and sends it with a later visit', async () => {
    beaconAccepts = false;
    load().sendEvent(view(1));
    expect(JSON.parse(localStorage.getItem('agrotec:events')!)).toEqual([view(1)]);
    beaconAccepts = true;
    // A new page load: the first event sends the queue first.
    load().sendEvent(view(2));
    expect((await collect()).flat()).toEqual([view(1), view(2)]);
  });

  it('caps the offline queue at 200 events, the newest kept', () => {
    const { sendEvent } = load();
    online = false;
    for (let id = 1; id <= 230; id++) sendEvent(view(id));
    const queued = JSON.parse(localStorage.getItem('agrotec:events')!) as ReturnType<typeof view>[];
    expect(queued).toHaveLength(200);
    expect(queued[0]).toEqual(view(31));
  });

  it('sends an order at once, and a quote-list addition or a share in the next task', async () => {
    const { trackItem } = load();
    const item = { kind: 'product' as const, id: 7 };
    trackItem('quote_add', item);
    trackItem('share', item);
    trackItem('order', item);
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await collect()).toEqual([
      [{ kind: 'order', item }],
      [{ kind: 'quote_add', item }],
      [{ kind: 'share', item }],
    ]);
  });

  it('sends nothing when the browser asks not to be tracked (DNT or GPC)', () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    load().sendEvent(view(1));
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    load().sendEvent(view(2));
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    expect(localStorage.getItem('agrotec:events')).toBeNull();
  });
});
