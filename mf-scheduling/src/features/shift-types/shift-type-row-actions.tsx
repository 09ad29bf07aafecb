import { Button, Flex, Popconfirm } from 'antd';
import { useSchedulingTexts } from '../../shared/scheduling-texts';
import type { ShiftType } from '../../shared/model';

export interface ShiftTypeActions {
  onEdit: (type: ShiftType) => void;
  onArchive: (type: ShiftType, archived: boolean) => Promise<void>;
  onDelete: (type: ShiftType) => Promise<void>;
}

/** Edit, archive or restore, and delete (after a confirmation) one shift type. */
export function ShiftTypeRowActions({ type, onEdit, onArchive, onDelete }: ShiftTypeActions & { type: ShiftType }) {
  const t = useSchedulingTexts();
  const name = type.name;
  return (
    <Flex gap={8} wrap>
      <Button onClick={() => onEdit(type)} aria-label={t('shiftTypes.editRow', { name })}>
        {t('shiftTypes.edit')}
      </Button>
      <Button
        onClick={() => onArchive(type, !type.archived)}
        aria-label={t(type.archived ? 'shiftTypes.restoreRow' : 'shiftTypes.archiveRow', { name })}
      >
        {t(type.archived ? 'shiftTypes.restore' : 'shiftTypes.archive')}
      </Button>
      <Popconfirm
        title={t('shiftTypes.confirmDelete', { name })}
        okText={t('shiftTypes.delete')}
        onConfirm={() => onDelete(type)}
      >
        <Button danger aria-label={t('shiftTypes.deleteRow', { name })}>
          {t('shiftTypes.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
