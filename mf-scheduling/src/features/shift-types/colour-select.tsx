import { Select } from 'antd';
import { useSchedulingTexts } from '../../shared/scheduling-texts';
import { ColourSwatch } from './colour-swatch';
import { colourName, SHIFT_TYPE_COLOURS } from './shift-type-colours';

/**
 * The palette as a select of named colours (a screen reader says the name, a keyboard picks one); a colour from
 * outside the palette that a type already has stays offered.
 */
export function ColourSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (hex: string) => void;
}) {
  const t = useSchedulingTexts();
  const hexes: string[] = SHIFT_TYPE_COLOURS.map((colour) => colour.hex);
  if (value && !hexes.includes(value)) hexes.push(value);
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      options={hexes.map((hex) => ({
        value: hex,
        title: colourName(hex, t),
        label: (
          <span>
            <ColourSwatch hex={hex} />
            {colourName(hex, t)}
          </span>
        ),
      }))}
      style={{ width: '100%' }}
    />
  );
}
