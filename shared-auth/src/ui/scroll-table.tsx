import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

// antd's own constraint on a table's rows (antd/es/_util/type AnyObject).
type Row = Record<PropertyKey, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface ScrollTableProps<T extends Row> extends Omit<TableProps<T>, 'locale'> {
  /** Names the scrolling region for assistive technology. */
  label: string;
  /** What the table says when it has no rows. */
  emptyText?: ReactNode;
  /** Rows per page, the pager hidden on a single page; without it, every row on one page (or the `pagination` given). */
  pageSize?: number;
}

/** A data table that scrolls sideways inside its own named region on a narrow screen (ScrollRegion), not the page. */
export function ScrollTable<T extends Row>({ label, emptyText, pageSize, ...table }: ScrollTableProps<T>) {
  return (
    <ScrollRegion label={label}>
      <Table<T>
        pagination={pageSize ? { pageSize, hideOnSinglePage: true } : false}
        {...table}
        locale={emptyText === undefined ? undefined : { emptyText }}
      />
    </ScrollRegion>
  );
}
