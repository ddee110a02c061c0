import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFeed, type FeedFormat, type FeedItem } from './feed-reader.ts';

async function collect(format: FeedFormat, text: string, chunkSize = 7): Promise<FeedItem[]> {
  async function* chunks() {
    for (let i = 0; i < text.length; i += chunkSize) yield text.slice(i, i + chunkSize);
  }
  const out: FeedItem[] = [];
  for await (const item of readFeed(format, chunks)) out.push(item);
  return out;
}

describe('CSV feed reader', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes, CRLF, BOM and nested headers', async () => {
    const text = '\uFEFFofferReference;price;description;wltp.co2EmissionsCombined\r\nA-1;12990;"Sehr ""gepflegt"";\nzweite Zeile";142\r\nA-2;5000;;\r\n';
    for (const size of [1, 3, 7, 1000]) {
      const items = await collect('csv', text, size);
      expect(items).toEqual([
        {
          position: 'Zeile 2',
          data: { offerReference: 'A-1', price: '12990', description: 'Sehr "gepflegt";\nzweite Zeile', wltp: { co2EmissionsCombined: '142' } },
        },
        { position: 'Zeile 4', data: { offerReference: 'A-2', price: '5000' } },
      ]);
    }
  });

  it('detects comma and tab delimiters and reads a last line without line break', async () => {
    expect(await collect('csv', 'a,b\n1,"x,y"')).toEqual([{ position: 'Zeile 2', data: { a: '1', b: 'x,y' } }]);
    expect(await collect('csv', 'a\tb\n1\t2\n')).toEqual([{ position: 'Zeile 2', data: { a: '1', b: '2' } }]);
  });

  it('refuses a file with a quote that is never closed, naming the line it opened on', async () => {
    const items = await collect('csv', 'a;b\n1;2\n3;"offen\n5;6\n');
    expect(items).toEqual([{ position: 'Zeile 3', error: 'Zeile 3: Anführungszeichen nicht geschlossen (das Dateiende kam vorher)', broken: true }]);
  });

  it('refuses a file where a later quote closes an open one (text follows the closing quote)', async () => {
    for (const size of [1, 5, 1000]) {
      const items = await collect('csv', 'a;b\n1;"offen\n3;4\n5;"zu"\n', size);
      expect(items).toEqual([
        { position: 'Zeile 2', error: 'Zeile 2: Anführungszeichen nicht geschlossen (Text nach dem schließenden Anführungszeichen in Zeile 4)', broken: true },
      ]);
    }
    // Spaces between a closing quote and the delimiter are harmless.
    expect(await collect('csv', 'a;b\n"x" ;"y"  \r\n')).toEqual([{ position: 'Zeile 2', data: { a: 'x', b: 'y' } }]);
  });

  it('refuses an empty file', async () => {
    expect(await collect('csv', '')).toEqual([{ position: 'Zeile 1', error: 'Die Datei ist leer (keine Kopfzeile)', broken: true }]);
  });

  it('rejects a row with more cells than the header', async () => {
    expect(await collect('csv', 'a;b\n1;2;3\n')).toEqual([{ position: 'Zeile 2', error: '3 Spalten, die Kopfzeile hat 2' }]);
  });

  it('gives the same records for any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        async (rows, size) => {
          const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
          const text = 'x;y\n' + rows.map(([x, y]) => `${quote(x)};${quote(y)}`).join('\n') + '\n';
          const expected = rows.map(([x, y]) => ({ ...(x.trim() !== '' ? { x } : {}), ...(y.trim() !== '' ? { y } : {}) }));
          const items = await collect('csv', text, size);
          expect(items.map((i) => ('data' in i ? i.data : i))).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('JSON feed reader', () => {
  it('reads a top-level array element by element, with brackets and quotes inside strings', async () => {
    const text = ' [ {"offerReference":"A-1","description":"Klammer } und \\" und ]"}, {"offerReference":"A-2","equipments":[1,2]} ] ';
    for (const size of [1, 5, 1000]) {
      expect(await collect('json', text, size)).toEqual([
        { position: 'Eintrag 1', data: { offerReference: 'A-1', description: 'Klammer } und " und ]' } },
        { position: 'Eintrag 2', data: { offerReference: 'A-2', equipments: [1, 2] } },
      ]);
    }
  });

  it('reads NDJSON and reports broken elements without stopping', async () => {
    const items = await collect('json', '{"a":1}\n{"a":2,}\n{"a":3}\n');
    expect(items).toEqual([
      { position: 'Eintrag 1', data: { a: 1 } },
      { position: 'Eintrag 2', error: 'Kein gültiges JSON' },
      { position: 'Eintrag 3', data: { a: 3 } },
    ]);
  });

  it('refuses a file cut off anywhere as a whole: no record comes out, only the break', async () => {
    const whole = '[{"a":1},{"a":"x]"}]';
    for (let cut = 1; cut < whole.length; cut++) {
      for (const size of [1, 4, 1000]) {
        const items = await collect('json', whole.slice(0, cut), size);
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ broken: true, error: expect.stringMatching(/^Unerwartetes Dateiende/) });
      }
    }
    expect(await collect('json', '[{"a":1},{"a":')).toEqual([{ position: 'Eintrag 2', error: 'Unerwartetes Dateiende mitten in Eintrag 2', broken: true }]);
    expect(await collect('json', '[{"a":1},')).toEqual([
      { position: 'nach Eintrag 1', error: "Unerwartetes Dateiende: das schließende ']' fehlt", broken: true },
    ]);
  });

  it('ends in the break when the file was cut between the check and the import', async () => {
    const texts = ['[{"a":1},{"a":2}]', '[{"a":1},{"a":'];
    const open = async function* () {
      yield texts.shift() ?? '';
    };
    const items: FeedItem[] = [];
    for await (const item of readFeed('json', open)) items.push(item);
    expect(items).toEqual([
      { position: 'Eintrag 1', data: { a: 1 } },
      { position: 'Eintrag 2', error: 'Unerwartetes Dateiende mitten in Eintrag 2', broken: true },
    ]);
  });

  it('refuses an empty file, text that is not JSON, and text after the array', async () => {
    expect(await collect('json', ' \n')).toEqual([{ position: 'Dateianfang', error: 'Die Datei ist leer', broken: true }]);
    expect(await collect('json', '<html>Fehler 502</html>')).toMatchObject([{ position: 'Dateianfang', broken: true }]);
    expect(await collect('json', '[{"a":1}]\n[{"a":2}]')).toMatchObject([{ position: 'nach Eintrag 1', broken: true }]);
    expect(await collect('json', '[{"a":1}] \n')).toEqual([{ position: 'Eintrag 1', data: { a: 1 } }]);
  });
});
