import { cardGeometry, pdfImagePlacement } from '@looklab/shared';
import { blobToBase64 } from '../canvas';

/** The card's PNG pages as one A4 PDF (mm), each centred and scaled into the 10 mm margin. */
export async function cardPdf(pages: readonly Blob[]): Promise<Blob> {
  // jsPDF is large and only PDF downloads need it: loaded on first use
  const { jsPDF } = await import('jspdf');
  const { format, widthMm, heightMm } = cardGeometry.pdf;
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format });
  const place = pdfImagePlacement(cardGeometry.png.width, cardGeometry.png.height);
  for (const [index, page] of pages.entries()) {
    if (index > 0) pdf.addPage([widthMm, heightMm], 'portrait');
    const base64 = await blobToBase64(page);
    pdf.addImage(base64, 'PNG', place.x, place.y, place.width, place.height, undefined, 'FAST');
  }
  return pdf.output('blob');
}
