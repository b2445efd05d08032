import qrcode from 'qrcode-generator';

/** A QR code of `text` as an SVG data address (qrcode-generator: pure JavaScript, no network). */
export function qrImage(text: string) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.createSvgTag({ cellSize: 4, margin: 2, scalable: true }))}`;
}
