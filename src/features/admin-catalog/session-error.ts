import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * A 401: the session ended and the sign-in drawer already says so, so the screen that made the
 * call adds no message of its own.
 */
export const isSessionError = (error: unknown) =>
  (error as FetchBaseQueryError | undefined)?.status === 401;
