import { act, render } from '@testing-library/react';
import { Button } from 'antd';
import { Profiler, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from 'shared-auth';
import { signInAs } from '../../testing/render-app';
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
