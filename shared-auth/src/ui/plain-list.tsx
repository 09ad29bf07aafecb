import { ConfigProvider, theme } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';

/** One row: what antd's List.Item with a List.Item.Meta shows. */
export interface PlainListItem {
  key: Key;
  title: ReactNode;
  description?: ReactNode;
  /** Before the title and description. */
  avatar?: ReactNode;
  /** At the row's end, as List.Item's `extra`. */
  extra?: ReactNode;
}

export interface PlainListProps {
  items: PlainListItem[];
  /** What the list says when it has no items. */
  emptyText: ReactNode;
}

/**
 * A list that only shows rows, drawn as antd's List draws them (antd/es/list/style: its tokens and rules), in the
 * same markup (a title is an h4), with inline styles. antd's List brings Pagination, Select, Grid's breakpoint
 * observer and a virtual list into the first screen, none of which a short list needs.
 */
export function PlainList({ items, emptyText }: PlainListProps) {
  const { token } = theme.useToken();
  // antd's List takes the ConfigProvider's size (large on a phone) for its rows' padding.
  const size = ConfigProvider.useConfig().componentSize;
  let itemPadding = `${token.paddingContentVertical}px 0`;
  if (size === 'large') itemPadding = `${token.paddingContentVerticalLG}px ${token.paddingContentHorizontalLG}px`;
  if (size === 'small') itemPadding = `${token.paddingContentVerticalSM}px ${token.paddingContentHorizontal}px`;
  const text: CSSProperties = { color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight };

  if (items.length === 0) {
    return (
      <div style={{ ...text, padding: token.padding, color: token.colorTextDisabled, textAlign: 'center' }}>
        {emptyText}
      </div>
    );
  }
  const split = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  return (
    <ul style={{ ...text, margin: 0, padding: 0, listStyle: 'none' }}>
      {items.map((item, index) => (
        <li
          key={item.key}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            // antd wraps a row's parts on a screen under 576 px wide; on a wider one no row is narrow enough to.
            flexWrap: 'wrap',
            padding: itemPadding,
            borderBlockEnd: index < items.length - 1 ? split : undefined,
          }}
        >
          <div style={{ display: 'flex', flex: 1, alignItems: 'flex-start', maxWidth: '100%' }}>
            {item.avatar && <div style={{ marginInlineEnd: token.padding }}>{item.avatar}</div>}
            <div style={{ flex: '1 0', width: 0 }}>
              <h4 style={{ ...text, margin: `0 0 ${token.marginXXS}px 0` }}>{item.title}</h4>
              {item.description && <div style={{ ...text, color: token.colorTextDescription }}>{item.description}</div>}
            </div>
          </div>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}
