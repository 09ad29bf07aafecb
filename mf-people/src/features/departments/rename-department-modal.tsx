import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from 'shared-auth';
import { usePeopleTexts } from '../../shared/people-texts';
import type { Department, Notice } from '../../shared/types';
import { usePutDepartmentsByIdMutation } from './api';

interface Props {
  department: Department;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/** The "prompt" of the spec's Edit: the current name, editable; a blank name sends nothing. */
export function RenameDepartmentModal({ department, onClose, onNotice }: Props) {
  const t = usePeopleTexts();
  const [name, setName] = useState(department.department_name);
  const [problem, setProblem] = useState<string | null>(null);
  const [renameDepartment, { isLoading }] = usePutDepartmentsByIdMutation();

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('messages.departmentNameRequired'));
    try {
      const result = await renameDepartment({
        id: department.department_id,
        body: { department_name: trimmed },
      }).unwrap();
      if (result.message) onNotice({ type: 'success', text: result.message });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, t('messages.updateDepartmentError')));
    }
  };

  return (
    <Modal
      open
      title={t('departments.editTitle')}
      okText={t('actions.save')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 12 }} />}
      <Input
        aria-label={t('departments.newName')}
        value={name}
        maxLength={100}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onPressEnter={save}
      />
    </Modal>
  );
}
