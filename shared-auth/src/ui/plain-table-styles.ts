import { theme } from 'antd';
import type { CSSProperties } from 'react';

export type PlainTableSize = 'small' | 'middle' | 'large';

/**
 * antd Table's look (antd/es/table/style: its tokens and rules) as inline styles: nothing to inject or recalculate
 * when a table mounts. Logical properties keep it right for right-to-left, but for the header's dividers, which are
 * a background drawn at the cell's end.
 */
export function usePlainTableStyles(size: PlainTableSize = 'large', rtl: boolean) {
  const { token } = theme.useToken();
  const [block, inline] = {
    small: [token.paddingXS, token.paddingXS],
    middle: [token.paddingSM, token.paddingXS],
    large: [token.padding, token.padding],
  }[size];
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell: CSSProperties = {
    position: 'relative',
    padding: `${block}px ${inline}px`,
    overflowWrap: 'break-word',
    borderBottom: border,
  };
  const radius = token.borderRadiusLG;
  const divider = `linear-gradient(${token.colorBorderSecondary}, ${token.colorBorderSecondary})`;
  const headerBg = `linear-gradient(${token.colorFillAlter}, ${token.colorFillAlter})`;

  return {
    table: {
      width: '100%',
      textAlign: 'start',
      borderCollapse: 'separate',
      borderSpacing: 0,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      color: token.colorText,
      background: token.colorBgContainer,
      borderRadius: `${radius}px ${radius}px 0 0`,
    } satisfies CSSProperties,
    cell,
    header: (index: number, count: number, width?: number): CSSProperties => {
      const last = index === count - 1;
      return {
        ...cell,
        width,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        textAlign: 'start',
        // headerBg (colorFillAlter laid on the container's colour) under a divider 1.6em high at the cell's end.
        backgroundColor: token.colorBgContainer,
        backgroundImage: last ? headerBg : `${divider}, ${headerBg}`,
        backgroundPosition: last ? undefined : `${rtl ? 'left' : 'right'} center, 0 0`,
        backgroundSize: last ? undefined : '1px 1.6em, auto',
        backgroundRepeat: 'no-repeat',
        borderStartStartRadius: index === 0 ? radius : undefined,
        borderStartEndRadius: last ? radius : undefined,
      };
    },
    // antd's empty row shows the text given (locale.emptyText) in the text's own colour.
    empty: { ...cell, textAlign: 'center' } satisfies CSSProperties,
    pager: { margin: `${token.margin}px 0` } satisfies CSSProperties,
  };
}
