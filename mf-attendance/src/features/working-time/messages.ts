// Texts of the working-time section of the review page.
export const WORKING_TIME_TEXTS = {
  title: 'Working-time breaches',
  intro: 'Closed days that broke the company’s working-time rules (the preset an admin chose in Settings).',
  rulesOff: 'The working-time rules are off: an admin chooses a preset in Settings (WORKING_TIME_RULES).',
  empty: 'No breaches of the working-time rules in these dates.',
  loadError: 'Could not load the working-time breaches.',
  range: (preset: string, start: string, end: string) => `${preset}, ${start} – ${end}`,
} as const;
