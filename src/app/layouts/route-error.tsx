import { useRouteError } from 'react-router-dom';
import { ErrorState } from '@/components/ui/error-state';
import { NO_CONNECTION_MESSAGE } from '@/lib/no-connection';

/** A part of the app whose code could not be downloaded (webpack's error, or a dynamic import's). */
const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Loading chunk/.test(error.message));

/**
 * What a page that could not be shown says. Without a network the admin area's screens (never
 * kept on the phone, issue 21) cannot load: 'Se necesita conexión a internet', and 'Reintentar'
 * once there is a signal.
 */
export function RouteError() {
  const error = useRouteError();
  const offline = isLoadFailure(error) || !navigator.onLine;
  return (
    <ErrorState
      title={offline ? NO_CONNECTION_MESSAGE : 'Ocurrió un error inesperado'}
      message={
        offline
          ? 'Esta parte del sitio no está guardada en este teléfono.'
          : 'Recargue la página e intente de nuevo.'
      }
      onRetry={() => window.location.reload()}
    />
  );
}
