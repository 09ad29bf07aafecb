import { Tag } from 'antd';
import { discrepancyColor } from 'shared-auth';
import { EMPTY_CELL } from './constants';

/** Spec section 4: late red, early green, anything else grey. */
export function DiscrepancyTag({ discrepancy }: { discrepancy: string | null }) {
  return <Tag color={discrepancyColor(discrepancy)}>{discrepancy || EMPTY_CELL}</Tag>;
}
