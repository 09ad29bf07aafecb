import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../plugins/access';
import { requestViewer } from '../../plugins/visibility';
import { currentUser } from '../auth';
import * as assignmentSchemas from './assignments-schemas';
import {
  assignShift,
  bulkAssign,
  changeShift,
  listColleagueShifts,
  listShifts,
  removeShift,
} from './assignments-service';
import { SHIFT_MESSAGES as M } from './messages';
import { applyPattern, createPattern, listPatterns } from './patterns-service';
import { publishWeek } from './publish-service';
import * as rosterSchemas from './roster-schemas';
import { roster } from './roster-service';
import * as typeSchemas from './shift-types-schemas';
import { changeShiftType, createShiftType, removeShiftType, shiftTypes } from './shift-types-service';

// API tokens may read shifts (read:attendance); planning and publishing stay with people.
const admin = { ...access.roles('admin'), employeeData: 'none', tokenScope: null } as const;
const planners = { ...access.roles('manager', 'admin'), tokenScope: null } as const;
const readers = { ...access.signedIn, tokenScope: 'read:attendance' } as const;
const plannersOfPeople = { ...planners, employeeData: 'visible' } as const;

const shiftTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/shift_types',
    { config: { ...readers, employeeData: 'none' }, schema: typeSchemas.ListShiftTypesSchema },
    (request) => shiftTypes(app, request.query.include_archived ?? false),
  );
  app.post('/api/shift_types', { config: admin, schema: typeSchemas.CreateShiftTypeSchema }, async (request, reply) =>
    reply.status(201).send(await createShiftType(app, currentUser(request).id, request.body)),
  );
  app.put('/api/shift_types/:id', { config: admin, schema: typeSchemas.UpdateShiftTypeSchema }, (request) =>
    changeShiftType(app, currentUser(request).id, request.params.id, request.body),
  );
  app.delete('/api/shift_types/:id', { config: admin, schema: typeSchemas.DeleteShiftTypeSchema }, async (request) => {
    await removeShiftType(app, currentUser(request).id, request.params.id);
    return { message: M.typeDeleted };
  });
};

const assignmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/shift_assignments',
    { config: { ...readers, employeeData: 'visible' }, schema: assignmentSchemas.ListAssignmentsSchema },
    (request) => listShifts(app, requestViewer(request), request.query),
  );
  app.get(
    '/api/shift_assignments/colleagues',
    // A person's own swap partners: names and shifts of their departments, not a token's read.
    {
      config: { ...access.signedIn, employeeData: 'directory', tokenScope: null },
      schema: assignmentSchemas.ColleagueShiftsSchema,
    },
    (request) => listColleagueShifts(app, currentUser(request).id, request.query),
  );
  app.post(
    '/api/shift_assignments',
    { config: plannersOfPeople, schema: assignmentSchemas.CreateAssignmentSchema },
    async (request, reply) => reply.status(201).send(await assignShift(app, requestViewer(request), request.body)),
  );
  app.post(
    '/api/shift_assignments/bulk',
    { config: plannersOfPeople, schema: assignmentSchemas.BulkAssignSchema },
    async (request, reply) => {
      const ids = await bulkAssign(app, requestViewer(request), request.body);
      return reply.status(201).send({ message: M.assigned(ids.length), assignment_ids: ids });
    },
  );
  app.put(
    '/api/shift_assignments/:id',
    { config: plannersOfPeople, schema: assignmentSchemas.UpdateAssignmentSchema },
    (request) => changeShift(app, requestViewer(request), request.params.id, request.body),
  );
  app.delete(
    '/api/shift_assignments/:id',
    { config: plannersOfPeople, schema: assignmentSchemas.DeleteAssignmentSchema },
    async (request) => {
      await removeShift(app, requestViewer(request), request.params.id);
      return { message: M.assignmentDeleted };
    },
  );
};

const patternRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/shift_patterns',
    { config: { ...planners, employeeData: 'none' }, schema: assignmentSchemas.ListPatternsSchema },
    () => listPatterns(app),
  );
  app.post(
    '/api/shift_patterns',
    { config: { ...planners, employeeData: 'none' }, schema: assignmentSchemas.CreatePatternSchema },
    async (request, reply) => reply.status(201).send(await createPattern(app, currentUser(request).id, request.body)),
  );
  app.post(
    '/api/shift_patterns/:id/apply',
    { config: plannersOfPeople, schema: assignmentSchemas.ApplyPatternSchema },
    async (request, reply) => {
      const ids = await applyPattern(app, requestViewer(request), request.params.id, request.body);
      return reply.status(201).send({ message: M.assigned(ids.length), assignment_ids: ids });
    },
  );
};

const rosterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/roster',
    { config: { ...readers, employeeData: 'visible' }, schema: rosterSchemas.RosterSchema },
    (request) => {
      const { start, end, department_id } = request.query;
      return roster(app, requestViewer(request), start, end, department_id);
    },
  );
  app.post('/api/roster/publish', { config: plannersOfPeople, schema: rosterSchemas.PublishSchema }, (request) =>
    publishWeek(app, requestViewer(request), request.body.week_start, request.body.department_id),
  );
};

export const shiftsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(shiftTypeRoutes);
  await app.register(assignmentRoutes);
  await app.register(patternRoutes);
  await app.register(rosterRoutes);
};
