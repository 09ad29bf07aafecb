import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../audit';
import { payrollError } from './messages';
import {
  DEFAULT_PRESET,
  FIELD_LABELS,
  MAX_COLUMNS,
  MAX_HEADER_LENGTH,
  PAYROLL_FIELDS,
  type PayrollField,
  type PayrollMapping,
  PRESETS,
} from './payroll-fields';
import { savedMapping, saveMapping } from './payroll-mapping-repository';
import type { Language } from '../../lib/languages';
import { exportText, type ExportKey } from '../reports';

/** The saved mapping (its names as the admin wrote them), else the default preset's with its names in `language`. */
export async function currentMapping(app: FastifyInstance, language: Language = 'en'): Promise<PayrollMapping> {
  const saved = await savedMapping(app.db);
  if (saved) return saved;
  const preset = PRESETS[DEFAULT_PRESET].mapping;
  if (language === 'en') return preset;
  const text = exportText(language);
  return {
    ...preset,
    columns: preset.columns.map((column) => ({ ...column, header: text(defaultHeaderKey(column.field)) })),
  };
}

const defaultHeaderKey = (field: PayrollField) => `payroll_export.${field}` as ExportKey;

export async function payrollMappingScreen(app: FastifyInstance) {
  return {
    mapping: await currentMapping(app),
    presets: Object.entries(PRESETS).map(([id, preset]) => ({ id, ...preset })),
    fields: PAYROLL_FIELDS.map((field) => ({ field, label: FIELD_LABELS[field] })),
  };
}

/** The mapping with its names trimmed, or the first reason it cannot be saved. */
function checkedMapping(mapping: PayrollMapping): PayrollMapping {
  const { columns } = mapping;
  if (columns.length === 0) throw payrollError(400, 'payroll.no_columns');
  if (columns.length > MAX_COLUMNS) throw payrollError(400, 'payroll.too_many_columns');
  const seen = new Set<string>();
  const trimmed = columns.map((column, index) => {
    const header = column.header.trim();
    if (header === '') throw payrollError(400, 'payroll.blank_header', { position: index + 1 });
    if (header.length > MAX_HEADER_LENGTH) throw payrollError(400, 'payroll.header_too_long', { position: index + 1 });
    if (seen.has(column.field)) throw payrollError(400, 'payroll.duplicate_field', { field: column.field });
    seen.add(column.field);
    return { field: column.field, header };
  });
  return { ...mapping, columns: trimmed };
}

export async function savePayrollMapping(app: FastifyInstance, actorId: number, mapping: PayrollMapping) {
  const checked = checkedMapping(mapping);
  await app.db.transaction().execute(async (tx) => {
    await saveMapping(tx, checked, actorId);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.payrollMappingSaved,
      details: { preset: checked.preset, duration_format: checked.duration_format, columns: checked.columns.length },
    });
  });
}
