import { LANGUAGES, LANGUAGE_NAMES, isLanguage, setLanguage, useLanguage } from 'shared-auth';
import { usePublicTexts } from './public-texts';

/** The sign-in page's language switcher: remembered on this device, before anyone signs in. */
export function LanguageSelect() {
  const t = usePublicTexts();
  const language = useLanguage();
  return (
    <label className="pp-language">
      <span>{t('language')}</span>
      <select
        value={language}
        onChange={(event) => isLanguage(event.target.value) && void setLanguage(event.target.value, { remember: true })}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
