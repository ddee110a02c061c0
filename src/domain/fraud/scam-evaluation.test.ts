import { describe, expect, it } from 'vitest';
import { SCAM_CORPUS } from './scam-corpus.ts';
import { evaluateScamCorpus } from './scam-evaluation.ts';

describe('scam corpus evaluation (issue 37 point 1)', () => {
  it('holds at least 200 texts, about half of them scam, none twice', () => {
    expect(SCAM_CORPUS.length).toBeGreaterThanOrEqual(200);
    const scams = SCAM_CORPUS.filter((e) => e.scam).length;
    expect(scams / SCAM_CORPUS.length).toBeGreaterThan(0.4);
    expect(scams / SCAM_CORPUS.length).toBeLessThan(0.6);
    expect(new Set(SCAM_CORPUS.map((e) => e.text)).size).toBe(SCAM_CORPUS.length);
  });

  it('counts a caught scam, a miss and a false alarm', () => {
    const result = evaluateScamCorpus([
      { scam: true, context: { source: 'enquiry' }, text: 'Schreib mir auf WhatsApp' },
      { scam: true, context: { source: 'enquiry' }, text: 'Ich kaufe ungesehen' },
      { scam: false, context: { source: 'enquiry' }, text: 'Zahlung per Western Union?' },
      { scam: false, context: { source: 'enquiry' }, text: 'Wann kann ich vorbeikommen?' },
    ]);
    expect(result).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 1, precision: 0.5, recall: 0.5 });
    expect(result.falseAlarms[0]?.words).toEqual(['Western Union']);
  });
});
