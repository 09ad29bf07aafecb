import { store } from '../store';
import { calledRoutes, fakeToken, stubFetch } from '../testing';
import { signedIn, type StoredSession } from './session-slice';
import { signOut } from './session-actions';
import { sessionFromTokens } from './token-claims';

describe('signOut', () => {
  afterEach(() => jest.restoreAllMocks());

  it('ends the session locally and revokes its refresh token on the server', async () => {
    store.dispatch(signedIn(sessionFromTokens(fakeToken({}), 'refresh-to-revoke') as StoredSession));
    const fetchMock = stubFetch({ 'POST /api/logout': () => ({ body: { message: 'Signed out.' } }) });
    store.dispatch(signOut());
    expect(store.getState().session.user).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calledRoutes(fetchMock)).toEqual(['POST /api/logout']);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(new Request(input, init).headers.get('Authorization')).toBe('Bearer refresh-to-revoke');
  });
});
