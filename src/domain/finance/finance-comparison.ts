import { formatNumber, formatPercent, formatPrice } from '../format/number-format.ts';
import type { AnnuityExample } from './annuity-example.ts';

export interface FormattedFigure {
  raw: number;
  formatted: string;
}

/** The finance box's example (SPEC §2), every figure raw and formatted; shared by API and detail page. */
export interface FinanceComparison {
  totalAmount: FormattedFigure;
  deposit: FormattedFigure;
  duration: FormattedFigure;
  creditAmount: FormattedFigure;
  effectiveInterest: FormattedFigure;
  debitInterest: FormattedFigure;
  monthlyRate: FormattedFigure;
  processingFee: FormattedFigure;
}

export function financeComparison(ex: AnnuityExample): FinanceComparison {
  const euro = (v: number) => ({ raw: v, formatted: formatPrice(v) });
  const percent = (v: number) => ({ raw: v, formatted: formatPercent(v) });
  return {
    totalAmount: euro(ex.totalAmount),
    deposit: euro(ex.deposit),
    duration: { raw: ex.months, formatted: `${formatNumber(ex.months)} Monate` },
    creditAmount: euro(ex.creditAmount),
    effectiveInterest: percent(ex.effectiveInterest),
    debitInterest: percent(ex.debitInterest),
    monthlyRate: euro(ex.monthlyRate),
    processingFee: euro(ex.processingFee),
  };
}
