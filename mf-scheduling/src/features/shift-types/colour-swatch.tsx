/** A small square of a shift type's colour; decorative, the colour's name is said beside it. */
export function ColourSwatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        marginInlineEnd: 8,
        verticalAlign: 'middle',
        background: hex,
        border: '1px solid rgba(0, 0, 0, 0.25)',
      }}
    />
  );
}
