/**
 * The finance example of the detail page (SPEC §2 finance box): a plain annuity loan computed from
 * the car price. The default terms are documented here because the spec names the figures but not
 * the terms; they are typical of Austrian car-loan adverts:
 * 20 % deposit, 60 monthly rates, 6.99 % nominal debit interest p.a., a one-off processing fee of
 * 2 % of the credit amount paid at signing. The effective interest (Effektivzinssatz) is the annual
 * rate of the EU consumer-credit formula (monthly IRR compounded), so it includes the fee.
 */

export interface FinanceTerms {
  /** share of the price paid up front, 0..1 */
  depositShare: number;
  /** number of monthly rates */
  months: number;
  /** nominal debit interest per year, e.g. 0.0699 */
  debitInterest: number;
  /** one-off processing fee as a share of the credit amount */
  processingFeeShare: number;
}

export const DEFAULT_FINANCE_TERMS: FinanceTerms = { depositShare: 0.2, months: 60, debitInterest: 0.0699, processingFeeShare: 0.02 };

/** Below this credit amount no example is offered (banks do not finance such small sums as car loans). */
export const MIN_CREDIT_AMOUNT = 2000;

export interface AnnuityExample {
  price: number;
  deposit: number;
  creditAmount: number;
  months: number;
  monthlyRate: number;
  processingFee: number;
  /** deposit + all rates + fee */
  totalAmount: number;
  /** percent, e.g. 6.99 */
  debitInterest: number;
  /** percent, two decimals */
  effectiveInterest: number;
}

const cents = (v: number) => Math.round(v * 100) / 100;

/** Monthly rate of an annuity loan, rounded up to the cent so the loan is fully repaid. */
export function annuityRate(credit: number, annualRate: number, months: number): number {
  if (annualRate === 0) return Math.ceil((credit / months) * 100) / 100;
  const i = annualRate / 12;
  return Math.ceil(((credit * i) / (1 - Math.pow(1 + i, -months))) * 100) / 100;
}

/** Annual effective rate: solves payout = Σ rate/(1+j)^k by bisection, then (1+j)^12 − 1. */
export function effectiveAnnualRate(payout: number, rate: number, months: number): number {
  const presentValue = (j: number) => (j === 0 ? rate * months : (rate * (1 - Math.pow(1 + j, -months))) / j);
  let lo = 0;
  let hi = 1;
  if (presentValue(0) <= payout) return 0;
  for (let step = 0; step < 100; step++) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid) > payout) lo = mid;
    else hi = mid;
  }
  return Math.pow(1 + (lo + hi) / 2, 12) - 1;
}

/** The example for a price, or null when the credit would be too small to finance. */
export function annuityExample(price: number, terms: FinanceTerms = DEFAULT_FINANCE_TERMS): AnnuityExample | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  const deposit = Math.round(price * terms.depositShare);
  const creditAmount = price - deposit;
  if (creditAmount < MIN_CREDIT_AMOUNT) return null;
  const monthlyRate = annuityRate(creditAmount, terms.debitInterest, terms.months);
  const processingFee = cents(creditAmount * terms.processingFeeShare);
  const effective = effectiveAnnualRate(creditAmount - processingFee, monthlyRate, terms.months);
  return {
    price,
    deposit,
    creditAmount,
    months: terms.months,
    monthlyRate,
    processingFee,
    totalAmount: cents(deposit + monthlyRate * terms.months + processingFee),
    debitInterest: cents(terms.debitInterest * 100),
    effectiveInterest: cents(effective * 100),
  };
}
