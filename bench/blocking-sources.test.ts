import {
  blockingBySource,
  describeSources,
  DOCUMENT,
  scriptName,
  UNATTRIBUTABLE,
} from './blocking-sources';

const PAGE = 'http://127.0.0.1:18091/';
const SYSTEM = 'http://127.0.0.1:18091/static/js/system.2859b921.js';
const VENDOR = 'http://127.0.0.1:18091/static/js/3508.6604048b.js';

describe('scriptName', () => {
  it("drops webpack's content hash, for entries and chunks alike", () => {
    expect(scriptName(SYSTEM)).toBe('system.js');
    expect(scriptName(VENDOR)).toBe('3508.js');
    expect(scriptName('http://h/static/js/page-home-tsx.b3d01210.chunk.js')).toBe(
      'page-home-tsx.chunk.js',
    );
    expect(scriptName('http://h/sw.js')).toBe('sw.js');
  });
});

describe('blockingBySource', () => {
  it("counts each task's part between FCP and TTI, less 50 ms, by the task's source", () => {
    // One of `/`'s runs of 2026-11-30: FCP 920, TTI 1888, TBT 264 ms.
    const sources = blockingBySource(
      [
        { url: PAGE, startTime: 1063, duration: 272 }, // all inside: 222
        { url: 'Unattributable', startTime: 787, duration: 173 }, // 40 ms after FCP: under 50
        { url: PAGE, startTime: 966, duration: 97 }, // 47
        { url: SYSTEM, startTime: 2211, duration: 131 }, // after TTI
        { url: SYSTEM, startTime: 1800, duration: 200 }, // 88 ms before TTI: 38
      ],
      920,
      1888,
      PAGE,
    );
    expect(Object.fromEntries(sources)).toEqual({ [DOCUMENT]: 222 + 47, 'system.js': 38 });
  });

  it('names the document by its path, whatever its query, and groups the rest', () => {
    const url = 'http://127.0.0.1:18091/buscar?q=invernadero';
    const sources = blockingBySource(
      [
        { url, startTime: 100, duration: 150 },
        { url: 'Unattributable', startTime: 300, duration: 80 },
        { url: VENDOR, startTime: 400, duration: 60 },
        { url: VENDOR, startTime: 500, duration: 70 },
      ],
      0,
      1000,
      'http://127.0.0.1:18091/buscar?q=invernadero&x=1',
    );
    expect(Object.fromEntries(sources)).toEqual({
      [DOCUMENT]: 100,
      [UNATTRIBUTABLE]: 30,
      '3508.js': 10 + 20,
    });
  });
});

describe('describeSources', () => {
  it("prints each source's median over the runs, a run without it counting 0, largest first", () => {
    const runs = [
      new Map([
        [DOCUMENT, 200],
        ['system.js', 90],
      ]),
      new Map([['system.js', 120]]),
      new Map([
        [DOCUMENT, 100],
        ['system.js', 60],
        [UNATTRIBUTABLE, 10],
      ]),
    ];
    // The runs' sums: 290, 120 and 170 ms.
    expect(describeSources(runs)).toBe('the document 100 ms, system.js 90 ms (sum 170 ms)');
  });

  it("says 'none' when no run blocked after FCP", () => {
    expect(describeSources([new Map(), new Map()])).toBe('none (sum 0 ms)');
  });
});
