import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload } from './lazy-with-preload';

const Greeting = ({ name }: { name: string }) => <p>Hola {name}</p>;

test('a chunk that failed to load (no connection) is asked for again by the next preload', async () => {
  const load = jest
    .fn<Promise<{ default: typeof Greeting }>, []>()
    .mockRejectedValueOnce(new Error('sin conexión'))
    .mockResolvedValue({ default: Greeting });
  const part = lazyWithPreload(load);

  await expect(part.preload()).rejects.toThrow('sin conexión');
  await part.preload();
  expect(load).toHaveBeenCalledTimes(2);

  render(
    <Suspense fallback={null}>
      <part.Component name="Ana" />
    </Suspense>,
  );
  expect(screen.getByText('Hola Ana')).toBeInTheDocument(); // loaded: rendered without suspending
  await part.preload();
  expect(load).toHaveBeenCalledTimes(2); // once loaded, never again
});
