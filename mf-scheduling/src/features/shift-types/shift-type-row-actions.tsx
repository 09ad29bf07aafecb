import { Button, Flex, Popconfirm } from 'antd';
import { SHIFT_TYPE_TEXTS as T } from '../../shared/messages';
import type { ShiftType } from '../../shared/model';

export interface ShiftTypeActions {
  onEdit: (type: ShiftType) => void;
  onArchive: (type: ShiftType, archived: boolean) => Promise<void>;
  onDelete: (type: ShiftType) => Promise<void>;
}

/** Edit, archive or restore, and delete (after a confirmation) one shift type. */
export function ShiftTypeRowActions({ type, onEdit, onArchive, onDelete }: ShiftTypeActions & { type: ShiftType }) {
  const archiveText = type.archived ? T.restore : T.archive;
  return (
    <Flex gap={8} wrap>
      <Button onClick={() => onEdit(type)} aria-label={T.rowAction(T.edit, type.name)}>
        {T.edit}
      </Button>
      <Button onClick={() => onArchive(type, !type.archived)} aria-label={T.rowAction(archiveText, type.name)}>
        {archiveText}
      </Button>
      <Popconfirm title={T.confirmDelete(type.name)} okText={T.delete} onConfirm={() => onDelete(type)}>
        <Button danger aria-label={T.rowAction(T.delete, type.name)}>
          {T.delete}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
