// Guards patches/antd@6.6.8.patch: antd's Row asked for the screens on every mount and re-rendered synchronously in
// its layout effect, so every Form.Item drew twice; the patch asks only when a gutter, align or justify is responsive.
import { act, render, screen } from '@testing-library/react';
import { Col, Form, Input, Pagination, Row, type RowProps } from 'antd';
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

describe("antd's Row and Pagination (patched)", () => {
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
});
