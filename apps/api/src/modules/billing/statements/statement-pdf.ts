import PDFDocument from 'pdfkit';
import type { Statement } from '@client-admin/contracts/billing-statements';
import {
  STATEMENT_LINE_LABELS,
  STATEMENT_LINES,
} from '@client-admin/domain/billing/statements/statement-arithmetic';
import { STATEMENT_KIND_LABELS } from '@client-admin/domain/billing/statements/statement-constants';
import { formatDollars, toCents } from '@client-admin/domain/money';

const titleOf = (statement: Statement) => `${STATEMENT_KIND_LABELS[statement.kind]} statement`;

const money = (dollars: number) => formatDollars(toCents(dollars));

/**
 * A statement as a PDF (pdfkit's built-in Helvetica, so no font file ships): the client, the
 * period (UTC) and, per product, the opening balance, each kind of movement and the closing
 * balance. The period is also in the document's title, which PDF readers show.
 */
export function renderStatementPdf(
  statement: Statement,
  client: { id: number; name: string },
): Promise<Buffer> {
  const period = `${statement.periodStart} to ${statement.periodEnd}`;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `${titleOf(statement)} ${period}`,
      Subject: `Client ${client.id}`,
      Author: 'Client Admin',
      CreationDate: new Date(statement.createDate),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(titleOf(statement));
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  doc.text(`Client: ${client.name} (#${client.id})`);
  doc.text(`Period: ${period} (UTC)`);
  doc.text(`Written: ${statement.createDate.slice(0, 10)}`);

  const left = doc.page.margins.left;
  const amountX = doc.page.width - doc.page.margins.right - 120;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left, y, { width: amountX - left - 10 });
    doc.text(amount, amountX, y, { width: 120, align: 'right' });
  };
  for (const product of statement.products) {
    doc.moveDown(1.2).font('Helvetica-Bold').fontSize(13).text(product.productName, left);
    doc.moveDown(0.3).fontSize(11);
    row('Opening balance', money(product.opening), true);
    for (const line of STATEMENT_LINES) {
      row(STATEMENT_LINE_LABELS[line], money(product.lines[line]));
    }
    row('Closing balance', money(product.closing), true);
  }
  doc.end();
  return done;
}
