export type { Kiosk, MessageResponse, NewKiosk, RegisteredKiosk } from 'api-contract';
