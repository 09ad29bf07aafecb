import { Type } from 'typebox';
import { withErrors } from '../../lib/schemas';
import { LANGUAGES, type Language } from '../../lib/languages';

const tags = ['preferences'];
// One flat union, so the front end's generated type reads 'en' | 'de' | ... | null; typebox does not infer a
// union built from a list, so its type is stated.
const LanguageOrNull = (description: string) =>
  Type.Unsafe<Language | null>(
    Type.Union([...LANGUAGES.map((language) => Type.Literal(language)), Type.Null()], { description }),
  );
const OwnLanguage = LanguageOrNull(
  "The language the person chose for the screens and the api's answers; null: none chosen.",
);
const DefaultLanguage = LanguageOrNull(
  "The company's DEFAULT_LANGUAGE for whoever chose none; null: the browser's language.",
);
const Preferences = Type.Object({ language: OwnLanguage, default_language: DefaultLanguage });

export const GetPreferencesSchema = {
  tags,
  summary: 'My preferences',
  description:
    "The signed-in person's language and the company's default; the web app shows the first of them that is set, " +
    "else the browser's language.",
  response: withErrors({ 200: Preferences }, 401),
};

export const PutPreferencesSchema = {
  tags,
  summary: 'Change my preferences',
  description: 'Sets the language (null: back to the company default). Answers the preferences as saved.',
  body: Type.Object({ language: OwnLanguage }, { additionalProperties: false }),
  response: withErrors(
    { 200: Type.Object({ message: Type.String(), language: OwnLanguage, default_language: DefaultLanguage }) },
    400,
    401,
  ),
};
