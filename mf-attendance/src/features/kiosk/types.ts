export type { KioskIdentified } from 'api-contract';

export type KioskClockAction = 'clock_in' | 'clock_out';
