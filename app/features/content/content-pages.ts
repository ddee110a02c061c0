/**
 * The static pages whose body comes from stored content (SPEC §2 Static pages, §7 static-content):
 * path → content name, heading and SEO title. Safety advice has the page id `security-advise`
 * and its own SEO title about fraud in car buying.
 */
import { ROUTE_PATHS } from '#src/domain/navigation/route-paths.ts';
export interface ContentPage {
  path: string;
  /** name under /api/static-content/{name} */
  contentName: string;
  heading: string;
  seoTitle: string;
  description: string;
  /** offer a print button (the purchase contract is a form to print) */
  printable?: boolean;
}

export const CONTENT_PAGES: readonly ContentPage[] = [
  {
    path: ROUTE_PATHS.privacyPolicy,
    contentName: 'privacy-policy',
    heading: 'Datenschutzerklärung',
    seoTitle: 'Datenschutzerklärung',
    description: 'Welche Daten Gebrauchtwagen.at verarbeitet, wozu, wie lange und welche Rechte Sie nach der DSGVO haben.',
  },
  {
    path: ROUTE_PATHS.imprint,
    contentName: 'imprint',
    heading: 'Impressum',
    seoTitle: 'Impressum',
    description: 'Impressum und Offenlegung von Gebrauchtwagen.at gemäß E-Commerce-Gesetz, UGB, Gewerbeordnung und Mediengesetz.',
  },
  {
    path: ROUTE_PATHS.salesContract,
    contentName: 'kfz-kaufvertrag',
    heading: 'KFZ-Kaufvertrag',
    seoTitle: 'KFZ-Kaufvertrag: Muster für den Gebrauchtwagenkauf zum Ausdrucken',
    description: 'Kostenloser Muster-Kaufvertrag für den privaten Gebrauchtwagenkauf in Österreich – ausdrucken, ausfüllen, unterschreiben.',
    printable: true,
  },
  {
    path: ROUTE_PATHS.safetyAdvice,
    contentName: 'safety-precaution',
    heading: 'Sicherheitshinweise',
    seoTitle: 'Betrug beim Autokauf erkennen: Sicherheitshinweise',
    description: 'So erkennen Sie Betrugsmaschen beim Gebrauchtwagenkauf und -verkauf: Vorauszahlung, falsche Treuhanddienste, Überzahlung, Phishing.',
  },
  {
    path: ROUTE_PATHS.currentSafetyAdvice,
    contentName: 'current-safety',
    heading: 'Sicherheitshinweise',
    seoTitle: 'Aktuelle Betrugsmaschen beim Autokauf: Warnungen',
    description: 'Aktuelle Warnungen vor Betrugsmaschen rund um Gebrauchtwagen-Inserate: gefälschte Bezahlseiten, kopierte Autohäuser, Überzahlung.',
  },
];

/** The content page of a path, with or without trailing slash. */
export function contentPageFor(pathname: string): ContentPage | undefined {
  const normalised = pathname.toLowerCase().replace(/\/?$/, '/');
  return CONTENT_PAGES.find((p) => p.path === normalised);
}
