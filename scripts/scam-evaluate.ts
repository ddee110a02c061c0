/**
 * `npm run scam:evaluate`: precision and recall of the scam text check (issue 37 point 1) over its
 * labelled corpus, then every scam it missed and every honest text it took for scam — a measurement,
 * never a test.
 */
import { SCAM_CORPUS } from '../src/domain/fraud/scam-corpus.ts';
import { evaluateScamCorpus, type ScamMiss } from '../src/domain/fraud/scam-evaluation.ts';
import { answerHelp } from './cli-help.ts';

answerHelp(
  'Aufruf: npm run scam:evaluate\n  Genauigkeit (Precision) und Trefferquote (Recall) der Betrugsprüfung von Anfragen und Inseratstexten über ihr Korpus, dazu die Fehlgriffe.',
);

const percent = (share: number) => `${(100 * share).toFixed(1)} %`;
const result = evaluateScamCorpus(SCAM_CORPUS);
const scams = SCAM_CORPUS.filter((e) => e.scam).length;

console.log(`Scam text check over ${result.total} labelled texts (${scams} scam, ${result.total - scams} honest)\n`);
console.log('| measure | value |\n|---|---:|');
console.log(`| precision | ${percent(result.precision)} (${result.truePositives} of ${result.truePositives + result.falsePositives} flagged) |`);
console.log(`| recall | ${percent(result.recall)} (${result.truePositives} of ${scams} scams) |`);

const list = (title: string, misses: readonly ScamMiss[]) => {
  if (misses.length === 0) return;
  console.log(`\n${title}:`);
  for (const m of misses)
    console.log(
      `- [${m.entry.context.source === 'listing' ? `${m.entry.context.seller} listing` : 'enquiry'}] "${m.entry.text}"${m.words.length > 0 ? `\n    words: ${m.words.join(', ')}` : ''}`,
    );
};
list('Scams not caught', result.missed);
list('Honest texts flagged', result.falseAlarms);
