import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useNotice } from 'shared-auth';
import { NoticeBanner, ScrollTable } from 'shared-auth/ui';
import { useDeleteShiftTypesByIdMutation, useGetShiftTypesQuery, usePutShiftTypesByIdMutation } from '../../shared/api';
import { useSchedulingTexts } from '../../shared/scheduling-texts';
import type { ShiftType } from '../../shared/model';
import { shiftTypeColumns } from './shift-type-columns';
import { ShiftTypeFormModal } from './shift-type-form-modal';

/** Admins keep the shift types: add, edit, archive or restore, and delete those no shift uses. */
export function ShiftTypesPage() {
  const t = useSchedulingTexts();
  const { data, error, isFetching, refetch } = useGetShiftTypesQuery({ includeArchived: true });
  const [editing, setEditing] = useState<ShiftType | 'new' | null>(null);
  const [change] = usePutShiftTypesByIdMutation();
  const [remove] = useDeleteShiftTypesByIdMutation();
  const { notice, clear, succeed, fail, run } = useNotice();

  const onArchive = async (type: ShiftType, archived: boolean) => {
    const { error: refusal } = await run(() => change({ id: type.shift_type_id, body: { archived } }));
    if (refusal === undefined)
      succeed(archived ? t('shiftTypes.archived', { name: type.name }) : t('shiftTypes.restored', { name: type.name }));
    else fail(errorMessage(refusal, t('shiftTypes.saveFailed')));
  };
  const onDelete = async (type: ShiftType) => {
    const { data: deleted, error: refusal } = await run(() => remove({ id: type.shift_type_id }));
    if (refusal === undefined) succeed(deleted.message);
    else fail(errorMessage(refusal, t('shiftTypes.deleteFailed')));
  };

  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('titles.shiftTypes')}
      </Typography.Title>
      <NoticeBanner notice={notice} onClose={clear} />
      <Card>
        <Flex vertical gap={16}>
          <Flex>
            <Button type="primary" onClick={() => setEditing('new')}>
              {t('shiftTypes.add')}
            </Button>
          </Flex>
          {error && (
            <Alert
              type="error"
              showIcon
              title={errorMessage(error, t('shiftTypes.loadFailed'))}
              action={
                <Button size="small" onClick={() => refetch()}>
                  {t('shiftTypes.retry')}
                </Button>
              }
            />
          )}
          <ScrollTable<ShiftType>
            label={t('shiftTypes.tableLabel')}
            rowKey="shift_type_id"
            columns={shiftTypeColumns(t, { onEdit: setEditing, onArchive, onDelete })}
            dataSource={data}
            loading={isFetching}
            emptyText={t('shiftTypes.none')}
          />
        </Flex>
      </Card>
      {editing && (
        <ShiftTypeFormModal
          type={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) succeed(saved);
          }}
        />
      )}
    </Flex>
  );
}
