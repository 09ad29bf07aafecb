import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { sessionFromTokens, signedIn, store, type Role, type StoredSession } from 'shared-auth';
import { fakeToken, stubFetch, type StubAnswer, type StubRoute } from 'shared-auth/testing';
import repositoryRegistry from '../../../config/remotes.json';
import { App } from '../app/app';
import type { RegistryRemote, RemoteRegistry } from '../shared/remote-registry/registry-source';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <div data-testid="current-path">{pathname + search}</div>;
}

/** The whole shell (store, routes, layout) at `path`, in a memory router; resolves once the first calls are answered. */
export async function renderApp(path: string) {
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <CurrentPath />
    </MemoryRouter>
  );
  // Awaited act: the routes wait for the registry (React's `use`), which a synchronous render never lets resolve.
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<App router={Router} />);
  });
  // Let the first calls (branding) answer inside act, so the test starts from a settled screen.
  await waitFor(() => expect(pendingQueries()).toEqual([]));
  return view;
}

const pendingQueries = () =>
  Object.entries(store.getState().api.queries).flatMap(([key, query]) => (query?.status === 'pending' ? [key] : []));

export const currentPath = () => screen.getByTestId('current-path').textContent;

/** The repository's registry (config/remotes.json), as the api serves it. */
export const TEST_REGISTRY: RemoteRegistry = {
  revision: 'test-revision',
  remotes: repositoryRegistry.remotes as RegistryRemote[],
};

/** The fake api: branding, single sign-on (off) and the remote registry answer by default; tests add their routes. */
export function stubApi(routes: Record<string, StubRoute | StubAnswer> = {}) {
  return stubFetch({
    'GET /api/branding': { body: { company_name: 'Acme Corporation', logo_path: null } },
    'GET /api/oidc/provider': { body: { enabled: false, name: null } },
    'GET /remotes.json': { body: TEST_REGISTRY },
    ...routes,
  });
}

export function signInAs(role: Role, claims: { must_change_password?: boolean } = {}): StoredSession {
  const token = fakeToken({ sub: '7', full_name: `Test ${role}`, email: `${role}@acme.example`, role, ...claims });
  const session = sessionFromTokens(token, `refresh-${role}`) as StoredSession;
  store.dispatch(signedIn(session));
  return session;
}
