import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { requestViewer } from '../../plugins/visibility';
import { XLSX_TYPE } from '../reports';
import { adjustBalance } from './adjustment-service';
import { approvalContext } from './approval-context-service';
import { balancesFileName, balancesWorkbook } from './balances-export';
import { carryOverYear, scheduleCarryOver } from './carry-over';
import { companyCalendar } from './balance-context';
import { ledgerOf } from './leave-ledger-service';
import { assertMaySee, balancesOf, previewRequest } from './leave-balances-service';
import * as schemas from './leave-balances-schemas';
import { LEAVE_BALANCE_MESSAGES as M } from './messages';
import { callerLanguage } from '../../plugins/error-handler';

const visibleTo = (roles: typeof access.signedIn) => ({ ...roles, employeeData: 'visible' }) as const;
const adminOverVisible = { ...visibleTo(access.roles('admin')), tokenScope: 'write:leave' } as const;

export const leaveBalancesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  scheduleCarryOver(app);

  /** The employee and year asked about, defaulting to the caller and this year; refused unless visible. */
  const subjectOf = async (request: { query: { employee_id?: number; year?: number } }, userId: number) => {
    const { today } = await companyCalendar(app.db, new Date());
    return { employeeId: request.query.employee_id ?? userId, year: request.query.year ?? Number(today.slice(0, 4)) };
  };

  app.get(
    '/api/leave_balances',
    { config: { ...visibleTo(access.signedIn), tokenScope: 'read:leave' }, schema: schemas.BalancesSchema },
    async (request) => {
      const viewer = requestViewer(request);
      const { employeeId, year } = await subjectOf(request, viewer.id);
      await assertMaySee(app.db, viewer, employeeId);
      return balancesOf(app.db, employeeId, year, new Date());
    },
  );

  app.get(
    '/api/leave_ledger',
    { config: { ...visibleTo(access.signedIn), tokenScope: 'read:leave' }, schema: schemas.LedgerSchema },
    async (request) => {
      const viewer = requestViewer(request);
      const { employeeId, year } = await subjectOf(request, viewer.id);
      await assertMaySee(app.db, viewer, employeeId);
      return ledgerOf(app.db, employeeId, year, new Date());
    },
  );

  app.post(
    '/api/leave_balance_adjustments',
    { config: adminOverVisible, schema: schemas.AdjustmentSchema },
    async (request, reply) => {
      const adjustmentId = await adjustBalance(app, requestViewer(request).id, request.body);
      return reply.status(201).send({ message: M.adjusted, adjustment_id: adjustmentId });
    },
  );

  app.post('/api/leave_carry_over', { config: adminOverVisible, schema: schemas.CarryOverSchema }, async (request) => {
    const carried = await carryOverYear(app, request.body.year, requestViewer(request).id);
    return { message: M.carriedOver(carried), carried };
  });

  const own = { ...access.signedIn, employeeData: 'own', tokenScope: 'read:leave' } as const;
  app.get('/api/leave_request_preview', { config: own, schema: schemas.PreviewSchema }, (request) =>
    previewRequest(app.db, currentUser(request).id, request.query, new Date()),
  );

  app.get(
    '/api/leave_request/:request_id/approval_context',
    {
      config: { ...visibleTo(access.roles('manager', 'admin')), tokenScope: 'read:leave' },
      schema: schemas.ApprovalContextSchema,
    },
    (request) => approvalContext(app, requestViewer(request), request.params.request_id),
  );

  app.get(
    '/api/leave_balances/export',
    { config: { ...adminOverVisible, tokenScope: 'read:reports' }, schema: schemas.ExportSchema },
    async (request, reply) => {
      requestViewer(request);
      const stream = await balancesWorkbook(app, request.query.year, await callerLanguage(app, request));
      return reply
        .header('Content-Disposition', `attachment; filename="${balancesFileName(request.query.year)}"`)
        .type(XLSX_TYPE)
        .send(stream);
    },
  );
};
