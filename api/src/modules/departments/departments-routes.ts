import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { currentUser } from '../auth';
import { requestViewer } from '../../plugins/visibility';
import { listDepartments } from './departments-repository';
import * as schemas from './departments-schemas';
import { createDepartment, deleteDepartment, renameDepartment } from './departments-service';
import { DEPARTMENT_MESSAGES as M } from './messages';

const managers = { ...access.roles('manager', 'admin'), employeeData: 'none', tokenScope: 'write:people' } as const;

export const departmentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/departments',
    {
      config: { ...managers, employeeData: 'visible', tokenScope: 'read:people' },
      schema: schemas.ListDepartmentsSchema,
    },
    (request) => listDepartments(app.db, requestViewer(request).visibility),
  );

  app.post('/api/departments', { config: managers, schema: schemas.CreateDepartmentSchema }, async (request, reply) => {
    const departmentId = await createDepartment(app, currentUser(request).id, request.body.department_name);
    return reply.status(201).send({ message: M.created, department_id: departmentId });
  });

  app.put('/api/departments/:id', { config: managers, schema: schemas.RenameDepartmentSchema }, async (request) => {
    await renameDepartment(app, currentUser(request).id, request.params.id, request.body.department_name);
    return { message: M.updated };
  });

  app.delete('/api/departments/:id', { config: managers, schema: schemas.DeleteDepartmentSchema }, async (request) => {
    await deleteDepartment(app, currentUser(request).id, request.params.id);
    return { message: M.deleted };
  });
};
