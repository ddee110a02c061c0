import { describe, expect, it } from 'vitest';
import { checkScamText, matchedWords, scamTextSignals, validIban, type ScamTextContext } from './scam-text-signals.ts';

const PRIVATE_AD: ScamTextContext = { source: 'listing', seller: 'private' };
const DEALER_AD: ScamTextContext = { source: 'listing', seller: 'dealer' };
const ENQUIRY: ScamTextContext = { source: 'enquiry' };
const kinds = (text: string, context: ScamTextContext) => scamTextSignals(text, context).map((s) => s.kind);

describe('scam text signals (issue 37 point 1)', () => {
  it('finds an IBAN only when its check digits are right', () => {
    expect(validIban('AT61 1904 3002 3457 3201')).toBe(true);
    expect(validIban('AT62 1904 3002 3457 3201')).toBe(false);
    const check = checkScamText('Bitte den Betrag auf RO92 BTRL 0130 4205 S614 63XX überweisen.', PRIVATE_AD);
    expect(check.suspicious).toBe(true);
    expect(matchedWords(check.signals)).toContain('RO92BTRL01304205S61463XX');
    expect(kinds('Fahrgestellnummer WVWZZZ1KZ6W123456, Service AT62 1904 3002 3457 3201', DEALER_AD)).not.toContain('iban');
  });

  it("finds 'Überweisung vorab' although it starts with an umlaut", () => {
    expect(checkScamText('Bezahlung per Überweisung vorab, dann Übergabe', PRIVATE_AD).suspicious).toBe(true);
  });

  it('finds a BIC after its label, payment services and fake escrow', () => {
    expect(kinds('BIC: BTRLRO22', PRIVATE_AD)).toEqual(['bic']);
    expect(kinds('Zahlung per Western Union oder Amazon-Gutschein', ENQUIRY)).toEqual(['payment-service', 'payment-service']);
    expect(kinds('Die Abwicklung läuft über den DHL-Treuhandservice', PRIVATE_AD)).toEqual(['escrow']);
  });

  it('takes an Austrian mobile for domestic and a foreign one as a signal', () => {
    expect(kinds('Erreichbar unter +43 664 1234567 oder 0660 9876543', PRIVATE_AD)).toEqual([]);
    expect(kinds('Ruf mich an: 0043 676 5551234', ENQUIRY)).toEqual([]);
    expect(kinds('Ich bin derzeit in England, Handy +44 7911 123456', PRIVATE_AD)).toEqual(['foreign-mobile']);
    expect(kinds('Autohaus in Freilassing, Tel. +49 8654 12345', DEALER_AD)).toEqual([]);
    expect(kinds('Kilometerstand 125.000 km, Preis 12.000 / 15.000 verhandelbar', PRIVATE_AD)).toEqual([]);
  });

  it("weighs 'Anzahlung' in a dealer's financing text as honest, alone in a private ad as weak", () => {
    expect(checkScamText('Finanzierung mit Anzahlung ab 0 %, Laufzeit 60 Monate', DEALER_AD).signals).toEqual([]);
    expect(checkScamText('Anzahlung von 500 Euro sichert Ihnen das Auto', PRIVATE_AD).suspicious).toBe(false);
    expect(checkScamText('Nach der Anzahlung liefert die Spedition das Auto zu Ihnen', PRIVATE_AD).suspicious).toBe(true);
  });

  it('reads a negation as honest: "keine Anzahlung, kein Treuhand"', () => {
    expect(checkScamText('Keine Anzahlung, kein Versand, keine Treuhand-Geschichten. Nur Besichtigung vor Ort.', PRIVATE_AD).signals).toEqual([]);
  });

  it('moves off the site: messengers and an e-mail address in a private ad', () => {
    expect(checkScamText('Schreib mir lieber auf WhatsApp, hier antworte ich selten', ENQUIRY).suspicious).toBe(true);
    expect(checkScamText('Kontakt nur per Signal oder Telegram', PRIVATE_AD).suspicious).toBe(true);
    expect(checkScamText('Bei Interesse: verkauf.auto77@gmail.com', PRIVATE_AD).suspicious).toBe(true);
    expect(checkScamText('Ihre Anfrage bitte an verkauf@autohaus-muster.at', DEALER_AD).suspicious).toBe(false);
    expect(checkScamText('Beratung auch per WhatsApp', DEALER_AD).suspicious).toBe(false);
    expect(checkScamText('Blinker-Signal links defekt, sonst top', PRIVATE_AD).signals).toEqual([]);
  });
});
