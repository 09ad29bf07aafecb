import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { ContrastTag } from 'shared-auth/ui';
import type { AttendanceT } from './attendance-texts';
import type { AttendanceLog } from './types';

const COLORS = { 'pending review': 'orange', 'verified by manager': 'blue', voided: 'red' } as const;

function VerificationTag({ t, verification }: { t: AttendanceT; verification: keyof typeof COLORS }) {
  return (
    <Tooltip title={t(`texts.verificationHints.${verification}`)}>
      <ContrastTag tone={COLORS[verification]}>{t(`texts.verification.${verification}`)}</ContrastTag>
    </Tooltip>
  );
}

/** A record clocked without face check says where its review stands: 'pending review', 'verified by manager', 'voided'. */
export function withVerification(t: AttendanceT, cell: ReactNode, log: AttendanceLog): ReactNode {
  if (!log.verification || log.verification === 'face') return cell;
  return (
    <>
      {cell} <VerificationTag t={t} verification={log.verification} />
    </>
  );
}
