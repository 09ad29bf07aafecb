import versionCheckedOnce, { type ResolveShareArgs } from './version-checked-once';

const button = { version: '6.6.8', from: 'shell' };
const table = { version: '6.6.8', from: 'shell' };
const shareScopeMap = { default: { 'antd/es/button': { '6.6.8': button }, 'antd/es/table': { '6.6.8': table } } };

/** What the runtime hands the hook for one strict singleton; its resolver stands for the runtime's version check. */
function argsFor(
  pkgName: string,
  resolver: () => unknown,
  requiredVersion = '^6.6.8',
  ownVersion?: string,
): ResolveShareArgs {
  return {
    shareScopeMap,
    scope: 'default',
    pkgName,
    version: '6.6.8',
    shareInfo: { version: ownVersion, shareConfig: { singleton: true, strictVersion: true, requiredVersion } },
    resolver,
  };
}

describe('versionCheckedOnce', () => {
  it('checks a version and range once: the next component of the same package is taken from the share scope', () => {
    const plugin = versionCheckedOnce();
    const check = jest.fn(() => ({ shared: button, useTreesShaking: false }));
    expect(plugin.resolveShare(argsFor('antd/es/button', check)).resolver()).toEqual({
      shared: button,
      useTreesShaking: false,
    });
    const tableCheck = jest.fn();
    expect(plugin.resolveShare(argsFor('antd/es/table', tableCheck)).resolver()).toEqual({
      shared: table,
      useTreesShaking: false,
    });
    expect(check).toHaveBeenCalledTimes(1);
    expect(tableCheck).not.toHaveBeenCalled();
  });

  it('checks another range, and keeps refusing a version that did not satisfy one', () => {
    const plugin = versionCheckedOnce();
    plugin.resolveShare(argsFor('antd/es/button', () => ({ shared: button }))).resolver();
    const refusal = () => {
      throw new Error('Version 6.6.8 from shell of shared singleton module antd/es/table does not satisfy');
    };
    const newer = argsFor('antd/es/table', refusal, '^7.0.0');
    expect(() => plugin.resolveShare(newer).resolver()).toThrow('does not satisfy');
    expect(() => plugin.resolveShare(newer).resolver()).toThrow('does not satisfy');
  });

  it("takes the app's own version without a check, and checks a version the app does not provide", () => {
    const plugin = versionCheckedOnce();
    const ownCheck = jest.fn();
    expect(plugin.resolveShare(argsFor('antd/es/button', ownCheck, '^6.6.8', '6.6.8')).resolver()).toEqual({
      shared: button,
      useTreesShaking: false,
    });
    expect(ownCheck).not.toHaveBeenCalled();
    const refusal = () => {
      throw new Error('Version 6.6.8 from shell of shared singleton module antd/es/table does not satisfy');
    };
    expect(() => plugin.resolveShare(argsFor('antd/es/table', refusal, '^7.0.0', '7.0.1')).resolver()).toThrow(
      'does not satisfy',
    );
  });

  it("leaves a module that is not a strict singleton to the runtime's resolver", () => {
    const plugin = versionCheckedOnce();
    plugin.resolveShare(argsFor('antd/es/button', () => ({ shared: button }))).resolver();
    const loose = argsFor('antd/es/table', jest.fn());
    loose.shareInfo.shareConfig = { singleton: true, strictVersion: false, requiredVersion: '^6.6.8' };
    expect(plugin.resolveShare(loose)).toBe(loose);
  });
});
