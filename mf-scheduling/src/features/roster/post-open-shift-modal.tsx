import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { useGetDepartmentsQuery, useGetShiftTypesQuery, usePostOpenShiftsMutation } from '../../shared/api';
import { OPEN_SHIFT_NOTE_MAX_LENGTH } from '../../shared/constants';
import { useSchedulingTexts } from '../../shared/scheduling-texts';
import { ShiftTypeSelect } from './shift-type-select';

/** Offers one shift of a department to its people (they claim it on My Shifts, the manager approves). */
export function PostOpenShiftModal({
  departmentId,
  date,
  onClose,
}: {
  departmentId: number;
  date: string;
  onClose: (done?: string) => void;
}) {
  const t = useSchedulingTexts();
  const { data: types = [] } = useGetShiftTypesQuery({ includeArchived: true });
  const { data: departments } = useGetDepartmentsQuery();
  const department = departments?.find((each) => each.department_id === departmentId)?.department_name ?? '';
  const [shiftDate, setShiftDate] = useState(date);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState({ date: false, type: false });
  const [refusal, setRefusal] = useState<unknown>();
  const [post, { isLoading }] = usePostOpenShiftsMutation();

  const submit = async () => {
    if (!shiftDate || typeId === null) return setMissing({ date: !shiftDate, type: typeId === null });
    const { data, error } = await post({
      body: { department_id: departmentId, shift_date: shiftDate, shift_type_id: typeId, note: note.trim() || null },
    });
    if (error === undefined) onClose(data.message);
    else setRefusal(error);
  };

  return (
    <Modal
      open
      title={t('openShift.title', { department })}
      okText={t('openShift.post')}
      onOk={submit}
      confirmLoading={isLoading}
      onCancel={() => onClose()}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('openShift.date')}
          htmlFor="open-shift-date"
          validateStatus={missing.date ? 'error' : undefined}
          help={missing.date ? t('openShift.dateRequired') : undefined}
        >
          <Input
            id="open-shift-date"
            type="date"
            value={shiftDate}
            onChange={(event) => {
              setShiftDate(event.target.value);
              setMissing({ ...missing, date: false });
            }}
          />
        </Form.Item>
        <Form.Item
          label={t('assign.type')}
          htmlFor="open-shift-type"
          validateStatus={missing.type ? 'error' : undefined}
          help={missing.type ? t('assign.typeRequired') : undefined}
        >
          <ShiftTypeSelect
            id="open-shift-type"
            types={types}
            value={typeId}
            onChange={(next) => {
              setTypeId(next);
              setMissing({ ...missing, type: false });
            }}
          />
        </Form.Item>
        <Form.Item label={t('openShift.note')} htmlFor="open-shift-note">
          <Input.TextArea
            id="open-shift-note"
            rows={2}
            maxLength={OPEN_SHIFT_NOTE_MAX_LENGTH}
            showCount
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Form.Item>
      </Form>
      {refusal !== undefined && (
        <Alert role="alert" type="error" showIcon title={errorMessage(refusal, t('openShift.postFailed'))} />
      )}
    </Modal>
  );
}
