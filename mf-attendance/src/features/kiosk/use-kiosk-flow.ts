import { useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage, errorStatus } from 'shared-auth';
import {
  usePostKioskClockInMutation,
  usePostKioskClockOutMutation,
  usePostKioskIdentifyMutation,
  usePostKioskVerifyPinMutation,
} from './api';
import { KIOSK_RESULT_SHOWN_MS, KIOSK_RETURN_AFTER_MS } from './constants';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import type { KioskClockAction, KioskIdentified } from './types';

export type KioskStage =
  | { kind: 'scanning'; hint: string | null }
  | { kind: 'pin'; challenge: string; error: string | null }
  | { kind: 'greeting'; person: KioskIdentified }
  | { kind: 'result'; text: string; ok: boolean };

const START: KioskStage = { kind: 'scanning', hint: null };
const isUnauthorised = (error: unknown) => errorStatus(error) === 401;

/**
 * The kiosk's cycle: look for a face, greet (or ask for the PIN), clock, show the outcome, start over. A greeting
 * or an outcome left alone returns to the start; a 401 means the kiosk was revoked.
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

  const failed = (error: unknown) => {
    if (isUnauthorised(error)) onRevoked();
    return errorMessage(error, t('kiosk.actionFailed'));
  };

  const lookAt = async (image: string | null) => {
    if (!image || busy.current) return;
    busy.current = true;
    try {
      const answer = await identify({ body: { image } }).unwrap();
      if (answer.result === 'identified') setStage({ kind: 'greeting', person: answer });
      else if (answer.result === 'pin_required') setStage({ kind: 'pin', challenge: answer.challenge, error: null });
      else setStage({ kind: 'scanning', hint: answer.message });
    } catch (error) {
      setStage({ kind: 'scanning', hint: failed(error) });
    } finally {
      busy.current = false;
    }
  };

  const enterPin = async (challenge: string, pin: string) => {
    try {
      setStage({ kind: 'greeting', person: await verifyPin({ body: { challenge, pin } }).unwrap() });
    } catch (error) {
      // An expired challenge needs a new look at the camera; a wrong PIN may be entered again.
      if (errorCode(error) === 'kiosk.not_identified') setStage({ kind: 'scanning', hint: failed(error) });
      else setStage({ kind: 'pin', challenge, error: failed(error) });
    }
  };

  const clockFor = async (person: KioskIdentified, action: KioskClockAction) => {
    try {
      const clock = action === 'clock_in' ? clockIn : clockOut;
      const { message } = await clock({ body: { employee_id: person.employee_id } }).unwrap();
      setStage({ kind: 'result', text: message, ok: true });
    } catch (error) {
      setStage({ kind: 'result', text: failed(error), ok: false });
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
