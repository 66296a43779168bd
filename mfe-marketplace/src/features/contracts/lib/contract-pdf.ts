import { jsPDF } from 'jspdf';
import type { Contract } from '../api/contracts-query';
import { auditLines, contractFileName, pdfSafe } from './contract-pdf-text';

const PAGE = { width: 612, height: 792, margin: 54 };

/** The contract as a PDF: the document text, then an audit page (who signed, when, the document hash). */
export function buildContractPdf(contract: Contract): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  doc.setProperties({ title: pdfSafe(contract.document.split('\n')[0] ?? 'Contract'), subject: 'Sponsorship agreement', creator: 'Pitchside' });
  const width = PAGE.width - PAGE.margin * 2;
  let y = PAGE.margin;
  const write = (text: string, { size = 10, bold = false }: { size?: number; bold?: boolean } = {}) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines = text === '' ? [''] : (doc.splitTextToSize(pdfSafe(text), width) as string[]);
    for (const line of lines) {
      if (y + size * 1.35 > PAGE.height - PAGE.margin) {
        doc.addPage();
        y = PAGE.margin;
      }
      doc.text(line, PAGE.margin, y + size);
      y += size * 1.35;
    }
  };
  contract.document.split('\n').forEach((line, i) => write(line, { size: i === 0 ? 14 : 10, bold: i === 0 || /^(\d+\.\s+[A-Z ]+|SIGNATURES)$/.test(line) }));
  doc.addPage();
  y = PAGE.margin;
  write('Audit trail', { size: 14, bold: true });
  write('');
  for (const line of auditLines(contract)) write(line);
  return doc;
}

export function downloadContractPdf(contract: Contract): void {
  buildContractPdf(contract).save(contractFileName(contract));
}
