import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from './api/base-api';
import { sessionSlice, signedOut } from './session/session-slice';
import { loadStoredSession, saveStoredSession, syncSessionAcrossTabs } from './session/session-storage';

// However a session ends (logout, failed refresh, another tab), its cached data goes with it.
const sessionEnd = createListenerMiddleware();
sessionEnd.startListening({
  actionCreator: signedOut,
  effect: (_action, api) => {
    api.dispatch(baseApi.util.resetApiState());
  },
});

/** The one store: the shell provides it, remotes use it through react-redux hooks. */
export const store = configureStore({
  reducer: {
    [sessionSlice.reducerPath]: sessionSlice.reducer,
    [baseApi.reducerPath]: baseApi.reducer,
  },
  preloadedState: { session: { user: loadStoredSession() } },
  middleware: (getDefault) => getDefault().prepend(sessionEnd.middleware).concat(baseApi.middleware),
});

let savedUser = store.getState().session.user;
store.subscribe(() => {
  const { user } = store.getState().session;
  if (user === savedUser) return;
  savedUser = user;
  saveStoredSession(user);
});

syncSessionAcrossTabs(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
