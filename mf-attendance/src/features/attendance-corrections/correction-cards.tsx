import { Card, Descriptions, Empty, Flex, Pagination, Spin } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import type { PlainColumn } from 'shared-auth/ui';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { AttendanceCorrection } from './types';

const PAGE_SIZE = 10;

/** What a card reads of a table column (the columns here are plain: a data index and/or a render). */
interface CardColumn {
  key?: Key;
  title?: ReactNode;
  dataIndex?: string;
  render?: (value: unknown, row: AttendanceCorrection, index: number) => unknown;
}

function cell(column: CardColumn, row: AttendanceCorrection, index: number): ReactNode {
  const value = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  return (column.render ? column.render(value, row, index) : value) as ReactNode;
}

/** The table's columns as one card per request: a phone reads and decides without scrolling sideways. */
export function CorrectionCards({
  label,
  columns,
  rows,
  loading,
}: {
  label: string;
  columns: PlainColumn<AttendanceCorrection>[];
  rows: AttendanceCorrection[];
  loading: boolean;
}) {
  const t = useAttendanceTexts();
  const [page, setPage] = useState(1);
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <section aria-label={label}>
      <Spin spinning={loading}>
        {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('corrections.noRequests')} />}
        <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((row, index) => (
            <li key={row.correction_id}>
              <Card size="small">
                <Descriptions
                  size="small"
                  column={1}
                  items={(columns as CardColumn[]).map((column) => ({
                    key: String(column.key),
                    label: column.title,
                    children: cell(column, row, index),
                  }))}
                />
              </Card>
            </li>
          ))}
        </Flex>
      </Spin>
      {rows.length > PAGE_SIZE && (
        <Pagination
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={rows.length}
          onChange={setPage}
          style={{ marginTop: 12 }}
        />
      )}
    </section>
  );
}
