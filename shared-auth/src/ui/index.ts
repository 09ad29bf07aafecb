// antd pieces the remotes share. Kept off the main entry so the sign-in page never loads antd.
export { NoticeBanner } from './notice-banner';
export type { Notice } from '../notice/use-notice';
export { ContrastTag, TAG_TONES } from './contrast-tag';
export { ScrollRegion } from './scroll-region';
export { ScrollTable, type ScrollTableProps } from './scroll-table';
export { PlainTable, type PlainColumn, type PlainTableProps } from './plain-table';
export { PlainList, type PlainListItem, type PlainListProps } from './plain-list';
export { CorrectedTag, correctedTag, CORRECTED_TEXTS, type CorrectedSides } from './corrected-tag';
export { KioskPinCard, KIOSK_PIN_TEXTS } from './kiosk-pin-card';
export { BreachesTable, BREACH_TEXTS, type WorkingTimeBreach } from './breaches-table';
export { useClearable } from './clearable';
export { usePhone } from './use-phone';
