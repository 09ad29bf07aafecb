import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteErrorsPlugin } from './federation';

describe('remote errors plugin', () => {
  it('logs which remote module failed and lets the error reach the error boundary', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('ScriptNetworkError');
    const fallback = await remoteErrorsPlugin().errorLoadRemote?.({
      id: 'mf_leave/MyLeavePage',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as ModuleFederation,
    });
    expect(fallback).toBeUndefined();
    expect(log).toHaveBeenCalledWith('Remote module "mf_leave/MyLeavePage" failed to load (onLoad)', error);
  });
});
