import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { Role } from '../access/roles';

/** What the browser keeps in local storage under `user` (docs/product-spec.md section 3). */
export interface StoredSession {
  token: string;
  refreshToken: string;
  fullName: string;
  email: string;
  role: Role;
  employee_id: string;
}

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

export function useSession() {
  return useSelector((state: { session: SessionState }) => selectUser(state));
}
