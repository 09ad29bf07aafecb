import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content is wider than the screen (a table on a phone), so the page does
 * not. Named and focusable: keyboard users can scroll it too (WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
