import type { CSSProperties, ReactNode } from 'react';

const SINGLE_LINE: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
};

/**
 * A line of text cut with an ellipsis by CSS, in antd's typography look (the build's stylesheet). Not antd's
 * `Typography.Text ellipsis`: that one mounts a resize observer, a tooltip and a measuring component, and its layout
 * effects set state three times after the frame's first commit (each a re-render and a forced layout) to arrive at
 * this same CSS.
 */
export function SingleLineText({
  children,
  style,
  title,
}: {
  children: ReactNode;
  style?: CSSProperties;
  title?: string;
}) {
  return (
    <span className="ant-typography" title={title} style={{ ...SINGLE_LINE, ...style }}>
      {children}
    </span>
  );
}
