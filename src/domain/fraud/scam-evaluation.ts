import type { ScamCorpusEntry } from './scam-corpus.ts';
import { checkScamText, matchedWords } from './scam-text-signals.ts';

export interface ScamMiss {
  entry: ScamCorpusEntry;
  /** the words that made an honest text suspicious, or none for a scam that slipped through */
  words: string[];
}

export interface ScamEvaluation {
  total: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** scam texts the check did not catch */
  missed: ScamMiss[];
  /** honest texts it took for scam */
  falseAlarms: ScamMiss[];
}

/** precision and recall of the scam text check over a labelled corpus */
export function evaluateScamCorpus(corpus: readonly ScamCorpusEntry[]): ScamEvaluation {
  const missed: ScamMiss[] = [];
  const falseAlarms: ScamMiss[] = [];
  let truePositives = 0;
  for (const entry of corpus) {
    const check = checkScamText(entry.text, entry.context);
    if (check.suspicious && entry.scam) truePositives++;
    else if (check.suspicious) falseAlarms.push({ entry, words: matchedWords(check.signals) });
    else if (entry.scam) missed.push({ entry, words: matchedWords(check.signals) });
  }
  const flagged = truePositives + falseAlarms.length;
  const scams = truePositives + missed.length;
  return {
    total: corpus.length,
    truePositives,
    falsePositives: falseAlarms.length,
    falseNegatives: missed.length,
    precision: flagged === 0 ? 1 : truePositives / flagged,
    recall: scams === 0 ? 1 : truePositives / scams,
    missed,
    falseAlarms,
  };
}
