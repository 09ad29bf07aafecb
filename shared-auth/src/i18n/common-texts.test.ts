import { PAY_PERIOD_STATUS, ROUTE_LABELS } from 'shared-auth';
import commonEnglish from './locales/en.json';

// The English constants the remotes still read stay the common catalogue's English, word for word.
it('spells every route label and pay period status as the English common texts do', () => {
  expect(commonEnglish.route).toEqual(ROUTE_LABELS);
  expect(commonEnglish.payPeriodStatus).toEqual(
    Object.fromEntries(Object.entries(PAY_PERIOD_STATUS).map(([status, { text }]) => [status, text])),
  );
});
