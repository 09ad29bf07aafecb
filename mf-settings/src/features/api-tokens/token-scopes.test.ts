import { i18n } from 'shared-auth/i18n';
import { scopeTextKey, TOKEN_SCOPES } from './token-scopes';

it("finds every scope's explanation in the catalogue, ':' and all", () => {
  const t = i18n.getFixedT('en', 'settings');
  expect(TOKEN_SCOPES.map((scope) => t(scopeTextKey(scope)))).toContain('Read the reports and their exports.');
  for (const scope of TOKEN_SCOPES) expect(i18n.exists(scopeTextKey(scope), { ns: 'settings', lng: 'en' })).toBe(true);
});
