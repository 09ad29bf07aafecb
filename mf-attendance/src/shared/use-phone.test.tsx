import { render } from '@testing-library/react';
import { usePhone } from './use-phone';
import { wideScreen } from './test-utils';

afterEach(() => jest.restoreAllMocks());

function rendersOf() {
  const answers: boolean[] = [];
  function Screen() {
    answers.push(usePhone());
    return null;
  }
  render(<Screen />);
  return answers;
}

// A second answer would be a second, synchronous render of the whole screen right after the first.
describe('usePhone', () => {
  it('knows a phone at the first render', () => {
    expect(rendersOf()).toEqual([true]);
  });

  it('knows a wide screen at the first render', () => {
    wideScreen();
    expect(rendersOf()).toEqual([false]);
  });
});
