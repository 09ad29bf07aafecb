// antd's palette: the colours a shift type may take in the form, each with a name a screen reader says.
export const SHIFT_TYPE_COLOURS = [
  { name: 'Blue', hex: '#1677ff' },
  { name: 'Green', hex: '#52c41a' },
  { name: 'Orange', hex: '#fa8c16' },
  { name: 'Red', hex: '#f5222d' },
  { name: 'Purple', hex: '#722ed1' },
  { name: 'Cyan', hex: '#13c2c2' },
  { name: 'Magenta', hex: '#eb2f96' },
  { name: 'Gold', hex: '#faad14' },
  { name: 'Grey', hex: '#8c8c8c' },
] as const;

export const DEFAULT_SHIFT_TYPE_COLOUR = SHIFT_TYPE_COLOURS[0].hex;

/** `Blue` for a colour of the palette, else its `#rrggbb` (a type saved by another client). */
export function colourName(hex: string): string {
  return SHIFT_TYPE_COLOURS.find((colour) => colour.hex === hex.toLowerCase())?.name ?? hex.toLowerCase();
}
