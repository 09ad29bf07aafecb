import { CheckCircleOutlined, ClockCircleOutlined, InfoCircleOutlined, RiseOutlined } from '@ant-design/icons';
import type { DailyStat } from './types';

const ICONS = {
  onTime: CheckCircleOutlined,
  late: ClockCircleOutlined,
  early: RiseOutlined,
  other: InfoCircleOutlined,
} as const;

export function StatIcon({ icon, color }: { icon: DailyStat['icon']; color: string }) {
  const Icon = ICONS[icon] ?? ICONS.other;
  return <Icon aria-hidden style={{ color }} />;
}
