import { useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage, errorStatus, type Language } from 'shared-auth';
import {
  usePostKioskClockInMutation,
  usePostKioskClockOutMutation,
  usePostKioskIdentifyMutation,
  usePostKioskVerifyPinMutation,
} from './api';
import { KIOSK_RESULT_SHOWN_MS, KIOSK_RETURN_AFTER_MS } from './constants';
import { type AttendanceT, useAttendanceTexts } from '../../shared/attendance-texts';
import { personTexts } from './person-texts';
import type { KioskClockAction, KioskIdentified } from './types';

/** Someone the kiosk knows, and the texts of their language. */
export interface KioskPerson {
  identified: KioskIdentified;
  t: AttendanceT;
}

export type KioskStage =
  | { kind: 'scanning'; hint: string | null }
  | { kind: 'pin'; challenge: string; error: string | null }
  | { kind: 'greeting'; person: KioskPerson }
  | { kind: 'result'; text: string; ok: boolean; language: Language };

const START: KioskStage = { kind: 'scanning', hint: null };
// Nobody is known yet: the kiosk's own language.
const NOT_RECOGNISED = { no_match: 'kiosk.notRecognised', spoof_suspected: 'kiosk.spoofSuspected' } as const;
const isUnauthorised = (error: unknown) => errorStatus(error) === 401;

/**
 * The kiosk's cycle: look for a face, greet (or ask for the PIN), clock, show the outcome, start over. A greeting
 * or an outcome left alone returns to the start; a 401 means the kiosk was revoked. The greeting and the outcome
 * speak the person's language (the api's refusals of their clock action too); the start, the kiosk's own.
 */
export function useKioskFlow(onRevoked: () => void) {
  const t = useAttendanceTexts();
  const [stage, setStage] = useState<KioskStage>(START);
  const [identify] = usePostKioskIdentifyMutation();
  const [verifyPin, pinState] = usePostKioskVerifyPinMutation();
  const [clockIn, clockingIn] = usePostKioskClockInMutation();
  const [clockOut, clockingOut] = usePostKioskClockOutMutation();
  const busy = useRef(false);

  useEffect(() => {
    if (stage.kind !== 'greeting' && stage.kind !== 'result') return;
    const timer = setTimeout(
      () => setStage(START),
      stage.kind === 'greeting' ? KIOSK_RETURN_AFTER_MS : KIOSK_RESULT_SHOWN_MS,
    );
    return () => clearTimeout(timer);
  }, [stage]);

  const failed = (error: unknown, texts: AttendanceT = t) => {
    if (isUnauthorised(error)) onRevoked();
    return errorMessage(error, texts('kiosk.actionFailed'));
  };

  const greet = async (identified: KioskIdentified) => {
    // Without its catalogue (offline), the kiosk's own language rather than no greeting.
    const texts = await personTexts(identified.language).catch(() => t);
    setStage({ kind: 'greeting', person: { identified, t: texts } });
  };

  const lookAt = async (image: string | null) => {
    if (!image || busy.current) return;
    busy.current = true;
    try {
      const answer = await identify({ body: { image } }).unwrap();
      if (answer.result === 'identified') await greet(answer);
      else if (answer.result === 'pin_required') setStage({ kind: 'pin', challenge: answer.challenge, error: null });
      else setStage({ kind: 'scanning', hint: t(NOT_RECOGNISED[answer.reason]) });
    } catch (error) {
      setStage({ kind: 'scanning', hint: failed(error) });
    } finally {
      busy.current = false;
    }
  };

  const enterPin = async (challenge: string, pin: string) => {
    try {
      await greet(await verifyPin({ body: { challenge, pin } }).unwrap());
    } catch (error) {
      // An expired challenge needs a new look at the camera; a wrong PIN may be entered again.
      if (errorCode(error) === 'kiosk.not_identified') setStage({ kind: 'scanning', hint: failed(error) });
      else setStage({ kind: 'pin', challenge, error: failed(error) });
    }
  };

  const clockFor = async ({ identified, t: texts }: KioskPerson, action: KioskClockAction) => {
    const { language } = identified;
    try {
      const clock = action === 'clock_in' ? clockIn : clockOut;
      await clock({ body: { employee_id: identified.employee_id } }).unwrap();
      const done = action === 'clock_in' ? 'texts.clockedInDone' : 'texts.clockedOutDone';
      setStage({ kind: 'result', text: texts(done), ok: true, language });
    } catch (error) {
      setStage({ kind: 'result', text: failed(error, texts), ok: false, language });
    }
  };

  return {
    stage,
    lookAt,
    enterPin,
    clockFor,
    pinBusy: pinState.isLoading,
    clockBusy: clockingIn.isLoading || clockingOut.isLoading,
    startOver: () => setStage(START),
  };
}
