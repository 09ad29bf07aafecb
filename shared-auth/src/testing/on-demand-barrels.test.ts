// Unit tests import `antd` and `@ant-design/icons` through on-demand barrels (config/jest/on-demand-barrel.js):
// each must hand out every export of the real barrel, and the very same value.
import path from 'node:path';

import * as antd from 'antd';
import * as icons from '@ant-design/icons';

function realBarrel(packageName: string): Record<string, unknown> {
  const packageFolder = path.dirname(require.resolve(`${packageName}/package.json`));
  return jest.requireActual(path.join(packageFolder, 'lib/index.js'));
}

it.each([
  ['antd', antd as Record<string, unknown>],
  ['@ant-design/icons', icons as Record<string, unknown>],
])('%s: the on-demand barrel gives every export of the real one, the same value', (packageName, onDemand) => {
  const real = realBarrel(packageName);
  const names = Object.keys(real);
  expect(names.length).toBeGreaterThan(50);
  expect(names.filter((name) => onDemand[name] !== real[name])).toEqual([]);
});
