import { describe, expect, it } from 'vitest';
import { escapeMarkup as escapeHtml } from '../domain/format/markup-escape.ts';
import { html, multiline, safeHref } from './html.ts';
import { sellerLeadMail } from './templates/lead-mails.ts';

describe('mail HTML', () => {
  it('escapes every interpolated value but keeps nested templates', () => {
    const name = '<img src=x onerror=alert(1)> & "Co"';
    const out = html`<p title="${name}">${name}${html`<b>${'ok'}</b>`}</p>`;
    expect(out.value).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;">&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;<b>ok</b></p>',
    );
    expect(escapeHtml("it's")).toBe('it&#39;s');
  });

  it('keeps line breaks of user text and refuses non-http links', () => {
    expect(multiline('Zeile 1\n<Zeile 2>').value).toBe('Zeile 1<br>&lt;Zeile 2&gt;');
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('https://example.at/x')).toBe('https://example.at/x');
  });

  it('renders a German seller mail with the site frame in HTML and plain text', () => {
    const mail = sellerLeadMail(
      { siteName: 'Gebrauchtwagen.at', publicUrl: 'https://www.gebrauchtwagen.at/' },
      { id: 42, title: 'VW Golf <GTI>', price: '€ 14.990', detailPath: '/fahrzeuge/vw-golf-gti/42' },
      { name: 'Maria Huber', email: 'maria@example.at', phone: '', comment: 'Hallo\nNoch da?' },
      { url: 'https://www.gebrauchtwagen.at/anfrage-beantwortet/abc/', identifier: 'lead-1' },
    );
    expect(mail.subject).toBe('Neue Anfrage zu Ihrem Fahrzeug: VW Golf <GTI>');
    expect(mail.html).toContain('<html lang="de-AT">');
    expect(mail.html).toContain('VW Golf &lt;GTI&gt;');
    expect(mail.html).toContain('href="https://www.gebrauchtwagen.at/fahrzeuge/vw-golf-gti/42"');
    expect(mail.html).toContain('Hallo<br>Noch da?');
    expect(mail.html).not.toContain('Telefon');
    expect(mail.text).toContain('Maria Huber interessiert sich für Ihr Fahrzeug VW Golf <GTI> (€ 14.990, Angebotsnummer 42).');
    expect(mail.text).toContain('Inserat ansehen: https://www.gebrauchtwagen.at/fahrzeuge/vw-golf-gti/42');
    expect(mail.html).toContain('href="https://www.gebrauchtwagen.at/anfrage-beantwortet/abc/"');
    expect(mail.text).toContain('Anfrage beantwortet: https://www.gebrauchtwagen.at/anfrage-beantwortet/abc/');
  });
});
