import { ConfigProvider, Pagination, Spin } from 'antd';
import { useContext, useState, type Key, type ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';
import { usePlainTableStyles, type PlainTableSize } from './plain-table-styles';
import { usePhone } from './use-phone';

// A phone's row holds the arrows and four of its 44 px page buttons; more overflowed the card to the left, out of reach
// (the pager is a row aligned to the end): then the pager is antd's simple one, `‹ 3 / 12 ›`.
const PHONE_PAGE_BUTTONS = 4;

/** A column as antd's Table takes it, without sorting, filtering or grouping. */
export interface PlainColumn<T> {
  title: ReactNode;
  key?: Key;
  dataIndex?: keyof T & string;
  width?: number;
  render?: (value: any, row: T, index: number) => ReactNode; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface PlainTableProps<T> {
  /** Names the scrolling region for assistive technology. */
  label: string;
  columns: PlainColumn<T>[];
  rows: T[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** What the table says when it has no rows. */
  emptyText: ReactNode;
  /** Rows per page, the pager hidden on a single page. */
  pageSize: number;
  loading?: boolean;
  size?: PlainTableSize;
}

const cellOf = <T,>(column: PlainColumn<T>, row: T, index: number): ReactNode => {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  return column.render ? column.render(value, row, index) : (value as ReactNode);
};

/**
 * A table that only shows rows, drawn as antd's Table draws them, in plain table markup. antd's Table measures the
 * page's scroll bar when it mounts (a style recalculation and a layout of the whole page, twice), then observes its
 * size: on a phone that one measure blocked the first screen for a second. Scrolls sideways like ScrollTable.
 */
export function PlainTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  pageSize,
  loading,
  size,
}: PlainTableProps<T>) {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const styles = usePlainTableStyles(size, direction === 'rtl');
  const [page, setPage] = useState(1);
  const phone = usePhone();
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  const keyOf = (row: T) => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key));

  return (
    <Spin spinning={Boolean(loading)}>
      <ScrollRegion label={label}>
        <table style={styles.table}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th
                  key={column.key ?? column.dataIndex ?? index}
                  scope="col"
                  style={styles.header(index, columns.length, column.width)}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} style={styles.empty}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              shown.map((row, index) => (
                <tr key={keyOf(row)}>
                  {columns.map((column, columnIndex) => (
                    <td key={column.key ?? column.dataIndex ?? columnIndex} style={styles.cell}>
                      {cellOf(column, row, index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {pages > 1 && (
        <Pagination
          current={current}
          pageSize={pageSize}
          total={rows.length}
          onChange={setPage}
          showSizeChanger={false}
          size={size === 'small' ? 'small' : undefined}
          simple={phone && pages > PHONE_PAGE_BUTTONS}
          align="end"
          style={styles.pager}
        />
      )}
    </Spin>
  );
}
