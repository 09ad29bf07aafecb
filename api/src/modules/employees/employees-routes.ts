import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formRoutes } from '../../lib/multipart-form';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { EMPLOYEE_FORM } from './employee-form';
import { employeeDetail } from './employee-queries';
import { listActive } from './employees-repository';
import * as schemas from './employees-schemas';
import { enrolEmployee } from './enrol-service';
import { changeManager } from './manager-service';
import { EMPLOYEE_MESSAGES as M } from './messages';
import { terminateEmployee } from './terminate-service';
import { updateEmployeeDetails } from './update-service';

const admins = { ...access.roles('admin'), employeeData: 'visible', tokenScope: 'write:people' } as const;
const adminReads = { ...admins, tokenScope: 'read:people' } as const;

const employeeFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/employees', { config: admins, schema: schemas.EnrolSchema }, async (request, reply) => {
    const employeeId = await enrolEmployee(app, requestViewer(request).id, request.body);
    return reply.status(201).send({ message: M.enrolled, employee_id: employeeId });
  });

  app.put('/api/employees/:id', { config: admins, schema: schemas.UpdateSchema }, async (request) => {
    await updateEmployeeDetails(app, requestViewer(request), request.params.id, request.body);
    return { message: M.updated };
  });
};

export const employeesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(formRoutes(EMPLOYEE_FORM, employeeFormRoutes));

  app.get('/api/employees_list', { config: adminReads, schema: schemas.ListSchema }, (request) =>
    listActive(app.db, requestViewer(request).visibility),
  );

  app.get(
    '/api/all_employees_list',
    {
      config: { ...access.roles('manager', 'admin'), employeeData: 'visible', tokenScope: 'read:people' },
      schema: schemas.ListVisibleSchema,
    },
    (request) => listActive(app.db, requestViewer(request).visibility),
  );

  app.get('/api/employees/:id', { config: adminReads, schema: schemas.DetailSchema }, (request) =>
    employeeDetail(app.db, requestViewer(request), request.params.id),
  );

  app.put('/api/employees/:id/manager', { config: admins, schema: schemas.ChangeManagerSchema }, async (request) => {
    await changeManager(app, requestViewer(request), request.params.id, request.body.manager_id);
    return { message: M.managerUpdated };
  });

  app.delete('/api/employees/:id', { config: admins, schema: schemas.TerminateSchema }, async (request) => {
    await terminateEmployee(app, requestViewer(request), request.params.id);
    return { message: M.terminated };
  });
};
