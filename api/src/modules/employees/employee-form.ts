import type { FastifyRequest } from 'fastify';
import { readMultipartForm, type FormShape, type MultipartForm } from '../../lib/multipart-form';
import { IMAGE_MAX_BYTES } from './limits';
import { EMPLOYEE_MESSAGES as M } from './messages';

export type EmployeeForm = MultipartForm;
export type { FormShape };

export const MULTIPART_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 60, fieldSize: 100 * 1024, parts: 64 };

/** The employee form; `department_ids[]` and `department_ids` are the same field. */
export function readEmployeeForm(request: FastifyRequest, shape: FormShape): Promise<EmployeeForm> {
  return readMultipartForm(request, shape, { notMultipart: M.multipartRequired, fileTooLarge: M.imageTooLarge });
}
