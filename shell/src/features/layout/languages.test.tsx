import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLanguage, type Language } from 'shared-auth';
import { renderApp, signInAs, stubApi } from '../../testing/render-app';

const preferences = (language: Language | null, default_language: Language | null = null) => ({
  'GET /api/me/preferences': { body: { language, default_language } },
});
const sidebar = () => within(screen.getByRole('navigation', { name: /.+/ }));

async function chooseLanguage(name: string) {
  await userEvent.click(screen.getByRole('button', { name: /Test employee/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: name }));
}

describe('the language of the signed-in screens', () => {
  it("switches the menu to German without a reload, keeps the choice as the person's, and Arabic runs right to left", async () => {
    const saved: unknown[] = [];
    stubApi({
      ...preferences(null),
      'PUT /api/me/preferences': async (request) => {
        saved.push(await request.json());
        return { body: { message: 'Preferences saved.', language: 'de', default_language: null } };
      },
    });
    signInAs('employee');
    await renderApp('/');
    expect(await screen.findByText('Welcome, Test employee')).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Request Leave' })).toBeInTheDocument();

    await chooseLanguage('Deutsch');
    expect(await screen.findByText('Willkommen, Test employee')).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Urlaub beantragen' })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    await waitFor(() => expect(saved).toEqual([{ language: 'de' }]));

    await chooseLanguage('العربية');
    expect(await screen.findByText('مرحبًا، Test employee')).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'طلب إجازة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.querySelector('.ant-layout')).toHaveClass('ant-layout-rtl');
  });

  it("names a remote's screens as its team's registry entry does in the language, else as the registry's label", async () => {
    stubApi(preferences('de'));
    signInAs('admin');
    await renderApp('/');
    await waitFor(() => expect(currentLanguage()).toBe('de'));
    // config/remotes.json: mf-scheduling's routes carry their own German labels; the shell's catalogue has none.
    expect(
      await within(await screen.findByRole('navigation', { name: /.+/ })).findByRole('link', { name: 'Dienstplan' }),
    ).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Schichtarten' })).toBeInTheDocument();
    expect(sidebar().queryByRole('link', { name: 'Roster' })).toBeNull();
  });

  it.each<[string, ReturnType<typeof preferences>, Language]>([
    ["the person's own", preferences('fr', 'es'), 'fr'],
    ["the company's default", preferences(null, 'es'), 'es'],
  ])('after sign-in follows %s language', async (_which, answer, language) => {
    stubApi(answer);
    signInAs('employee');
    await renderApp('/');
    await waitFor(() => expect(currentLanguage()).toBe(language));
    const dashboard = language === 'fr' ? 'Tableau de bord' : 'Panel';
    expect(await sidebar().findByRole('link', { name: dashboard })).toBeInTheDocument();
  });
});
