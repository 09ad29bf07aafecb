import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { MULTIPART_LIMITS, readEmployeeForm } from './employee-form';
import { employeeDetail } from './employee-queries';
import { listActive } from './employees-repository';
import * as schemas from './employees-schemas';
import { ENROL_FORM, enrolEmployee } from './enrol-service';
import { changeManager } from './manager-service';
import { EMPLOYEE_MESSAGES as M } from './messages';
import { terminateEmployee } from './terminate-service';
import { EDIT_FORM, updateEmployeeDetails } from './update-service';

const admins = { ...access.roles('admin'), employeeData: 'visible' } as const;

export const employeesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.get('/api/employees_list', { config: admins, schema: schemas.ListSchema }, (request) =>
    listActive(app.db, requestViewer(request).visibility),
  );

  app.get(
    '/api/all_employees_list',
    { config: { ...access.roles('manager', 'admin'), employeeData: 'visible' }, schema: schemas.ListVisibleSchema },
    (request) => listActive(app.db, requestViewer(request).visibility),
  );

  app.get('/api/employees/:id', { config: admins, schema: schemas.DetailSchema }, (request) =>
    employeeDetail(app.db, requestViewer(request), request.params.id),
  );

  app.post('/api/employees', { config: admins, schema: schemas.EnrolSchema }, async (request, reply) => {
    const form = await readEmployeeForm(request, ENROL_FORM);
    const employeeId = await enrolEmployee(app, requestViewer(request).id, form);
    return reply.status(201).send({ message: M.enrolled, employee_id: employeeId });
  });

  app.put('/api/employees/:id', { config: admins, schema: schemas.UpdateSchema }, async (request) => {
    const form = await readEmployeeForm(request, EDIT_FORM);
    await updateEmployeeDetails(app, requestViewer(request), request.params.id, form);
    return { message: M.updated };
  });

  app.put('/api/employees/:id/manager', { config: admins, schema: schemas.ChangeManagerSchema }, async (request) => {
    await changeManager(app, requestViewer(request), request.params.id, request.body.manager_id);
    return { message: M.managerUpdated };
  });

  app.delete('/api/employees/:id', { config: admins, schema: schemas.TerminateSchema }, async (request) => {
    await terminateEmployee(app, requestViewer(request), request.params.id);
    return { message: M.terminated };
  });
};
