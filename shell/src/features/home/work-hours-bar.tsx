import { Progress } from 'antd';
import { FULL_DAY_HOURS } from './constants';

/** Spec section 9: 8 hours is 100 percent, capped at 100. */
export function workHoursPercent(hours: number): number {
  return Math.min(100, Math.max(0, Math.round((hours / FULL_DAY_HOURS) * 100)));
}

export function WorkHoursBar({ hours }: { hours: number }) {
  return (
    <Progress
      percent={workHoursPercent(hours)}
      size="small"
      format={() => `${hours.toFixed(2)} h`}
      aria-label={`${hours.toFixed(2)} hours worked`}
    />
  );
}
