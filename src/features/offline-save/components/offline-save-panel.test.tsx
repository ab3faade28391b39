import { PRODUCT_KIND, SERVICE_KIND } from '@/config/catalog-kinds';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { rememberSavedListing } from '../saved-listings';
import { OfflineSavePanel } from './offline-save-panel';

/** A browser whose service worker controls the page (jsdom has neither the worker nor caches). */
function withServiceWorker() {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: {}, addEventListener() {}, removeEventListener() {} },
  });
  Object.defineProperty(globalThis, 'caches', { configurable: true, value: {} });
}

describe('OfflineSavePanel', () => {
  afterEach(() => {
    localStorage.clear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(globalThis, 'caches');
  });

  it('is not offered where nothing could answer offline (no service worker)', () => {
    renderWithProviders(<OfflineSavePanel kind={PRODUCT_KIND} group="riegos" />);
    expect(screen.queryByRole('button', { name: 'Guardar sin conexión' })).not.toBeInTheDocument();
  });

  it("offers 'Guardar sin conexión' on a listing not saved yet", () => {
    withServiceWorker();
    renderWithProviders(<OfflineSavePanel kind={PRODUCT_KIND} group="riegos" />);
    expect(screen.getByRole('button', { name: 'Guardar sin conexión' })).toBeInTheDocument();
  });

  it('says what a saved listing holds and offers to remove it', () => {
    withServiceWorker();
    rememberSavedListing(SERVICE_KIND, 'cursos', {
      items: 32,
      bytes: 3.1 * 1024 * 1024,
      savedAt: Date.now(),
      urls: ['/service/cursos'],
    });
    renderWithProviders(<OfflineSavePanel kind={SERVICE_KIND} group="cursos" />);
    expect(screen.getByText(/Guardado en este teléfono/)).toHaveTextContent(
      'Guardado en este teléfono: 32 servicios — 3,1 MB',
    );
    expect(screen.getByRole('button', { name: /Quitar de este teléfono/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar copia' })).toBeInTheDocument();
  });
});
