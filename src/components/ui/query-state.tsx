import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api';
import { ErrorState } from './error-state';

/** What QueryState reads of an RTK Query hook's result. */
export interface QueryResultLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryResultLike<T>;
  /** Shown while the first answer is on its way (a skeleton of what follows, `aria-busy`). */
  loading: ReactNode;
  /** The loaded screen. */
  children: (data: T) => ReactNode;
}

/**
 * The admin screens' loading/error switch: a failed load shows ErrorState with 'Reintentar'
 * (even over stale data, so the staff know the figures may be old), the first load shows
 * `loading`, and then `children` gets the data.
 */
export function QueryState<T>({ query, loading, children }: QueryStateProps<T>) {
  const { data, error, isLoading, isFetching, refetch } = query;
  if (error)
    return (
      <ErrorState
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (isLoading || data === undefined) return loading;
  return children(data);
}
