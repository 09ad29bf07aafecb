export type { Kiosk, NewKiosk, RegisteredKiosk } from 'api-contract';
