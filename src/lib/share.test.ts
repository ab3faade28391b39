import { canUseWebShare, copyText, shareLink } from './share';

function setNavigator(values: { share?: unknown; clipboard?: unknown }) {
  Object.defineProperty(navigator, 'share', {
    value: values.share,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(navigator, 'clipboard', {
    value: values.clipboard,
    configurable: true,
    writable: true,
  });
}

function setPointer(coarse: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('shareLink', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    setNavigator({});
  });

  it('uses the share sheet on a phone that has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share, clipboard: { writeText } });
    setPointer(true);
    expect(canUseWebShare()).toBe(true);
    await expect(shareLink('https://x.bo/shared/product/a', 'Invernadero')).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({
      title: 'Invernadero',
      url: 'https://x.bo/shared/product/a',
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link on a computer even when the browser can share', async () => {
    const share = jest.fn();
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator({ share, clipboard: { writeText } });
    setPointer(false);
    await expect(shareLink('https://x.bo/shared/service/b', 'Curso')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x.bo/shared/service/b');
    expect(share).not.toHaveBeenCalled();
  });

  it('reports a share sheet the user closed as cancelled', async () => {
    const share = jest
      .fn()
      .mockRejectedValue(Object.assign(new Error('closed'), { name: 'AbortError' }));
    setNavigator({ share, clipboard: { writeText: jest.fn() } });
    setPointer(true);
    await expect(shareLink('https://x.bo/a', 'A')).resolves.toBe('cancelled');
  });

  it('reports a failure when nothing can copy', async () => {
    setNavigator({ clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    setPointer(false);
    await expect(copyText('texto')).resolves.toBe(false);
  });
});
