import { Card, Table, type TableColumnsType } from 'antd';
import { discrepancyColor } from 'shared-auth';
import { LocationCell } from './location-cell';
import { HOME_MESSAGES } from './messages';
import type { EmployeeTimeRow } from './types';
import { WorkHoursBar } from './work-hours-bar';
import { ScrollRegion } from 'shared-auth/ui';
import { ContrastTag } from 'shared-auth/ui';

const COLUMNS: TableColumnsType<EmployeeTimeRow> = [
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'Role',
    dataIndex: 'role',
    render: (role: string) => <span style={{ textTransform: 'capitalize' }}>{role}</span>,
  },
  { title: 'Department', dataIndex: 'department' },
  {
    title: 'Location',
    dataIndex: 'location',
    render: (location: string | null) => <LocationCell location={location} />,
  },
  {
    title: 'Work Hours',
    dataIndex: 'workHours',
    width: 200,
    render: (hours: number) => <WorkHoursBar hours={hours} />,
  },
  { title: 'Clock-in Type', dataIndex: 'clockInType' },
  {
    title: 'Discrepancy',
    dataIndex: 'discrepancy',
    render: (discrepancy: string) => <ContrastTag tone={discrepancyColor(discrepancy)}>{discrepancy}</ContrastTag>,
  },
];

export function TimeTrackingTable({ rows }: { rows: EmployeeTimeRow[] }) {
  return (
    <Card title={HOME_MESSAGES.timeTracking} styles={{ body: { padding: 0 } }}>
      <ScrollRegion label={HOME_MESSAGES.timeTracking}>
        {/* As wide as its columns need: on a phone the table scrolls inside the card, the page does not. */}
        <Table
          rowKey="id"
          size="small"
          columns={COLUMNS}
          dataSource={rows}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: HOME_MESSAGES.noTimeTracking }}
          style={{ minWidth: 'max-content' }}
        />
      </ScrollRegion>
    </Card>
  );
}
