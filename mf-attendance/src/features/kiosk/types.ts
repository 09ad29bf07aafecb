export type {
  KioskIdentification,
  KioskIdentified,
  KioskPairing,
  KioskPinAnswer,
  KioskSelf,
  MessageResponse,
} from 'api-contract';

export type KioskClockAction = 'clock_in' | 'clock_out';
