/**
 * A call channel's answer record (issue 16, decision 0033): the answer and missed-call rates of
 * its latest finished legs, the unanswered streak, and whether enableAutoPause pauses it.
 */
import { isMissedLeg, isOngoingLeg, type CallLegStatus } from './call-legs';

/** How many of a channel's latest finished legs its rates are computed over. */
export const ANSWER_RATE_WINDOW = 50;

export interface AnswerRecord {
  /** Percent (0-100, two decimals) of the finished legs answered; null before any. */
  answerRate: number | null;
  missedCallRate: number | null;
  /** Missed legs in a row, newest first, up to the latest answered one. */
  unansweredStreak: number;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;

/** `latestFirst`: the channel's legs, newest first; legs in flight are left out. */
export function answerRecord(latestFirst: readonly CallLegStatus[]): AnswerRecord {
  const finished = latestFirst.filter((s) => !isOngoingLeg(s)).slice(0, ANSWER_RATE_WINDOW);
  const streakEnd = finished.findIndex((s) => !isMissedLeg(s));
  const unansweredStreak = streakEnd === -1 ? finished.length : streakEnd;
  if (finished.length === 0) return { answerRate: null, missedCallRate: null, unansweredStreak };
  const missed = finished.filter(isMissedLeg).length;
  return {
    answerRate: percent(finished.length - missed, finished.length),
    missedCallRate: percent(missed, finished.length),
    unansweredStreak,
  };
}

export interface AutoPausing {
  enableAutoPause: boolean;
  unansweredThreshold: number | null;
}

/** enableAutoPause pauses a channel once its unanswered calls in a row reach the threshold. */
export function isAutoPauseDue(channel: AutoPausing, record: AnswerRecord): boolean {
  const threshold = channel.unansweredThreshold;
  return (
    channel.enableAutoPause &&
    threshold !== null &&
    threshold > 0 &&
    record.unansweredStreak >= threshold
  );
}
