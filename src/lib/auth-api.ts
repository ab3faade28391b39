import type { SignInBody, SignInResponse } from '@/shared/schemas/auth';
import { readSignInAnswers } from '@/stores/session-slice';
import { api, TOKEN_HEADER } from './api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /auth/signin; an accepted answer is the session (session-slice.ts reads it). An answer
     * that carries a `message` is a refusal whatever its status (SPEC.md §7): the form shows it.
     */
    signIn: build.mutation<SignInResponse, SignInBody>({
      query: (body) => ({
        url: '/auth/signin',
        method: 'POST',
        body,
        validateStatus: (response, answer: unknown) =>
          response.ok && !(typeof answer === 'object' && answer !== null && 'message' in answer),
      }),
    }),
    /** POST /auth/signout with the given token: the server ends every token of its user. */
    signOut: build.mutation<void, string>({
      query: (token) => ({
        url: '/auth/signout',
        method: 'POST',
        headers: { [TOKEN_HEADER]: token },
      }),
    }),
  }),
});

// The session slice sets the session from the endpoint's accepted answer (its own matcher).
readSignInAnswers(authApi.endpoints.signIn.matchFulfilled);

export const { useSignInMutation } = authApi;
