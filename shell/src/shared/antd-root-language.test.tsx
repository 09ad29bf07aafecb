import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Calendar, Empty } from 'antd';
import dayjs from 'dayjs';
import { startTransition, useState, type ComponentType, type ReactNode } from 'react';
import { setLanguage } from 'shared-auth';

afterAll(() => act(() => setLanguage('en')));

it("signs in on a page whose language antd has not loaded yet (chosen on the sign-in page): antd's texts in it, no broken hooks", async () => {
  // As at boot: the sign-in page chose Arabic before antd (and its locale loader) was loaded.
  await act(() => setLanguage('ar'));
  const { AntdRoot } = (await import('./antd-root')) as { AntdRoot: ComponentType<{ children: ReactNode }> };
  function Page() {
    const [signedIn, setSignedIn] = useState(false);
    return signedIn ? (
      <AntdRoot>
        <Empty />
      </AntdRoot>
    ) : (
      <button onClick={() => startTransition(() => setSignedIn(true))}>Sign in</button>
    );
  }
  // React recovers from a broken hook order by rendering the whole root again; the cause is what a page hit (467).
  const errors: string[] = [];
  render(<Page />, { onRecoverableError: (error) => errors.push(String((error as Error).cause ?? error)) });

  // The sign-in navigates in a transition: the locale arrives while React waits, then it resumes AntdRoot.
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
  await waitFor(() => expect(document.querySelector('.ant-empty-description')).toHaveTextContent('لا توجد بيانات'));
  expect(document.querySelector('.ant-empty')).toHaveClass('ant-empty-rtl');
  expect(dayjs.locale()).toBe('ar');
  expect(errors).toEqual([]);
});

it("heads an Arabic calendar's columns with the days' short names, which fit a phone's day column", async () => {
  await act(() => setLanguage('ar'));
  const { AntdRoot } = (await import('./antd-root')) as { AntdRoot: ComponentType<{ children: ReactNode }> };
  render(
    <AntdRoot>
      <Calendar fullscreen={false} headerRender={() => null} />
    </AntdRoot>,
  );

  const headers = await screen.findAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual([
    'سبت',
    'أحد',
    'إثنين',
    'ثلاثاء',
    'أربعاء',
    'خميس',
    'جمعة',
  ]);
});
