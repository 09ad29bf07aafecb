import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from './api/base-api';
import { sessionSlice } from './session/session-slice';
import { loadStoredSession, saveStoredSession } from './session/session-storage';

/** The one store: the shell provides it, remotes use it through react-redux hooks. */
export const store = configureStore({
  reducer: {
    [sessionSlice.reducerPath]: sessionSlice.reducer,
    [baseApi.reducerPath]: baseApi.reducer,
  },
  preloadedState: { session: { user: loadStoredSession() } },
  middleware: (getDefault) => getDefault().concat(baseApi.middleware),
});

let savedUser = store.getState().session.user;
store.subscribe(() => {
  const { user } = store.getState().session;
  if (user === savedUser) return;
  savedUser = user;
  saveStoredSession(user);
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
