import type { BrowserContextOptions, Page } from 'playwright-core';
// eslint-disable-next-line no-restricted-imports
import { ROUTE_LABELS } from '../../shared-auth/src/access/access-table';
// eslint-disable-next-line no-restricted-imports
import { ROLES, type Role } from '../../shared-auth/src/access/roles';
// eslint-disable-next-line no-restricted-imports
import { SHOWN_ATTRIBUTES, shownTexts } from '../../shared-auth/src/testing/page-texts';
import { apiSession } from '../support/api-client';
import { allTexts, englishFinder, wordsIn } from '../support/catalogues';
import { DEMO, DEMO_PASSWORD } from '../support/demo';
import { OFFICE_GEOLOCATION } from '../support/fake-camera';
import { startServerAndBrowser } from '../support/fixture';
import { localeFormats } from '../support/locale-formats';
import { scrollsSideways, scrollThrough, seriousViolations, settled } from '../support/page-checks';
import { PRIMARY_ACTIONS } from '../support/primary-actions';
import { signedInPage } from '../support/session';
import { addressOf, axeOncePerLayout, openInApp, routesOf, type AppRoute } from '../support/walks';

// Issue 25: every screen of every role in German and in Arabic. One server, and one page load per role and walk: the
// language is the person's own (set through the api before the page loads), each screen is opened inside the app and
// checked for English texts, sideways scroll, axe, and dates and numbers in the language's format.
//
// Each language walks one layout, not both: what a screen shows depends on its role (the routes, the parts only some
// roles see) and on the layout (the phone's cards and menu drawer), and a text or a date a screen writes in English
// shows in English in both languages alike. What differs by language is its catalogues, and a copied English text
// in them is found by the first test below, on every screen and layout. So German walks the desktop, Arabic the phone,
// where right to left and sideways scroll matter.
const env = startServerAndBrowser();
const LANGUAGES = ['de', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
interface Walk {
  language: Language;
  layout: { name: string; phone: boolean; options: BrowserContextOptions };
  /**
   * axe runs on each screen once (see walks.ts) where no other walk sees the same page: the German desktop is the
   * English desktop's components in the same direction, which field-walks checks; right to left on a phone only here.
   */
  axe: boolean;
}
const WALKS: Walk[] = [
  { language: 'de', layout: { name: 'desktop', phone: false, options: {} }, axe: false },
  {
    language: 'ar',
    layout: {
      name: 'phone 390x844',
      phone: true,
      options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    axe: true,
  },
];
const EMAILS: Record<Role, string> = { admin: DEMO.admin, manager: DEMO.manager, employee: DEMO.employee };
// A walk loads one page and opens up to 17 screens in it; a busy 2-core machine needs well over the default.
const WALK_TIMEOUT_MS = 300_000;
const axeDue = axeOncePerLayout();

/**
 * English catalogue texts a language rightly writes the same way, each with its reason; every other English text on
 * a screen is English left, even when a catalogue copied it.
 */
const SAME_IN: Record<Language, Record<string, string>> = {
  de: {
    Status: 'German word',
    Name: 'German word',
    Details: 'German word',
    'Details {name}': 'German word and a name',
    Person: 'German word',
    Optional: 'German word',
    System: 'German word',
    OK: 'German uses it as is',
    Push: 'the notification channel, as German names it',
    remote: 'a work place, as German writes it (remote)',
    auto: 'German shortening of automatisch',
    Webhooks: 'technical term, as German writes it',
    CSV: 'file format name',
    Excel: 'brand name',
    Orange: 'German colour name',
    Cyan: 'German colour name',
    Magenta: 'German colour name',
    Gold: 'German colour name',
  },
  ar: { CSV: 'file format name', Excel: 'brand name' },
};

/**
 * What the walk still finds and this change could not fix in time, by screen and what is shown, each with its
 * reason: the walk passes over exactly these, so each stays named here until it is closed.
 */
const KNOWN_GAPS: Array<{ screen: string; shown: RegExp; reason: string }> = [
  {
    screen: 'employees/edit/:employee_id',
    shown: /^\d+\.\d{4}$/,
    reason: 'the allowed locations field is typed text the api parses (name, latitude, longitude with a decimal point)',
  },
  {
    screen: 'employee-enrollment',
    shown: /^\d+\.\d{4}$/,
    reason: 'the allowed locations field is typed text the api parses (name, latitude, longitude with a decimal point)',
  },
];

/**
 * Screens that always show a date (a list, a calendar, a chart): at least one must be in the language's format.
 * (My Shifts lists days only when the person has shifts; the demo's staff have none yet: it says so instead.)
 */
const DATED_SCREENS = new Set([
  'attendance-logs',
  'attendance-history',
  'leave-dashboard',
  'leave-approval',
  'team-calendar',
  'reports-dashboard',
  'roster',
]);

const KEY_OF_LABEL = new Map<string, string>(Object.entries(ROUTE_LABELS).map(([key, label]) => [label, key]));

/** A screen's title as the shell writes it (route-label.ts): the registry's translation, else the common texts'. */
function titleIn(route: AppRoute, language: Language): string {
  const title =
    route.titles?.[language] ??
    allTexts(language).get(`shared-auth/src/i18n/locales:route.${KEY_OF_LABEL.get(route.title)}`);
  if (!title) throw new Error(`no ${language} title for /${route.path}`);
  return title;
}

/** Names and data the demo company's api gives: shown as they are, in every language. */
let demoData: Set<string>;
let editedEmployeeId: number;

beforeAll(async () => {
  const admin = await apiSession(env.server.url, DEMO.admin, DEMO_PASSWORD);
  const people = await admin.json<Array<{ employee_id: number; email: string; full_name: string }>>('employees_list');
  editedEmployeeId = people.find((person) => person.email === DEMO.employee)!.employee_id;
  const settings = await admin.json<Array<{ setting_key: string; setting_value: string }>>('settings');
  const [departments, leaveTypes, shiftTypes, holidays] = await Promise.all([
    admin.json<Array<{ department_name: string }>>('departments'),
    admin.json<Array<{ display_name: string }>>('leave_type_details'),
    admin.json<Array<{ name: string }>>('shift_types'),
    admin.json<Array<{ name: string }>>('holidays'),
  ]);
  demoData = new Set([
    ...people.map((person) => person.full_name),
    settings.find((setting) => setting.setting_key === 'COMPANY_NAME')!.setting_value,
    ...departments.map((department) => department.department_name),
    ...leaveTypes.map((type) => type.display_name),
    ...[...shiftTypes, ...holidays].map((named) => named.name),
  ]);
}, 60_000);

/** Everything the page shows on `page` now, each piece once. */
const textsOn = (page: Page) => page.evaluate(shownTexts, { attributes: SHOWN_ATTRIBUTES, visibleOnly: true });

// A catalogue that copies an English text shows English wherever a screen reads it, on either layout: the walks read
// German only on the desktop and Arabic only on the phone, so copies are looked for in the catalogues themselves,
// every text of every package, whether a walk shows it or not.
test.each(LANGUAGES)('no %s catalogue text is an English one', (language) => {
  const sameInTheLanguage = new Set(Object.keys(SAME_IN[language]));
  expect(englishFinder(sameInTheLanguage)([...allTexts(language).values()], new Set())).toEqual([]);
});

describe.each(WALKS)('in $language on the $layout.name', ({ language, layout, axe }) => {
  const words = wordsIn(language);
  const englishIn = englishFinder(new Set(Object.keys(SAME_IN[language])));

  beforeAll(async () => {
    for (const role of ROLES) {
      const session = await apiSession(env.server.url, EMAILS[role], DEMO_PASSWORD);
      const saved = await session.call('me/preferences', { method: 'PUT', body: JSON.stringify({ language }) });
      expect(saved.status).toBe(200);
    }
  });

  test.each(ROLES)(
    'every screen of the %s',
    async (role) => {
      const page = await signedInPage(env.browser, env.server.url, EMAILS[role], {
        ...layout.options,
        permissions: ['geolocation'],
        geolocation: OFFICE_GEOLOCATION,
      });
      const problems: string[] = [];
      await page.goto('/');
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const formats = await localeFormats(page, language);
      for (const route of routesOf(role)) {
        const at = addressOf(route, editedEmployeeId);
        const report = (problem: string) => problems.push(`${at}: ${problem}`);
        // On a phone one screen is opened as its user does, through the menu drawer: its texts are checked too.
        const drawer =
          layout.phone && route.path === 'attendance'
            ? { button: words('Open menu'), dialog: words('Main navigation') }
            : undefined;
        if (route.path !== '') await openInApp(page, at, titleIn(route, language), drawer);
        const primary = PRIMARY_ACTIONS[route.path]?.(page.getByRole('main'), words).first();
        if (!primary) {
          report('no primary action is known for this screen');
          continue;
        }
        await primary.waitFor();
        // Every text of the screen is read, the parts drawn only when scrolled to as well.
        await scrollThrough(page);
        await settled(page);
        // A dated screen draws its rows in a deferred render after the answer, with no spinner in between: on a
        // loaded machine they can come after the spinners left. Wait for a date (the check below still reports none).
        if (DATED_SCREENS.has(route.path))
          await page
            .waitForFunction(
              ({ source, flags }) => new RegExp(source, flags).test(document.querySelector('main')?.innerText ?? ''),
              { source: formats.date.source, flags: formats.date.flags },
              { timeout: 10_000 },
            )
            .catch(() => undefined);

        const shown = await textsOn(page);
        const gaps = KNOWN_GAPS.filter((gap) => gap.screen === route.path);
        const known = (found: string) => gaps.some((gap) => gap.shown.test(found));
        for (const { piece, english } of englishIn(shown, demoData))
          if (!known(piece)) report(`shows '${piece}' (English ${english.map((text) => `'${text}'`).join(' or ')})`);
        const text = shown.filter((piece) => !demoData.has(piece)).join('\n');
        for (const [found] of text.matchAll(formats.english))
          if (!known(found)) report(`writes '${found}' as English does`);
        if (DATED_SCREENS.has(route.path) && !formats.date.test(text)) report('shows no date in its language');
        const sideways = await scrollsSideways(page);
        if (sideways) report(sideways);
        if (axe && axeDue(`${language} ${layout.name}`, role, route.path))
          for (const violation of await seriousViolations(page)) report(violation);
      }
      // The 404 page lies outside the layout: opened by a page load of its own, it too speaks the person's language.
      if (role === 'employee') {
        await page.goto('/no-such-page');
        await page.getByRole('link', { name: words('Back to Home') }).waitFor();
        for (const { piece, english } of englishIn(await textsOn(page), demoData))
          problems.push(`/no-such-page: shows '${piece}' (English ${english.join(' or ')})`);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    },
    WALK_TIMEOUT_MS,
  );
});
