/** A company's working-time rules: the thresholds the violations are measured against; null: not checked. */
export interface RuleSet {
  /** Longest work in one day (worked minutes, breaks excluded). */
  maxDailyMinutes: number | null;
  /** Least rest between one day's clock-out and the next clock-in. */
  minRestMinutes: number | null;
  /** Highest average week over a reference period of `weeks` weeks. */
  weeklyAverage: { maxMinutes: number; weeks: number } | null;
  /** The least break a day of more than `afterMinutes` of work needs, longest threshold last. */
  breaks: readonly { afterMinutes: number; breakMinutes: number }[];
}

/**
 * The presets of the WORKING_TIME_RULES setting. EU working time directive 2003/88/EC: 11 h daily rest (art. 3),
 * 48 h average week over 17 weeks (arts. 6 and 16). German Arbeitszeitgesetz: 10 h a day (§3), 30 min of break
 * after 6 h and 45 min after 9 h (§4), 11 h rest (§5), 8 h a working day on average over 24 weeks (§3: 48 h a week).
 */
export const RULE_SETS = {
  off: { maxDailyMinutes: null, minRestMinutes: null, weeklyAverage: null, breaks: [] },
  eu: { maxDailyMinutes: null, minRestMinutes: 11 * 60, weeklyAverage: { maxMinutes: 48 * 60, weeks: 17 }, breaks: [] },
  de: {
    maxDailyMinutes: 10 * 60,
    minRestMinutes: 11 * 60,
    weeklyAverage: { maxMinutes: 48 * 60, weeks: 24 },
    breaks: [
      { afterMinutes: 6 * 60, breakMinutes: 30 },
      { afterMinutes: 9 * 60, breakMinutes: 45 },
    ],
  },
} as const satisfies Record<string, RuleSet>;

export type RuleSetName = keyof typeof RULE_SETS;
