import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredSession } from './types';

export interface SessionState {
  user: StoredSession | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ user: null }),
  reducers: {
    signedIn(state, action: PayloadAction<StoredSession>) {
      state.user = action.payload;
    },
    signedOut(state) {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectUser } = sessionSlice.selectors;
