import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
function RouteError({ error }: { error: unknown }) {
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

interface BoundaryProps {
  /** The history entry shown: a new one (any navigation) clears a caught error. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  /** Set once something below has thrown; `caught` tells it apart from a thrown `undefined`. */
  caught: boolean;
  error: unknown;
  /** The entry the error happened on. */
  locationKey: string;
}

/**
 * React's error boundary around the app's layout: whatever throws while rendering below it (a
 * page whose chunk could not be downloaded rejects its `lazy()` into here) is replaced by
 * RouteError. The caught error stays until the next navigation, like react-router's own
 * boundaries: a new entry renders the layout and its page again.
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    caught: false,
    error: undefined,
    locationKey: this.props.locationKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.locationKey === state.locationKey) return null;
    return { caught: false, error: undefined, locationKey: props.locationKey };
  }

  override render() {
    return this.state.caught ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The app's error page boundary, reset by every navigation (any new history entry). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary locationKey={key}>{children}</ErrorBoundary>;
}
