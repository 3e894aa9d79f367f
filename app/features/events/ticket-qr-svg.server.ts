import QRCode from "qrcode";

/**
 * A ticket's QR code as inline SVG markup, drawn on the server so the tickets page
 * needs no QR library in the browser and still shows every code offline (the page is
 * cached whole by the tickets service worker). It encodes the ticket code exactly as
 * printed, so a camera scan and a typed code reach the same check-in.
 *
 * Error correction M survives a cracked phone screen or a crumpled print-out while the
 * 20-odd character codes stay a small, easily scanned symbol. (The ticket e-mail's PNGs
 * are drawn by ticket-qr.server.ts with the same payload.)
 */
export async function ticketQrSvg(code: string): Promise<string> {
  const svg = await QRCode.toString(code, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  // The library sets no size: the page sizes the box, the SVG fills it.
  return svg.replace(
    "<svg ",
    '<svg width="100%" height="100%" aria-hidden="true" focusable="false" ',
  );
}
