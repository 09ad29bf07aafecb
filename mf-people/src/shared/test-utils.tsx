import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { baseApi, sessionFromTokens, signedIn, store, type Role, type StoredSession } from 'shared-auth';
import { fakeToken } from 'shared-auth/testing';

export const EDIT_ROUTE = '/employees/edit/:employee_id';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/**
 * Renders a page as the shell does (the one store, antd's App context, a router) at `path`,
 * matched by `route`; the api cache is emptied first.
 */
export function renderPage(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  store.dispatch(baseApi.util.resetApiState());
  return render(
    <Provider store={store}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {route !== EDIT_ROUTE && <Route path={EDIT_ROUTE} element={<CurrentPath />} />}
          </Routes>
        </MemoryRouter>
      </App>
    </Provider>,
  );
}

/** The multipart fields a stubbed request carried (files show as present only: jsdom's File is not Node's Blob). */
export async function formFields(request: Request): Promise<Record<string, string[]>> {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of await request.formData()) (fields[name] ??= []).push(String(value));
  return fields;
}

/** Signs the one store in as `role` with `employeeId`, as the shell would after login. */
export function signInAs(role: Role, employeeId: number) {
  const token = fakeToken({ sub: String(employeeId), full_name: `Test ${role}`, email: `${role}@acme.example`, role });
  store.dispatch(signedIn(sessionFromTokens(token, `refresh-${role}`) as StoredSession));
}
