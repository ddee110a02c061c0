/**
 * The private-sale contract as a PDF (issue 28 §4), drawn with pdf-lib's built-in Helvetica
 * (WinAnsi: ä, ö, ü, ß and € print), A4, no fonts or network needed. The car's make and model are
 * also the document's title, so a saved file names the car.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { CONTRACT_TITLE, contractBlocks, type ContractCar } from './sale-contract-text.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const BODY = 10;
const GREY = rgb(0.35, 0.38, 0.42);

/** Breaks a text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

export async function saleContractPdf(car: ContractCar, siteName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const carName = [car.make, car.model].filter((s) => s !== '').join(' ');
  doc.setTitle(carName ? `Kaufvertrag ${carName}` : 'Kaufvertrag');
  doc.setSubject(CONTRACT_TITLE);
  doc.setCreator(siteName);
  doc.setLanguage('de-AT');

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (s: string, x: number, font: PDFFont, size: number, color = rgb(0, 0, 0)) => page.drawText(s, { x, y, font, size, color });

  for (const line of wrap(CONTRACT_TITLE, bold, 16, WIDTH)) {
    text(line, MARGIN, bold, 16);
    y -= 22;
  }
  for (const block of contractBlocks(car)) {
    switch (block.kind) {
      case 'heading':
        room(40);
        y -= 8;
        text(block.text, MARGIN, bold, 12);
        y -= 18;
        break;
      case 'paragraph':
        for (const line of wrap(block.text, regular, BODY, WIDTH)) {
          room(14);
          text(line, MARGIN, regular, BODY);
          y -= 14;
        }
        y -= 4;
        break;
      case 'field': {
        room(22);
        const labelWidth = 190;
        for (const [i, line] of wrap(block.label, regular, 9, labelWidth - 8).entries())
          page.drawText(line, { x: MARGIN, y: y - i * 11, font: regular, size: 9, color: GREY });
        if (block.value !== '') text(block.value, MARGIN + labelWidth, bold, 11);
        page.drawLine({ start: { x: MARGIN + labelWidth, y: y - 4 }, end: { x: MARGIN + WIDTH, y: y - 4 }, thickness: 0.5, color: GREY });
        y -= 24;
        break;
      }
      case 'condition': {
        room(40);
        text(block.label, MARGIN, bold, BODY);
        y -= 15;
        page.drawRectangle({ x: MARGIN, y: y - 1, width: 8, height: 8, borderColor: rgb(0, 0, 0), borderWidth: 0.7 });
        text('ohne erkennbare Mängel', MARGIN + 14, regular, 9);
        page.drawRectangle({ x: MARGIN + 150, y: y - 1, width: 8, height: 8, borderColor: rgb(0, 0, 0), borderWidth: 0.7 });
        text('mit folgenden Mängeln:', MARGIN + 164, regular, 9);
        page.drawLine({ start: { x: MARGIN + 270, y: y - 3 }, end: { x: MARGIN + WIDTH, y: y - 3 }, thickness: 0.5, color: GREY });
        y -= 22;
        break;
      }
      case 'signatures':
        room(70);
        y -= 40;
        for (const [i, who] of ['Unterschrift Verkäufer', 'Unterschrift Käufer'].entries()) {
          const x = MARGIN + i * (WIDTH / 2 + 10);
          page.drawLine({ start: { x, y: y + 12 }, end: { x: x + WIDTH / 2 - 10, y: y + 12 }, thickness: 0.7, color: rgb(0, 0, 0) });
          page.drawText(who, { x, y, font: regular, size: 9, color: GREY });
        }
        y -= 20;
        break;
    }
  }
  const pages = doc.getPages();
  for (const [i, p] of pages.entries()) {
    p.drawText(`${siteName} · Muster ohne Gewähr; im Zweifel hilft eine Beratung (z. B. Autofahrerclub, Arbeiterkammer). Seite ${i + 1} von ${pages.length}`, {
      x: MARGIN,
      y: 30,
      font: regular,
      size: 7.5,
      color: GREY,
    });
  }
  return doc.save();
}
