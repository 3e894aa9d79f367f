import sharp from "sharp";

/**
 * A real PNG of noise, stored uncompressed so it is larger than one byte-sniff sample
 * (4,100 bytes): what upload tests send as a picture.
 */
export function noisyPng(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
