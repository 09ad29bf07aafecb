import type { StoredSession } from 'shared-auth';
import { whenSignedIn } from './when-signed-in';

function fakeStore(user: StoredSession | null) {
  const listeners = new Set<() => void>();
  let state = { session: { user } };
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(next: StoredSession | null) {
      state = { session: { user: next } };
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

const PERSON = { role: 'employee' } as StoredSession;

it('runs at once for a restored session', () => {
  const action = jest.fn();
  whenSignedIn(fakeStore(PERSON), action);
  expect(action).toHaveBeenCalledTimes(1);
});

it('waits for the sign-in, runs once, and stops listening', () => {
  const store = fakeStore(null);
  const action = jest.fn();
  whenSignedIn(store, action);
  store.signIn(null);
  expect(action).not.toHaveBeenCalled();
  store.signIn(PERSON);
  store.signIn({ role: 'admin' } as StoredSession);
  expect(action).toHaveBeenCalledTimes(1);
  expect(store.listeners.size).toBe(0);
});
