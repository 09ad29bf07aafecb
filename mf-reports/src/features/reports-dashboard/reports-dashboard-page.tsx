import { Alert, Card, Col, Flex, Row, Spin, Typography } from 'antd';
import type { ReportQuery as Filters } from 'api-contract';
import { useDeferredValue, useState } from 'react';
import { ADMIN_ONLY, ROUTE_LABELS, useSession } from 'shared-auth';
import { useRouteLabel } from 'shared-auth/i18n';
import { dashboardArg, reportsErrorText, shownDashboard, useGetReportsDashboardQuery } from './api';
import { DistributionChart, PresentAbsentChart } from './charts';
import { LeaveBalancesDownload } from './leave-balances-download';
import { ReportFilters } from './report-filters';
import { FaceReviewSummary, SummaryCards } from './summary-cards';
import { useReportDownload } from './use-report-download';
import { WorkingTimeBreaches } from './working-time-breaches';
import { useReportsTexts } from '../../shared/reports-texts';

export function ReportsDashboardPage() {
  const t = useReportsTexts();
  const routeLabel = useRouteLabel();
  const [draft, setDraft] = useState<Filters>({});
  const [applied, setApplied] = useState<Filters>({});
  const { data, report, error, isFetching } = useGetReportsDashboardQuery(dashboardArg(applied), {
    selectFromResult: shownDashboard,
  });
  // A report arrives as a store update, which React renders at once in one task: deferred, that render keeps the
  // loader and the cards and charts are built in a background render that a tap interrupts.
  const shown = useDeferredValue(report);
  const { download, downloading, notice, clearNotice } = useReportDownload();
  const role = useSession()?.role;
  const isAdmin = role !== undefined && ADMIN_ONLY.includes(role);

  const onDownload = () => {
    setApplied(draft);
    void download(draft);
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {routeLabel(ROUTE_LABELS.reportsDashboard)}
      </Typography.Title>
      <Card>
        <ReportFilters
          filters={draft}
          options={data}
          // A filter change or a new report starts the next action: the download's outcome no longer applies.
          onChange={(next) => {
            clearNotice();
            setDraft(next);
          }}
          onApply={() => {
            clearNotice();
            setApplied(draft);
          }}
          onDownload={onDownload}
          downloading={downloading}
        />
      </Card>
      {notice && <Alert type={notice.type} showIcon title={notice.text} closable={{ onClose: clearNotice }} />}
      {isAdmin && (
        <Card title={t('balances.title')} size="small">
          <LeaveBalancesDownload />
        </Card>
      )}
      {error && !isFetching && <Alert type="error" showIcon title={reportsErrorText(t, error)} />}
      {!shown && (isFetching || report) && <Spin size="large" style={{ padding: 48 }} />}
      {shown && (
        <Spin spinning={isFetching}>
          <Flex vertical gap={16}>
            <SummaryCards cards={shown.summary_cards} />
            {shown.face_review && <FaceReviewSummary review={shown.face_review} />}
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <PresentAbsentChart chart={shown.line_chart} />
              </Col>
              <Col xs={24} xl={12}>
                <DistributionChart chart={shown.bar_chart} />
              </Col>
            </Row>
            <WorkingTimeBreaches report={shown} filters={applied} />
          </Flex>
        </Spin>
      )}
    </Flex>
  );
}
