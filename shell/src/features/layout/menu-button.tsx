import { Button } from 'antd';
import type { ReactNode } from 'react';
import { TOUCH_TARGET } from './constants';

/** An icon-only button of the top bar, 44 px square; `label` is its accessible name (nothing visible to differ from). */
export function MenuButton(props: { label: string; icon: ReactNode; onClick: () => void; expanded?: boolean }) {
  return (
    <Button
      type="text"
      aria-label={props.label}
      aria-expanded={props.expanded}
      icon={props.icon}
      onClick={props.onClick}
      style={{ width: TOUCH_TARGET, height: TOUCH_TARGET, flex: 'none' }}
    />
  );
}
