import * as QRCode from 'qrcode';

/** Light modules around the code, as the QR standard asks (4 modules). */
const QUIET_ZONE = 4;

/**
 * Draws a QR code of `text` into a square (made here, from the `qrcode` library's module
 * matrix: no QR web service is asked, spec's difference noted in ARCHITECTURE.md).
 */
export function drawQrCode(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  side: number,
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + QUIET_ZONE * 2;
  const cell = Math.floor(side / count);
  const offset = Math.floor((side - cell * count) / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, side, side);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      ctx.fillRect(
        x + offset + (col + QUIET_ZONE) * cell,
        y + offset + (row + QUIET_ZONE) * cell,
        cell,
        cell,
      );
    }
  }
}
