import { initialSessionState } from '@/stores/session-slice';
import { act, renderWithProviders, screen, waitFor } from '@/testing/test-utils';
import { useAuthorisedImageSrc } from './authorised-image';

function Picture({ draft }: { draft: boolean }) {
  const src = useAuthorisedImageSrc('/api/services/images/300/aula', draft);
  return <output aria-label="src">{src ?? ''}</output>;
}

const session = { ...initialSessionState, online: true, admin: true, token: 't' };

describe('useAuthorisedImageSrc', () => {
  const saved = {
    fetch: globalThis.fetch,
    create: URL.createObjectURL,
    revoke: URL.revokeObjectURL,
  };
  let made = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    made = 0;
    revoked.length = 0;
    Object.assign(globalThis, {
      fetch: jest.fn(async () => ({ ok: true, blob: async () => new Blob(['x']) })),
    });
    URL.createObjectURL = () => `blob:picture-${++made}`;
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    Object.assign(globalThis, { fetch: saved.fetch });
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });

  it('shows a draft that was published and is a draft again from a new object URL, never a released one', async () => {
    const { rerender, unmount } = renderWithProviders(<Picture draft />, {
      preloadedState: { session },
    });
    const src = () => screen.getByRole('status', { name: 'src' }).textContent;
    await waitFor(() => expect(src()).toBe('blob:picture-1'));

    act(() => rerender(<Picture draft={false} />));
    expect(src()).toBe('/api/services/images/300/aula');
    expect(revoked).toEqual(['blob:picture-1']);

    act(() => rerender(<Picture draft />));
    // Nothing until the picture is fetched again; then the new address.
    expect(src()).toBe('');
    await waitFor(() => expect(src()).toBe('blob:picture-2'));
    unmount();
    expect(revoked).toEqual(['blob:picture-1', 'blob:picture-2']);
  });
});
