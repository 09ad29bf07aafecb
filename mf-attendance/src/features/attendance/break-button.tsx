import { CoffeeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { TOUCH_TARGET_PX } from '../../shared/constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { Coordinates } from './types';
import { useBreakAction } from './use-break-action';

/** 'Start break' or 'End break' while clocked in; the break needs the position, not a face check. */
export function BreakButton({ onBreak, where }: { onBreak: boolean; where: Coordinates | null }) {
  const t = useAttendanceTexts();
  const { toggleBreak, busy, notice } = useBreakAction();
  return (
    <>
      <Button
        size="large"
        icon={onBreak ? <PlayCircleOutlined /> : <CoffeeOutlined />}
        disabled={!where}
        loading={busy}
        onClick={() => void toggleBreak(onBreak, where)}
        style={{ minHeight: TOUCH_TARGET_PX, whiteSpace: 'normal', height: 'auto' }}
      >
        {t(onBreak ? 'texts.endBreak' : 'texts.startBreak')}
      </Button>
      {notice && <Typography.Text role="status">{notice}</Typography.Text>}
    </>
  );
}
