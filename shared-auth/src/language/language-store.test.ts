import { addLanguageLoader, currentLanguage, deviceLanguage, setLanguage } from './language-store';
import { supportedLanguage } from './languages';

describe('the page language', () => {
  afterEach(async () => {
    await setLanguage('en');
    window.localStorage.clear();
  });

  it('sets lang and, for Arabic, right-to-left on <html>', async () => {
    await setLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await setLanguage('de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('switches only once every loader has the language ready', async () => {
    let release = () => {};
    addLanguageLoader((language) =>
      language === 'fr' ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve(),
    );
    const switching = setLanguage('fr');
    await Promise.resolve();
    expect(currentLanguage()).toBe('en');
    release();
    await switching;
    expect(currentLanguage()).toBe('fr');
  });

  it("remembers the device's choice, else follows the browser's languages", async () => {
    Object.defineProperty(navigator, 'languages', { value: ['pt-BR', 'es-MX', 'en'], configurable: true });
    expect(deviceLanguage()).toBe('es');
    await setLanguage('de', { remember: true });
    expect(deviceLanguage()).toBe('de');
  });

  it('matches a language by its primary subtag', () => {
    expect(supportedLanguage(['ar-AE'])).toBe('ar');
    expect(supportedLanguage(['pt', 'ja'])).toBeUndefined();
  });
});
