// Unit tests render antd's components without generating their styles (config/jest/setup-dom.js): generating them
// took about a tenth of a form page's CPU, for CSS that jsdom never applies.
import { extractStyle, StyleContext } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import { App, Button, Select } from 'antd';
import { useContext } from 'react';

it("antd's components render outside a themed ConfigProvider without generating styles", () => {
  let styleCache: Parameters<typeof extractStyle>[0] | undefined;
  function StyleCacheProbe() {
    styleCache = useContext(StyleContext).cache;
    return null;
  }

  render(
    <App>
      <Button type="primary">Save</Button>
      <Select aria-label="Year" options={[{ value: 2027, label: '2027' }]} />
      <StyleCacheProbe />
    </App>,
  );

  expect(screen.getByRole('button', { name: 'Save' })).toHaveClass('ant-btn-primary');
  expect(extractStyle(styleCache!, { plain: true, types: 'style' })).not.toMatch(/\.ant-/);
});
