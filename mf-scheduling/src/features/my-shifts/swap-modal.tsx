import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePostShiftSwapRequestsMutation } from '../../shared/api';
import { longDay, shiftTimes } from '../../shared/dates';
import { useDateLocale, useSchedulingTexts } from '../../shared/scheduling-texts';
import type { ShiftAssignment } from '../../shared/model';

const GIVE_AWAY = 0;

/**
 * Offers one of the person's shifts to a colleague, for one of the colleague's shifts or for nothing. The colleagues
 * are those whose published shifts the api shows the person (`colleagueShifts`).
 */
export function SwapModal({
  shift,
  colleagueShifts,
  onClose,
}: {
  shift: ShiftAssignment;
  colleagueShifts: ShiftAssignment[];
  onClose: (done?: string) => void;
}) {
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  const [targetId, setTargetId] = useState<number>();
  const [targetShiftId, setTargetShiftId] = useState(GIVE_AWAY);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<unknown>();
  const [send, { isLoading }] = usePostShiftSwapRequestsMutation();
  const colleagues = new Map(colleagueShifts.map((other) => [other.employee_id, other.employee_name ?? '']));
  const theirShifts = colleagueShifts.filter((other) => other.employee_id === targetId);

  const submit = async () => {
    if (targetId === undefined) return setMissing(true);
    const { data, error } = await send({
      body: {
        assignment_id: shift.assignment_id,
        target_id: targetId,
        target_assignment_id: targetShiftId === GIVE_AWAY ? null : targetShiftId,
        reason: reason.trim() || null,
      },
    });
    if (error === undefined) onClose(data.message);
    else setRefusal(error);
  };

  return (
    <Modal
      open
      title={t('myShifts.swapTitle')}
      okText={t('myShifts.send')}
      onOk={submit}
      confirmLoading={isLoading}
      onCancel={() => onClose()}
    >
      <p>
        {shift.shift_type_name} {shiftTimes(shift.start_time, shift.end_time)}, {longDay(shift.shift_date, locale)}
      </p>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('myShifts.colleague')}
          htmlFor="swap-colleague"
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('myShifts.colleagueRequired') : undefined}
        >
          <Select<number>
            id="swap-colleague"
            value={targetId}
            onChange={(next) => {
              setTargetId(next);
              setTargetShiftId(GIVE_AWAY);
              setMissing(false);
            }}
            options={[...colleagues].map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item label={t('myShifts.theirShift')} htmlFor="swap-their-shift">
          <Select<number>
            id="swap-their-shift"
            value={targetShiftId}
            onChange={setTargetShiftId}
            options={[
              { value: GIVE_AWAY, label: t('myShifts.giveAway') },
              ...theirShifts.map((other) => ({
                value: other.assignment_id,
                label: `${longDay(other.shift_date, locale)} ${other.shift_type_name} ${shiftTimes(other.start_time, other.end_time)}`,
              })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('myShifts.reason')} htmlFor="swap-reason">
          <Input.TextArea
            id="swap-reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
      {refusal !== undefined && (
        <Alert role="alert" type="error" showIcon title={errorMessage(refusal, t('myShifts.actionFailed'))} />
      )}
    </Modal>
  );
}
