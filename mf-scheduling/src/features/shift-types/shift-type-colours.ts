import type { SchedulingT } from '../../shared/scheduling-texts';

// antd's palette: the colours a shift type may take in the form, each with a name a screen reader says (its key).
export const SHIFT_TYPE_COLOURS = [
  { name: 'colours.blue', hex: '#1677ff' },
  { name: 'colours.green', hex: '#52c41a' },
  { name: 'colours.orange', hex: '#fa8c16' },
  { name: 'colours.red', hex: '#f5222d' },
  { name: 'colours.purple', hex: '#722ed1' },
  { name: 'colours.cyan', hex: '#13c2c2' },
  { name: 'colours.magenta', hex: '#eb2f96' },
  { name: 'colours.gold', hex: '#faad14' },
  { name: 'colours.grey', hex: '#8c8c8c' },
] as const;

export const DEFAULT_SHIFT_TYPE_COLOUR = SHIFT_TYPE_COLOURS[0].hex;

/** `Blue` for a colour of the palette, else its `#rrggbb` (a type saved by another client). */
export function colourName(hex: string, t: SchedulingT): string {
  const colour = SHIFT_TYPE_COLOURS.find((each) => each.hex === hex.toLowerCase());
  return colour ? t(colour.name) : hex.toLowerCase();
}
