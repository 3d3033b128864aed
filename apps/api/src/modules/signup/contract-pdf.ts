import PDFDocument from 'pdfkit';
import { WEEKDAY_LABELS } from '@client-admin/domain/schedules/constants';
import { formatDollars, toCents } from '@client-admin/domain/money';
import type { ContractDocument } from './contract-document';

/** Who signed, when, from where, and what: the PDF's last page. */
export interface SignatureEvidence {
  approvalName: string;
  initials: string;
  signedAt: Date;
  clientIp: string;
  userAgent: string;
  documentSha256: string;
}

const money = (dollars: number) => formatDollars(toCents(dollars));

/**
 * The signed contract as a PDF, rendered once at signing (pdfkit's built-in Helvetica, so no font
 * file ships). Names and addresses are printed as text: nothing a client typed is interpreted.
 * The creation date is the signing time, so the same contract renders the same bytes.
 */
export function renderContractPdf(
  document: ContractDocument,
  evidence: SignatureEvidence,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: {
      Title: `Lead purchase agreement ${document.signupId}`,
      Subject: document.client.fullName,
      Author: 'Client Admin',
      CreationDate: evidence.signedAt,
      ModDate: evidence.signedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) =>
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(text).font('Helvetica').fontSize(10);
  const { client } = document;

  doc.font('Helvetica-Bold').fontSize(18).text('Lead purchase agreement');
  doc.font('Helvetica').fontSize(10).text(`Signup ${document.signupId}`);
  heading('Client');
  doc.text(`${client.fullName} (${client.clientType.toLowerCase()})`);
  if (client.contact) doc.text(`Contact: ${client.contact}`);
  if (client.address) doc.text(client.address);
  doc.text([client.phone, client.email].filter(Boolean).join(' · '));
  if (client.parentCompany) doc.text(`Parent company: ${client.parentCompany}`);
  if (client.level) doc.text(`Level: ${client.level}`);

  heading('Lead channels');
  for (const channel of document.channels) {
    doc.font('Helvetica-Bold').text(`${channel.name} — ${money(channel.price)} a lead`);
    doc.font('Helvetica');
    if (channel.weeklyCap !== null && channel.weeklyCap >= 0) {
      doc.text(`Weekly cap: ${channel.weeklyCap}`);
    }
    doc.text(`Territory: ${channel.territory.join('; ') || 'none'}`);
    doc.text(`Filters: ${channel.filters}`);
  }

  if (document.schedule.length) {
    heading('Schedule (Eastern Time)');
    for (const day of document.schedule) {
      doc.text(`${WEEKDAY_LABELS[day.dayIndex] ?? day.dayIndex}: ${day.parts.join(', ')}`);
    }
  }

  heading('Terms');
  document.terms.forEach((term, i) => doc.text(`${i + 1}. ${term}`, { paragraphGap: 4 }));

  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).text('Signature evidence');
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`Signed by: ${evidence.approvalName} (initials ${evidence.initials})`);
  doc.text(`Signed at: ${evidence.signedAt.toISOString()} (UTC, the server's clock)`);
  doc.text(`From IP address: ${evidence.clientIp}`);
  doc.text(`Browser: ${evidence.userAgent || 'not given'}`);
  doc.text('Consent: the signer agreed to sign electronically (ESIGN Act, UETA).');
  doc.text(`SHA-256 of the contract shown to the signer: ${evidence.documentSha256}`);
  doc.end();
  return done;
}
