import { act, renderHook } from '@testing-library/react';
import { useNotice } from './use-notice';

describe('useNotice', () => {
  it('keeps the outcome of the last action until the next one starts', async () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.succeed('Settings updated successfully!'));
    expect(result.current.notice).toEqual({ type: 'success', text: 'Settings updated successfully!' });

    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.run(async () => 'sent');
    });
    expect(answer).toBe('sent');
    expect(result.current.notice).toBeNull();
  });

  it('clears when the form changes', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.fail('Failed to update settings'));
    expect(result.current.notice).toEqual({ type: 'error', text: 'Failed to update settings' });
    act(() => result.current.clear());
    expect(result.current.notice).toBeNull();
  });
});
