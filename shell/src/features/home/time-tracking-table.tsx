import { Card, Flex, Progress, Typography, type TableColumnsType } from 'antd';
import type { EmployeeTimeRow, ReverseGeocodeQuery as Coordinates } from 'api-contract';
import { discrepancyColor, shortAddress } from 'shared-auth';
import { ContrastTag, CorrectedTag, ScrollTable } from 'shared-auth/ui';
import { useGetGeocodeReverseQuery } from './api';
import { HOME_MESSAGES } from '../../messages';

/** The work-hours bar is full at 8 hours. */
const FULL_DAY_HOURS = 8;

// Spec section 3: a location is text or `POINT(lng lat)`, longitude first.
const POINT = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i;

/** The coordinates of a `POINT(lng lat)` location, or null for an address. */
export function parsePoint(location: string | null | undefined): Coordinates | null {
  const match = POINT.exec(location ?? '');
  return match ? { lon: Number(match[1]), lat: Number(match[2]) } : null;
}

/** A point resolved through the api's reverse geocoder; the point text itself when that fails. */
function ResolvedPoint({ text, point }: { text: string; point: Coordinates }) {
  const { data, isLoading } = useGetGeocodeReverseQuery(point);
  if (isLoading) return <Typography.Text type="secondary">{HOME_MESSAGES.fetchingAddress}</Typography.Text>;
  return <>{data?.display_name ? shortAddress(data.display_name) : text}</>;
}

/** Spec section 2: only the text before the first comma of the address. */
function LocationCell({ location }: { location: string | null }) {
  const point = parsePoint(location);
  if (point && location) return <ResolvedPoint text={location} point={point} />;
  return <>{shortAddress(location)}</>;
}

/** Spec section 9: 8 hours is 100 percent, capped at 100. */
export function workHoursPercent(hours: number): number {
  return Math.min(100, Math.max(0, Math.round((hours / FULL_DAY_HOURS) * 100)));
}

function WorkHoursBar({ hours }: { hours: number }) {
  return (
    <Progress
      percent={workHoursPercent(hours)}
      size="small"
      format={() => `${hours.toFixed(2)} h`}
      aria-label={`${hours.toFixed(2)} hours worked`}
    />
  );
}

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
    // The discrepancy of a corrected clock in follows the corrected time: the tag says a correction set it.
    render: (discrepancy: string, row) => (
      <Flex gap={4} wrap>
        <ContrastTag tone={discrepancyColor(discrepancy)}>{discrepancy}</ContrastTag>
        <CorrectedTag record={row} />
      </Flex>
    ),
  },
];

export function TimeTrackingTable({ rows }: { rows: EmployeeTimeRow[] }) {
  return (
    <Card title={HOME_MESSAGES.timeTracking} styles={{ body: { padding: 0 } }}>
      {/* As wide as its columns need: on a phone the table scrolls inside the card, the page does not. */}
      <ScrollTable
        label={HOME_MESSAGES.timeTracking}
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={rows}
        pageSize={10}
        emptyText={HOME_MESSAGES.noTimeTracking}
        style={{ minWidth: 'max-content' }}
      />
    </Card>
  );
}
