import { render } from '@testing-library/react';
import { setViewportWidth } from '../testing/viewport';
import { usePhone } from './use-phone';

function recordRenders() {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(usePhone());
    return null;
  }
  render(<Probe />);
  return seen;
}

describe('usePhone', () => {
  afterEach(() => setViewportWidth());

  it("knows a phone at the first render: the frame is never drawn in the desktop's theme first", () => {
    setViewportWidth(390);
    expect(recordRenders()).toEqual([true]);
  });

  it("answers antd's md breakpoint: 768 px is no phone, 767 px is", () => {
    setViewportWidth(768);
    expect(recordRenders()).toEqual([false]);
    setViewportWidth(767);
    expect(recordRenders()).toEqual([true]);
  });
});
