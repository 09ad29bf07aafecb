import { catalogueReader, type Catalogues } from '../../lib/message-catalogue';
import ar from './texts/ar.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';

export type ExportKey = keyof typeof en;

/**
 * The Excel exports' sheet names and headings by language (reports, leave balances, the payroll file's default
 * column names), as ICU messages; download-report.test.ts checks that every language has each.
 */
export const EXPORT_CATALOGUES: Catalogues<ExportKey> = { en, de, fr, es, ar };

/** The exports' words in `language`: `exportText('de')('sheet.summary')`. */
export const exportText = catalogueReader(EXPORT_CATALOGUES);

export type ExportText = ReturnType<typeof exportText>;
