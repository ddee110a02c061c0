import { describe, expect, it } from 'vitest';
import { gradeRanges } from './grade-ranges.ts';

describe('gradeRanges', () => {
  it('says each published threshold in words', () => {
    expect(gradeRanges().map((r) => [r.grade.label, r.text])).toEqual([
      ['Sehr guter Preis', 'mindestens 10 % unter dem Marktwert'],
      ['Guter Preis', '5 % bis unter 10 % unter dem Marktwert'],
      ['Fairer Preis', 'weniger als 5 % darunter bis 5 % darüber'],
      ['Erhöhter Preis', 'mehr als 5 % bis 10 % über dem Marktwert'],
      ['Hoher Preis', 'mehr als 10 % über dem Marktwert'],
    ]);
  });
});
