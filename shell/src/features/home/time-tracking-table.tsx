import { Card, Flex, Progress, Typography } from 'antd';
import type { EmployeeTimeRow, ReverseGeocodeQuery as Coordinates } from 'api-contract';
import { discrepancyColor, shortAddress, useLanguage } from 'shared-auth';
import { attendanceValueText, useCommonTexts, type CommonT } from 'shared-auth/i18n';
import { ContrastTag, correctedTag, PlainTable, type PlainColumn } from 'shared-auth/ui';
import { useGetGeocodeReverseQuery } from './api';
import { useShellTexts, type ShellT } from '../../shared/texts/use-shell-texts';

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
  const t = useShellTexts();
  const { data, isLoading } = useGetGeocodeReverseQuery(point);
  if (isLoading) return <Typography.Text type="secondary">{t('home.fetchingAddress')}</Typography.Text>;
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

function WorkHoursBar({ t, hours }: { t: ShellT; hours: number }) {
  return (
    <Progress
      percent={workHoursPercent(hours)}
      size="small"
      format={() => t('home.hours', { hours })}
      aria-label={t('home.hoursWorked', { hours })}
    />
  );
}

// The texts are read once by the table and handed to the cells: a hook in a cell would run once per row.
const columns = (t: ShellT, common: CommonT, valueText: (value: string) => string): PlainColumn<EmployeeTimeRow>[] => [
  { title: t('home.columns.name'), dataIndex: 'name' },
  {
    title: t('home.columns.role'),
    dataIndex: 'role',
    render: (role: string) => <span style={{ textTransform: 'capitalize' }}>{valueText(role)}</span>,
  },
  { title: t('home.columns.department'), dataIndex: 'department' },
  {
    title: t('home.columns.location'),
    dataIndex: 'location',
    render: (location: string | null) => <LocationCell location={location} />,
  },
  {
    title: t('home.columns.workHours'),
    dataIndex: 'workHours',
    width: 200,
    render: (hours: number) => <WorkHoursBar t={t} hours={hours} />,
  },
  {
    title: t('home.columns.clockInType'),
    dataIndex: 'clockInType',
    render: (clockInType: string) => valueText(clockInType),
  },
  {
    title: t('home.columns.discrepancy'),
    dataIndex: 'discrepancy',
    // The discrepancy of a corrected clock in follows the corrected time: the tag says a correction set it.
    render: (discrepancy: string, row) => (
      <Flex gap={4} wrap>
        <ContrastTag tone={discrepancyColor(discrepancy)}>{valueText(discrepancy)}</ContrastTag>
        {correctedTag(common, row)}
      </Flex>
    ),
  },
];

export function TimeTrackingTable({ rows }: { rows: EmployeeTimeRow[] }) {
  const t = useShellTexts();
  const common = useCommonTexts();
  const valueText = attendanceValueText(common, useLanguage());
  return (
    <Card title={t('home.timeTracking')} styles={{ body: { padding: 0 } }}>
      {/* As wide as its columns need: on a phone the table scrolls inside the card, the page does not. */}
      <PlainTable
        label={t('home.timeTracking')}
        rowKey="id"
        size="small"
        columns={columns(t, common, valueText)}
        rows={rows}
        pageSize={10}
        emptyText={t('home.noTimeTracking')}
      />
    </Card>
  );
}
