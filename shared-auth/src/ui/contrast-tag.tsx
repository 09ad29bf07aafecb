import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// antd's preset tag text is too light on its tint for WCAG AA (4.5:1): the same hues, darker text.
export const TAG_TONES: Record<string, CSSProperties> = {
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  blue: { color: '#003a8c', background: '#e6f4ff', borderColor: '#91caff' },
  purple: { color: '#391085', background: '#f9f0ff', borderColor: '#d3adf7' },
  neutral: { color: 'rgba(0, 0, 0, 0.88)', background: '#fafafa', borderColor: '#d9d9d9' },
};

/** A tag in one of the status hues (red, green, orange, blue, purple; anything else neutral) with AA contrast. */
export function ContrastTag({ tone, style, children }: { tone?: string; style?: CSSProperties; children: ReactNode }) {
  return <Tag style={{ ...(TAG_TONES[tone ?? ''] ?? TAG_TONES.neutral), ...style }}>{children}</Tag>;
}
