import { Alert, Button, Checkbox, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage, useSession } from 'shared-auth';
import {
  useDeleteShiftAssignmentsByIdMutation,
  useGetShiftTypesQuery,
  usePostShiftAssignmentsMutation,
  usePutShiftAssignmentsByIdMutation,
} from '../../shared/api';
import { longDay } from '../../shared/dates';
import { useDateLocale, useSchedulingTexts } from '../../shared/scheduling-texts';
import { leaveText, type CellTarget } from './roster-grid';
import { ShiftTypeSelect } from './shift-type-select';

/**
 * Gives a person a shift on a day, changes or removes it. A refusal (overlap, rest, leave, holiday) is the api's
 * message, shown in the dialog: nothing was saved and the choice stays for the manager to change.
 */
export function AssignModal({ target, onClose }: { target: CellTarget; onClose: (done?: string) => void }) {
  const t = useSchedulingTexts();
  const locale = useDateLocale();
  const { person, day } = target;
  const isAdmin = useSession()?.role === 'admin';
  const { data: types = [] } = useGetShiftTypesQuery({ includeArchived: true });
  const [typeId, setTypeId] = useState<number | null>(day.shift?.shift_type_id ?? null);
  const [force, setForce] = useState(false);
  const [missingType, setMissingType] = useState(false);
  const [create, created] = usePostShiftAssignmentsMutation();
  const [update, updated] = usePutShiftAssignmentsByIdMutation();
  const [remove, removed] = useDeleteShiftAssignmentsByIdMutation();
  const [refusal, setRefusal] = useState<unknown>();
  const busy = created.isLoading || updated.isLoading || removed.isLoading;

  const save = async () => {
    if (typeId === null) return setMissingType(true);
    const body = { shift_type_id: typeId, ...(force ? { force } : {}) };
    const call = day.shift
      ? update({ id: day.shift.assignment_id, body })
      : create({ body: { ...body, employee_id: person.employee_id, shift_date: day.date } });
    const { error } = await call;
    if (error === undefined) onClose(t('assign.saved'));
    else setRefusal(error);
  };
  const removeShift = async () => {
    if (!day.shift) return;
    const { error } = await remove({ id: day.shift.assignment_id });
    if (error === undefined) onClose(t('assign.removed'));
    else setRefusal(error);
  };

  return (
    <Modal
      open
      title={t('assign.title', { name: person.name, date: longDay(day.date, locale) })}
      onCancel={() => onClose()}
      footer={
        <Flex wrap gap={8} justify="flex-end">
          {day.shift && (
            <Button danger onClick={removeShift} loading={removed.isLoading} disabled={busy}>
              {t('assign.remove')}
            </Button>
          )}
          <Button onClick={() => onClose()}>{t('assign.cancel')}</Button>
          <Button type="primary" onClick={save} loading={created.isLoading || updated.isLoading} disabled={busy}>
            {t('assign.save')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {(day.leave || day.holiday) && (
          <Alert type="warning" showIcon title={day.leave ? leaveText(day.leave, t) : day.holiday} />
        )}
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('assign.type')}
            htmlFor="assign-shift-type"
            validateStatus={missingType ? 'error' : undefined}
            help={missingType ? t('assign.typeRequired') : undefined}
            style={{ marginBottom: 8 }}
          >
            <ShiftTypeSelect
              id="assign-shift-type"
              types={types}
              value={typeId}
              onChange={(next) => {
                setTypeId(next);
                setMissingType(false);
              }}
            />
          </Form.Item>
          {isAdmin && (
            <Checkbox checked={force} onChange={(event) => setForce(event.target.checked)}>
              {t('assign.force')}
            </Checkbox>
          )}
        </Form>
        {refusal !== undefined && (
          <Alert role="alert" type="error" showIcon title={errorMessage(refusal, t('roster.saveFailed'))} />
        )}
      </Flex>
    </Modal>
  );
}
