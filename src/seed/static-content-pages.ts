/** Content served by /api/static-content/{name} and the static pages. HTML is sanitised when rendered. */
export const STATIC_CONTENT_PAGES: readonly { name: string; title: string; html: string }[] = [
  { name: 'privacy-policy', title: 'Datenschutzerklärung', html: '<p>Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen.</p>' },
  { name: 'kfz-kaufvertrag', title: 'KFZ-Kaufvertrag', html: '<p>Musterkaufvertrag für den privaten Gebrauchtwagenkauf.</p>' },
  { name: 'current-safety', title: 'Aktuelle Sicherheitshinweise', html: '<p>Aktuelle Warnungen vor Betrugsmaschen beim Autokauf.</p>' },
  { name: 'safety-precaution', title: 'Sicherheitshinweise', html: '<p>So schützen Sie sich vor Betrug beim Autokauf.</p>' },
  { name: 'imprint', title: 'Impressum', html: '<p>Medieninhaber und Herausgeber.</p>' },
];
