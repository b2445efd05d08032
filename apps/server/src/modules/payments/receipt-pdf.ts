import PDFDocument from 'pdfkit';
import { receiptText, type ReceiptSnapshot } from './receipt-snapshot';

// A receipt as a PDF (issue 30, docs/receipts.md): drawn on the server with pdfkit (pure
// JavaScript, its standard fonts built in) from the receipt's stored snapshot, in the words the
// e-mail uses (receiptText). The standard fonts cover Western European text (WinAnsi).

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN; // A4
const COLUMNS = [
  { title: 'Item', width: 0.43, align: 'left' },
  { title: 'Unit price', width: 0.17, align: 'right' },
  { title: 'Tax', width: 0.2, align: 'right' },
  { title: 'Total', width: 0.2, align: 'right' },
] as const;

function row(doc: PDFKit.PDFDocument, cells: string[], bold = false) {
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  COLUMNS.forEach((column, i) => {
    const width = column.width * WIDTH;
    doc.text(cells[i] ?? '', x, y, { width: width - 6, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += width;
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

/** The receipt's PDF bytes. */
export function receiptPdf(snapshot: ReceiptSnapshot): Promise<Buffer> {
  const text = receiptText(snapshot);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${text.title}, ${snapshot.club.name}`, Author: snapshot.club.name, Creator: 'Rally' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const [clubName, ...clubLines] = text.club;
  doc.font('Helvetica-Bold').fontSize(16).text(clubName);
  doc.font('Helvetica').fontSize(10);
  for (const line of clubLines) doc.text(line);
  const contact = [snapshot.club.email, snapshot.club.phone].filter(Boolean).join(' · ');
  if (contact) doc.text(contact);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(20).text(text.title);
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(10);
  for (const fact of text.facts) doc.text(fact);
  doc.moveDown(1.5);

  row(
    doc,
    COLUMNS.map((c) => c.title),
    true,
  );
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + WIDTH, doc.y - 2)
    .stroke('#999999');
  doc.moveDown(0.3);
  for (const line of text.lines) row(doc, [line.text, line.unit, line.tax, line.total]);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .stroke('#999999');
  doc.moveDown(0.8);
  text.totals.forEach((total, i) => {
    doc.font(i === 2 ? 'Helvetica-Bold' : 'Helvetica').text(total, MARGIN, doc.y, { width: WIDTH, align: 'right' });
  });
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text(`Issued by ${snapshot.club.name} through Rally.`, MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
