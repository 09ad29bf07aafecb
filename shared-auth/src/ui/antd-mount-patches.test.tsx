// Guards patches/antd@6.6.8.patch and patches/@rc-component__select@1.10.1.patch: antd's Row, Pagination and
// Descriptions asked for the screens on every mount and re-rendered synchronously in their layout effect (every
// Form.Item drew twice); the patch asks only when a prop is responsive. rc-select's useOpen re-rendered every Select
// after mounting to show a popup open from the start; the patch does so only when it is. antd's Avatar re-rendered
// after mounting to scale its text; the patch leaves an icon avatar, which shows no text, alone.
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Avatar, Col, Descriptions, Form, Input, Pagination, Row, Select, type RowProps } from 'antd';
import { dirname } from 'node:path';
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';

const originalMatchMedia = window.matchMedia;

/** Media queries answering for a screen `width` px wide that can be resized, telling the lists' listeners. */
function resizableScreen(width: number) {
  const lists: { query: string; listener?: (event: { matches: boolean }) => void }[] = [];
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, bound, pixels]) =>
      bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
    );
  window.matchMedia = (query: string) => {
    const list = { query } as (typeof lists)[number];
    lists.push(list);
    return {
      matches: matches(query),
      media: query,
      addEventListener: (_type: string, listener: typeof list.listener) => (list.listener = listener),
      removeEventListener: () => (list.listener = undefined),
    } as unknown as MediaQueryList;
  };
  return (newWidth: number) => {
    width = newWidth;
    for (const list of lists) list.listener?.({ matches: matches(list.query) });
  };
}

/** The phases of React's commits while `element` mounts. */
function commitPhases(element: ReactNode): string[] {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  render(
    <Profiler id="mounted" onRender={onRender}>
      {element}
    </Profiler>,
  );
  return phases;
}

describe("antd's Row, Pagination, Descriptions, Select and Avatar (patched)", () => {
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('mounts a form of Form.Items in one commit, with no update after it', () => {
    resizableScreen(390);
    expect(
      commitPhases(
        <Form layout="vertical">
          {['Type', 'Reason', 'Note'].map((label) => (
            <Form.Item key={label} label={label} name={label}>
              <Input />
            </Form.Item>
          ))}
          <Row gutter={[16, 8]} align="middle" justify="end">
            <Col span={12}>Total</Col>
          </Row>
        </Form>,
      ),
    ).toEqual(['mount']);
  });

  it('mounts a pager in one commit when it is not responsive', () => {
    resizableScreen(390);
    expect(commitPhases(<Pagination total={100} showSizeChanger={false} />)).toEqual(['mount']);
  });

  it.each<[string, RowProps['gutter']]>([
    ['gutter', { xs: 8, md: 24 }],
    ['gutter in a pair', [{ xs: 8, md: 24 }, 8]],
  ])('still follows the screen with a responsive %s', (_name, gutter) => {
    const resize = resizableScreen(390);
    render(<Row gutter={gutter} data-testid="row" />);
    const row = screen.getByTestId('row');
    expect(row.style.marginInline).toBe('-4px');

    act(() => resize(1280));
    expect(row.style.marginInline).toBe('-12px');
  });

  it('still follows the screen with a responsive justify', () => {
    const resize = resizableScreen(390);
    render(<Row justify={{ xs: 'start', md: 'end' }} data-testid="row" />);
    const row = screen.getByTestId('row');
    expect(row).toHaveClass('ant-row-start');

    act(() => resize(1280));
    expect(row).toHaveClass('ant-row-end');
  });

  it('still makes a responsive pager small on a phone', () => {
    const resize = resizableScreen(1280);
    const { container } = render(<Pagination total={100} responsive />);
    const pager = container.querySelector('.ant-pagination');
    expect(pager).not.toHaveClass('ant-pagination-mini');

    act(() => resize(390));
    expect(pager).toHaveClass('ant-pagination-mini');
  });

  const details = [
    { key: 'site', label: 'Site', children: 'Head office' },
    { key: 'distance', label: 'Distance', children: '12 m' },
    { key: 'accuracy', label: 'Accuracy', children: '5 m' },
  ];
  const rowsOf = (container: HTMLElement) => container.querySelectorAll('.ant-descriptions-row').length;

  it('mounts a Descriptions in one commit when its column is a number', () => {
    resizableScreen(390);
    expect(commitPhases(<Descriptions column={1} items={details} />)).toEqual(['mount']);
  });

  it('still follows the screen with a responsive Descriptions column', () => {
    const resize = resizableScreen(390);
    const { container } = render(<Descriptions column={{ xs: 1, md: 3 }} items={details} />);
    expect(rowsOf(container)).toBe(3);

    act(() => resize(1280));
    expect(rowsOf(container)).toBe(1);
  });

  it('still follows the screen with a responsive Descriptions.Item span', () => {
    const resize = resizableScreen(390);
    const { container } = render(
      <Descriptions column={2}>
        <Descriptions.Item label="Site" span={{ xs: 2, md: 1 }}>
          Head office
        </Descriptions.Item>
        <Descriptions.Item label="Distance">12 m</Descriptions.Item>
      </Descriptions>,
    );
    expect(rowsOf(container)).toBe(2);

    act(() => resize(1280));
    expect(rowsOf(container)).toBe(1);
  });

  const options = [
    { value: 'annual', label: 'Annual' },
    { value: 'sick', label: 'Sick' },
  ];

  // rc-select's hook as antd resolves it (pnpm links it into antd's folder, not this package's). A mounted Select's
  // Trigger also renders again to learn its target element: a count of the Select's commits would see that too.
  type UseOpen = (
    defaultOpen: boolean,
    open: boolean | undefined,
    onOpen: undefined,
    postOpen: (open: boolean) => boolean,
  ) => [boolean, boolean];
  const { default: useOpen } = jest.requireActual<{ default: UseOpen }>(
    require.resolve('@rc-component/select/lib/hooks/useOpen', {
      paths: [dirname(require.resolve('antd/package.json'))],
    }),
  );

  /** What useOpen answers at each render while a Select opened as `defaultOpen` mounts. */
  function openAtEachRender(defaultOpen: boolean) {
    const rendered: boolean[] = [];
    renderHook(() => rendered.push(useOpen(defaultOpen, undefined, undefined, (open) => open)[1]));
    return rendered;
  }

  it('mounts a closed Select with one render of its open state', () => {
    expect(openAtEachRender(false)).toEqual([false]);
  });

  it('still keeps a Select open from the start closed in its first, server-rendered, render', () => {
    expect(openAtEachRender(true)).toEqual([false, true]);
  });

  it.each<[string, (combobox: HTMLElement) => void]>([
    ['by mouse', (combobox) => fireEvent.mouseDown(combobox)],
    ['by keyboard', (combobox) => fireEvent.keyDown(combobox, { key: 'Enter' })],
  ])('still opens a Select mounted closed, %s', (_name, open) => {
    render(<Select options={options} />);
    const combobox = screen.getByRole('combobox');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    open(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('still shows the options of a Select open from the start, after mounting', () => {
    render(<Select defaultOpen options={options} />);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sick', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  });

  it('mounts an icon Avatar in one commit', () => {
    expect(commitPhases(<Avatar icon={<span>*</span>} />)).toEqual(['mount']);
  });

  it('still shows a text Avatar after mounting (hidden until it is measured)', () => {
    render(<Avatar>AB</Avatar>);
    expect(screen.getByText('AB')).not.toHaveStyle({ opacity: 0 });
  });
});
