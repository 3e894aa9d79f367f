import QRCode from "qrcode";

/**
 * A ticket's QR code as a PNG data URL: it carries the ticket code itself, which the
 * check-in scanner reads. Error correction M and a 4-module quiet zone read well from
 * a phone screen held under a door-side camera; 200 px keeps each image about 1 KB.
 * Mail clients get it as an inline (cid) attachment: the SMTP sender turns data URLs
 * into attachments (lib/mail/send-mail.server.ts).
 */
export function ticketQrDataUrl(code: string): Promise<string> {
  return QRCode.toDataURL(code, { errorCorrectionLevel: "M", margin: 4, width: 200 });
}
