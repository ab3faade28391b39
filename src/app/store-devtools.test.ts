import { actionSanitizer, stateSanitizer } from './store';

test('the Redux DevTools never see the session token', () => {
  const action = { type: 'session/signedIn', payload: { token: 'secreto', user: { id: 1 } } };
  expect(actionSanitizer(action)).toEqual({
    type: 'session/signedIn',
    payload: { token: '[oculto]', user: { id: 1 } },
  });
  expect(action.payload.token).toBe('secreto'); // the store's own action is untouched
  const state = { session: { token: 'secreto', online: true }, other: 1 };
  expect(stateSanitizer(state)).toEqual({ session: { token: '[oculto]', online: true }, other: 1 });
  expect(stateSanitizer({ session: { token: null } })).toEqual({ session: { token: null } });
});
