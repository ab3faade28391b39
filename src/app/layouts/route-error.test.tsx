import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/app/store';
import { RouteError } from './route-error';

function renderFailingPage(error: Error) {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', element: <Failing />, errorElement: <RouteError /> },
  ]);
  return render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('RouteError', () => {
  // React reports the error it caught; the page is what is checked.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("a screen whose code cannot be downloaded says 'Se necesita conexión a internet'", () => {
    const error = new Error('Loading chunk 812 failed.');
    error.name = 'ChunkLoadError';
    renderFailingPage(error);
    expect(screen.getByRole('alert')).toHaveTextContent('Se necesita conexión a internet');
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });

  it('any other failure says an unexpected error happened', () => {
    renderFailingPage(new Error('boom'));
    expect(screen.getByRole('alert')).toHaveTextContent('Ocurrió un error inesperado');
  });
});
