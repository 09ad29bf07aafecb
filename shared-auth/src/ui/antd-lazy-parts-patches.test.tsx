// Guards patches/antd@6.6.8.patch where it keeps parts of antd out of the first screens' antd chunk: a Card loads its
// Tabs only for a tab list, a Typography its editing TextArea only when edited (both lazily now), and Button's and
// Tag's style tokens take the brightness helper from a module of its own instead of the color picker's presets
// (which import a Collapse). antd must still draw all of them.
import { fireEvent, render, screen } from '@testing-library/react';
import { Card, Typography } from 'antd';
import { dirname } from 'node:path';

const fromAntd = <Module extends object>(file: string) =>
  jest.requireActual<Module>(require.resolve(file, { paths: [dirname(require.resolve('antd/package.json'))] }));

type Color = { toRgb(): object };
type IsBright = (value: Color, background: string) => boolean;

describe("antd's Card, Typography and brightness helper (patched)", () => {
  it('draws a card with a tab list: its tabs arrive and answer a click', async () => {
    const onTabChange = jest.fn();
    render(
      <Card
        title="Week"
        tabList={[
          { key: 'hours', tab: 'Hours' },
          { key: 'breaks', tab: 'Breaks' },
        ]}
        onTabChange={onTabChange}
      >
        body
      </Card>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Breaks' }));
    expect(onTabChange).toHaveBeenCalledWith('breaks');
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('edits an editable text: the text area arrives with the text, and Enter saves it', async () => {
    const onChange = jest.fn();
    render(<Typography.Paragraph editable={{ onChange }}>Night shift</Typography.Paragraph>);
    fireEvent.click(screen.getByRole('button', { name: /edit/i }));
    const box = await screen.findByRole('textbox');
    expect(box).toHaveValue('Night shift');
    fireEvent.change(box, { target: { value: 'Day shift' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith('Day shift');
  });

  it('keeps one brightness helper, which the color presets re-export', () => {
    const { isBright } = fromAntd<{ isBright: IsBright }>('antd/lib/color-picker/components/isBright');
    const { AggregationColor } = fromAntd<{ AggregationColor: new (color: string) => Color }>(
      'antd/lib/color-picker/color',
    );
    expect(fromAntd<{ isBright: IsBright }>('antd/lib/color-picker/components/ColorPresets').isBright).toBe(isBright);
    expect(isBright(new AggregationColor('#fadb14'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('#1d3fa8'), '#fff')).toBe(false);
  });
});
