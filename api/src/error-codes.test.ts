import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODE_COMPONENT } from './plugins/error-code-docs';
import { openApiDocument } from './openapi/openapi-document';
import { isPluralElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messageArguments } from './test/icu-arguments';
import { ERROR_CODES, ERROR_TEXT_MAPS, ERROR_TEXTS } from './error-codes';
import { AppError } from './lib/app-error';
import { ERROR_TRANSLATIONS, errorTextIn } from './lib/error-translations';
import { WEBHOOK_EVENTS } from './modules/webhooks';

const SOURCE = __dirname;
const CODE_SHAPE = /^[a-z]+(_[a-z]+)*(\.[a-z]+(_[a-z]+)*)*$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // Audit action names share the dotted shape of codes (leave.approved): they are no errors.
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'audit' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const files = sourceFiles(SOURCE).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

describe('the registry of error codes (error-codes.ts)', () => {
  it('holds every module map of code -> text, and no code twice', async () => {
    const declared = files.flatMap(({ file, text }) =>
      [...text.matchAll(/^export const (\w+_ERRORS) = \{/gm)].map((match) => ({ file, name: match[1]! })),
    );
    expect(declared.length).toBeGreaterThanOrEqual(20);
    for (const { file, name } of declared) {
      const map = ((await import(file)) as Record<string, object>)[name];
      expect([path.relative(SOURCE, file), name, ERROR_TEXT_MAPS.includes(map as never)]).toEqual([
        path.relative(SOURCE, file),
        name,
        true,
      ]);
    }
    expect(ERROR_TEXT_MAPS).toHaveLength(declared.length);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(ERROR_CODES.filter((code) => !CODE_SHAPE.test(code))).toEqual([]);
  });

  it('knows every code the source names, and every code it holds is answered somewhere', () => {
    const registered = new Set<string>(ERROR_CODES);
    const namespaces = new Set(ERROR_CODES.map((code) => code.split('.')[0]));
    const named = new Map<string, string[]>();
    for (const { file, text } of files) {
      // Outside the maps themselves: a quoted word of a registered namespace, e.g. 'leave.overlap'.
      const body = text.replace(/^export const \w+_ERRORS = \{[\s\S]*?^\} as const satisfies ErrorTexts;$/gm, '');
      for (const [, code] of body.matchAll(/'([a-z_]+(?:\.[a-z_]+)*)'/g)) {
        if (!namespaces.has(code!.split('.')[0]) || (!code!.includes('.') && !registered.has(code!))) continue;
        // Webhook event names share the dotted shape too (attendance.clocked_in).
        if ((WEBHOOK_EVENTS as readonly string[]).includes(code!)) continue;
        named.set(code!, [...(named.get(code!) ?? []), path.relative(SOURCE, file)]);
      }
    }
    const unknown = [...named].filter(([code]) => !registered.has(code));
    expect(unknown).toEqual([]);
    // The settings rules and the leave status machine build their codes through their module's maker too.
    expect(ERROR_CODES.filter((code) => !named.has(code))).toEqual([]);
  });

  it('lists every code in the OpenAPI document, and every error body refers to that list', async () => {
    const document = (await openApiDocument()) as {
      components: { schemas: Record<string, { enum?: string[] }> };
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    expect(document.components.schemas[ERROR_CODE_COMPONENT]?.enum).toEqual(ERROR_CODES);
    const errorBodies = Object.entries(document.paths).flatMap(([url, item]) =>
      Object.entries(item).flatMap(([method, operation]) =>
        Object.entries(operation.responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, response]) => {
            const json = response.content?.['application/json'] as {
              schema?: { properties?: Record<string, unknown> };
            };
            return { route: `${method} ${url} ${status}`, properties: json?.schema?.properties ?? {} };
          }),
      ),
    );
    const withError = errorBodies.filter(({ properties }) => 'error' in properties);
    expect(withError.length).toBeGreaterThan(300);
    const reference = { $ref: `#/components/schemas/${ERROR_CODE_COMPONENT}` };
    expect(withError.filter(({ properties }) => JSON.stringify(properties.code) !== JSON.stringify(reference))).toEqual(
      [],
    );
  });
});

describe("the codes' texts in the other languages (lib/error-translations)", () => {
  const english = ERROR_TEXTS as unknown as Record<string, string | ((params: Record<string, string>) => string)>;

  /** The parameter names an English text builder reads. */
  function englishParameters(code: string): string[] {
    const text = english[code]!;
    if (typeof text === 'string') return [];
    const read = new Set<string>();
    text(new Proxy({}, { get: (_target, name) => (read.add(String(name)), `{${String(name)}}`) }));
    return [...read].sort();
  }

  /** The parameters whose number changes the English words (`1 member`, `2 members`): they need an ICU plural. */
  function pluralParameters(code: string): string[] {
    const text = english[code]!;
    if (typeof text === 'string') return [];
    const withNumber = (name: string, n: number) =>
      String(
        text(new Proxy({}, { get: (_target, read) => (read === name ? n : `{${String(read)}}`) }) as never),
      ).replace(/\d/g, '#');
    return englishParameters(code).filter((name) => withNumber(name, 1) !== withNumber(name, 2));
  }

  const pluralsOf = (elements: MessageFormatElement[]): string[] =>
    elements.filter((element) => isPluralElement(element)).map((element) => element.value);

  it.each(Object.entries(ERROR_TRANSLATIONS))(
    '%s: translates every registered code, in the registry order, as a valid ICU message with the English parameters',
    (language, texts) => {
      expect(Object.keys(texts)).toEqual(ERROR_CODES);
      for (const [code, message] of Object.entries(texts)) {
        expect([code, message.trim()]).not.toEqual([code, '']);
        const elements = parse(message);
        expect([language, code, messageArguments(message)]).toEqual([language, code, englishParameters(code)]);
        const plurals = pluralsOf(elements);
        expect([language, code, pluralParameters(code).filter((name) => !plurals.includes(name))]).toEqual([
          language,
          code,
          [],
        ]);
      }
    },
  );

  it('translates the parameters of a text, and leaves English and unknown codes as they are', () => {
    const error = new AppError(400, 'validation.not_decimal', 'hours must be a whole number written in digits.', {
      params: { field: 'hours' },
    });
    expect(errorTextIn(error, 'de')).toBe('hours muss eine ganze Zahl in Ziffern sein.');
    expect(errorTextIn(error, 'en')).toBe(error.message);
    expect(errorTextIn(new AppError(400, 'unregistered.code', 'English only'), 'ar')).toBe('English only');
    const members = (count: number) => new AppError(409, 'department.has_members', 'English', { params: { count } });
    expect(errorTextIn(members(1), 'de')).toBe(
      'Diese Abteilung hat 1 Mitglied. Verschieben Sie sie zuerst in eine andere Abteilung.',
    );
    expect(errorTextIn(members(3), 'ar')).toContain('3 أعضاء');
  });
});
