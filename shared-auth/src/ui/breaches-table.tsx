import { formatLongDate } from 'shared-auth';
import { useCommonTexts } from 'shared-auth/i18n';
import commonEnglish from '../i18n/locales/en.json';
import type { GetWorkingTimeViolationsApiResponse } from '../api/generated-api';
import { ContrastTag } from './contrast-tag';
import { PlainTable, type PlainColumn } from './plain-table';

export type WorkingTimeBreach = GetWorkingTimeViolationsApiResponse['violations'][number];

/** The table's English texts (the common catalogue's), which the remotes' tests find it by. */
export const BREACH_TEXTS = commonEnglish.breaches;

const columnsIn = (t: ReturnType<typeof useCommonTexts>): PlainColumn<WorkingTimeBreach>[] => [
  { title: t('breaches.employee'), dataIndex: 'employee_name', key: 'employee' },
  { title: t('breaches.date'), dataIndex: 'date', key: 'date', render: (date: string) => formatLongDate(date) },
  {
    title: t('breaches.rule'),
    dataIndex: 'rule_id',
    key: 'rule',
    render: (rule: WorkingTimeBreach['rule_id']) => <ContrastTag tone="red">{t(`breaches.rules.${rule}`)}</ContrastTag>,
  },
  { title: t('breaches.details'), dataIndex: 'message', key: 'details' },
];

/** Breaches of the working-time rules (GET /api/working_time_violations) as a table: who, when, which rule, what. */
export function BreachesTable({
  label,
  breaches,
  loading,
  emptyText,
}: {
  label: string;
  breaches: WorkingTimeBreach[];
  loading: boolean;
  emptyText: string;
}) {
  const t = useCommonTexts();
  return (
    <PlainTable<WorkingTimeBreach>
      label={label}
      rowKey={(v) => `${v.employee_id}-${v.date}-${v.rule_id}`}
      size="small"
      loading={loading}
      rows={breaches}
      columns={columnsIn(t)}
      emptyText={emptyText}
      pageSize={20}
    />
  );
}
