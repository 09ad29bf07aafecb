import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { useContext } from 'react';
import { AntdRoot } from './antd-root';

function MotionState() {
  return <p>{theme.useToken().token.motion ? 'animated' : 'still'}</p>;
}

// jsdom draws no antd styles either way: the theme context says which mode the components run in.
function StyleMode() {
  return <p>{useContext(theme._internalContext).zeroRuntime ? 'zero-runtime' : 'runtime styles'}</p>;
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

  it('turns antd zero-runtime on: its static stylesheet draws the components, none generates styles', () => {
    render(
      <AntdRoot>
        <StyleMode />
      </AntdRoot>,
    );
    expect(screen.getByText('zero-runtime')).toBeInTheDocument();
  });
});
