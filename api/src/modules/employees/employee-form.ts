import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { IMAGE_MAX_BYTES } from './limits';
import { EMPLOYEE_MESSAGES as M } from './messages';

/** The fields (a list each: `department_ids[]` repeats) and files of one multipart request. */
export interface EmployeeForm {
  fields: Map<string, string[]>;
  files: Map<string, Buffer>;
}

export interface FormShape {
  fields: readonly string[];
  files: readonly string[];
}

export const MULTIPART_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 60, fieldSize: 100 * 1024 };

async function readFile(file: { toBuffer(): Promise<Buffer> }): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, M.imageTooLarge);
    throw err;
  }
}

/**
 * Reads the whole body before judging it, so a refused request is answered only after its
 * upload ended. `department_ids[]` and `department_ids` are the same field.
 */
export async function readEmployeeForm(request: FastifyRequest, shape: FormShape): Promise<EmployeeForm> {
  if (!request.isMultipart()) throw new AppError(400, M.multipartRequired);
  const form: EmployeeForm = { fields: new Map(), files: new Map() };
  let problem: string | null = null;
  for await (const part of request.parts()) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      if (!shape.files.includes(name)) {
        problem ??= M.unknownField(name);
        part.file.resume();
      } else if (form.files.has(name)) problem ??= M.repeatedField(name);
      else form.files.set(name, await readFile(part));
    } else if (!shape.fields.includes(name)) problem ??= M.unknownField(name);
    else if (part.valueTruncated) problem ??= M.fieldTooLarge(name);
    else form.fields.set(name, [...(form.fields.get(name) ?? []), String(part.value)]);
  }
  if (problem) throw new AppError(400, problem);
  return form;
}
