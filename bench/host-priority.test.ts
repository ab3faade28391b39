import { isThePages } from './host-priority';

describe('isThePages', () => {
  it("keeps every thread of the page's renderer, and of the zygote that forks renderers", () => {
    for (const thread of ['CrRendererMain', 'ThreadPoolForeg', 'Compositor', 'V8 DefaultWorke']) {
      expect(isThePages('renderer', thread)).toBe(true);
      expect(isThePages('zygote', thread)).toBe(true);
    }
  });

  it("keeps the browser's workers that answer the page's font requests, not the rest of it", () => {
    expect(isThePages(undefined, 'ThreadPoolForeg')).toBe(true);
    for (const thread of ['chromium', 'Chrome_IOThread', 'Chrome_DevTools', 'ThreadPoolServi']) {
      expect(isThePages(undefined, thread)).toBe(false);
    }
  });

  it('lowers every thread of the GPU process and the utility processes, urgent workers included', () => {
    for (const type of ['gpu-process', 'utility']) {
      expect(isThePages(type, 'ThreadPoolForeg')).toBe(false);
      expect(isThePages(type, 'VizCompositorTh')).toBe(false);
    }
  });

  it("lowers the bench's own Node processes (no --type, no thread of that name)", () => {
    expect(isThePages(undefined, 'node')).toBe(false);
    expect(isThePages(undefined, 'libuv-worker')).toBe(false);
  });
});
