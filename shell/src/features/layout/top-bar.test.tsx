import { act, cleanup, render } from '@testing-library/react';
import { Button } from 'antd';
import { Profiler, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { baseApi, store } from 'shared-auth';
import { useCompanyClock } from '../../shared/branding';
import { useSignedInLanguage } from '../../shared/use-signed-in-language';
import { signInAs, stubApi } from '../../testing/render-app';
import { TopBar } from './top-bar';
import { UserMenu } from './user-menu';

/** How many times React commits `element` from its mount until nothing is left to do. */
async function commitsOf(element: ReactNode): Promise<number> {
  let commits = 0;
  await act(async () => {
    render(
      <Provider store={store}>
        <Profiler id="counted" onRender={() => commits++}>
          {element}
        </Profiler>
      </Provider>,
    );
  });
  return commits;
}

// antd's `Typography.Text ellipsis` set state in its layout effects after mounting: two more commits, each a render
// and a forced layout, in the frame's first task on every signed-in screen.
describe("the top bar's names", () => {
  it('draw the company in one commit', async () => {
    expect(await commitsOf(<TopBar compact end={null} />)).toBe(1);
  });

  it("draw the user's menu in no more commits than its antd button alone takes", async () => {
    const buttonAlone = await commitsOf(<Button type="text">Test employee</Button>);
    expect(await commitsOf(<UserMenu user={signInAs('employee')} compact />)).toBe(buttonAlone);
  });
});

/** The frame's reads beside the top bar: the branding's subscription and the person's language. */
function SignedInSettings() {
  useCompanyClock();
  useSignedInLanguage();
  return null;
}

// Reading the whole query states, the frame's settings and the company's name drew again as their requests started,
// in an effect after mounting: a second commit in the frame's first task.
describe("the frame's reads", () => {
  it('draw the top bar and the settings once as the branding and language requests start', async () => {
    // Still on their way when the commits are counted: what is counted is the requests' start.
    stubApi({
      'GET /api/branding': { body: { company_name: 'Acme Corporation', logo_path: null }, delayMs: 5000 },
      'GET /api/me/preferences': { body: { language: 'en', default_language: null }, delayMs: 5000 },
    });
    signInAs('employee');
    store.dispatch(baseApi.util.resetApiState());
    const frame = (
      <>
        <SignedInSettings />
        <TopBar compact end={null} />
      </>
    );
    expect(await commitsOf(frame)).toBe(1);
    expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['pending', 'pending']);
    // Unmounted before the suite's sign-out resets the store, which would draw the settings outside act.
    cleanup();
  });
});
