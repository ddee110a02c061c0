/**
 * Who sells, and what that means for the buyer's rights in Austria (issue 27 point 6): the box on
 * the detail page and at the contact form. Sources: Arbeiterkammer, 'Gewährleistung und Garantie' and
 * 'Gebrauchtwagenkauf' (consumer advice, https://www.arbeiterkammer.at/gewaehrleistung); the law
 * behind it: Verbrauchergewährleistungsgesetz (VGG, for dealers selling to consumers since 2022),
 * ABGB §§ 922 ff. (between private persons), Konsumentenschutzgesetz. Texts are plain-language
 * summaries, not legal advice.
 */
import type { SellerTypeCode } from './listing-types.ts';

export type SellerRole = 'dealer' | 'private' | 'agent';

export function sellerRoleOf(type: SellerTypeCode): SellerRole {
  return type === 'D' ? 'dealer' : type === 'P' ? 'private' : 'agent';
}

export interface SellerRoleText {
  /** the box heading */
  label: string;
  warranty: string;
  guarantee: string;
}

export const SELLER_ROLE_TEXTS: Record<SellerRole, SellerRoleText> = {
  dealer: {
    label: 'Händler',
    warranty:
      'Kaufen Sie als Privatperson bei einem Händler, haftet er 2 Jahre lang für Mängel, die bei der Übergabe schon da waren (Gewährleistung); bei Gebrauchtwagen kann die Frist auf 1 Jahr verkürzt, aber nicht ausgeschlossen werden.',
    guarantee:
      'Eine Garantie ist ein freiwilliges Versprechen des Händlers oder Herstellers zusätzlich dazu: was sie abdeckt, steht in den Garantiebedingungen.',
  },
  private: {
    label: 'Privatverkauf',
    warranty:
      'Zwischen Privatpersonen kann die Gewährleistung im Kaufvertrag ausgeschlossen werden, und meist geschieht das („wie besichtigt und probegefahren“). Für zugesagte Eigenschaften und verschwiegene Mängel haftet der Verkäufer trotzdem.',
    guarantee: 'Eine Garantie gibt es nur, wenn der Verkäufer sie ausdrücklich schriftlich zusagt.',
  },
  agent: {
    label: 'Vermittler',
    warranty:
      'Ein Vermittler verkauft im Auftrag eines privaten Eigentümers: Ihr Vertragspartner ist dann die Privatperson, und die Gewährleistung kann ausgeschlossen sein, obwohl Sie bei einem Betrieb kaufen. Die Arbeiterkammer rät, im Kaufvertrag nachzusehen, wer verkauft.',
    guarantee: 'Eine Garantie gilt nur, wenn sie der Vermittler oder der Eigentümer schriftlich zusagt.',
  },
};

/** The consumer-advice page the box links to. */
export const CONSUMER_RIGHTS_SOURCE = { label: 'Arbeiterkammer: Gewährleistung und Garantie', url: 'https://www.arbeiterkammer.at/gewaehrleistung' } as const;
