import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { ContrastTag } from 'shared-auth/ui';
import { ATTENDANCE_TEXTS as T } from './messages';
import type { AttendanceLog } from './types';

const COLORS = { 'pending review': 'orange', 'verified by manager': 'blue', voided: 'red' } as const;

/** A record clocked without face check says where its review stands: 'pending review', 'verified by manager', 'voided'. */
export function withVerification(cell: ReactNode, log: AttendanceLog): ReactNode {
  if (!log.verification || log.verification === 'face') return cell;
  return (
    <>
      {cell}{' '}
      <Tooltip title={T.verificationHints[log.verification]}>
        <ContrastTag tone={COLORS[log.verification]}>{log.verification}</ContrastTag>
      </Tooltip>
    </>
  );
}
