import { i18n } from 'shared-auth/i18n';
import { eventTextKey, WEBHOOK_EVENTS } from './webhook-events';

it("finds every event's explanation in the catalogue, '.' and all", () => {
  const t = i18n.getFixedT('en', 'settings');
  expect(WEBHOOK_EVENTS.map((event) => t(eventTextKey(event)))).toContain('Someone clocks in.');
  for (const event of WEBHOOK_EVENTS)
    expect(i18n.exists(eventTextKey(event), { ns: 'settings', lng: 'en' })).toBe(true);
});
