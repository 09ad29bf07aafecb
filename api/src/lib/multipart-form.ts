import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The fields (a list each: `department_ids[]` repeats) and files of one multipart request. */
export interface MultipartForm {
  fields: Map<string, string[]>;
  files: Map<string, Buffer>;
}

export interface FormShape {
  fields: readonly string[];
  files: readonly string[];
}

export interface FormMessages {
  notMultipart: string;
  fileTooLarge: string;
}

export const MULTIPART_MESSAGES = {
  unknownField: (name: string) => `Unknown field "${name}".`,
  repeatedField: (name: string) => `Field "${name}" must be sent once.`,
  fieldTooLarge: (name: string) => `Field "${name}" is too large.`,
  tooManyParts: 'The form has too many fields or files.',
  malformed: 'The multipart body is malformed.',
} as const;

const TOO_MANY = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function asClientError(err: unknown, messages: FormMessages): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, messages.fileTooLarge);
  if (TOO_MANY.has(code)) return new AppError(413, MULTIPART_MESSAGES.tooManyParts);
  // Anything else busboy raises while parsing (a cut body, a broken boundary or header) is the sender's.
  return new AppError(400, MULTIPART_MESSAGES.malformed);
}

/**
 * Reads the whole body before judging it, so a refused request is answered only after its upload
 * ended; every file stream is consumed or drained, so a refused part never leaves the request hanging.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  shape: FormShape,
  messages: FormMessages,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(400, messages.notMultipart);
  const form: MultipartForm = { fields: new Map(), files: new Map() };
  let problem: string | null = null;
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname.replace(/\[\]$/, '');
      if (part.type === 'file') {
        if (!shape.files.includes(name) || form.files.has(name)) {
          problem ??= form.files.has(name)
            ? MULTIPART_MESSAGES.repeatedField(name)
            : MULTIPART_MESSAGES.unknownField(name);
          part.file.resume();
        } else {
          form.files.set(name, await part.toBuffer());
        }
      } else if (!shape.fields.includes(name)) problem ??= MULTIPART_MESSAGES.unknownField(name);
      else if (part.valueTruncated) problem ??= MULTIPART_MESSAGES.fieldTooLarge(name);
      else form.fields.set(name, [...(form.fields.get(name) ?? []), String(part.value)]);
    }
  } catch (err) {
    throw asClientError(err, messages);
  }
  if (problem) throw new AppError(400, problem);
  return form;
}
