import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdRoot } from './antd-root';

function MotionState() {
  return <p>{theme.useToken().token.motion ? 'animated' : 'still'}</p>;
}

function prefersReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('AntdRoot', () => {
  it.each([
    [true, 'still'],
    [false, 'animated'],
  ])('with prefers-reduced-motion %s, antd is %s', (reduce, expected) => {
    const restore = prefersReducedMotion(reduce);
    try {
      render(
        <AntdRoot>
          <MotionState />
        </AntdRoot>,
      );
      expect(screen.getByText(expected)).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
