import { ffmpegPath, runFfmpeg } from "~/lib/media/ffmpeg.server";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * Real, small demo media made on the spot: no network, no binaries beyond sharp
 * (and ffmpeg for video, only when installed). Used by tests and the demo seed, so
 * everything is deterministic: the same inputs give the same bytes.
 */

// ---------------------------------------------------------------------------
// Shared helpers

/** Small seeded PRNG (mulberry32): same seed, same "random" shapes and melodies. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string: turns titles into seeds. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
      // Control characters are not allowed in XML 1.0 at all.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
  );
}

function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Three colours: gradient start, gradient end, accent. */
type Palette = [string, string, string];

function paletteFor(
  hue: number | undefined,
  palette: string[] | undefined,
  seedText: string,
): Palette {
  if (palette && palette.length >= 2) {
    for (const colour of palette) {
      if (!HEX_COLOR.test(colour))
        throw new Error(`Palette colours must be #rrggbb, got ${colour}`);
    }
    return [palette[0]!, palette[1]!, palette[2] ?? "#ffffff"];
  }
  const h = hue ?? hashString(seedText) % 360;
  // Analogous accent: livelier than the background, never clashing with it.
  return [hsl(h, 70, 48), hsl(h + 38, 72, 26), hsl(h - 50, 90, 66)];
}

/**
 * Greedy word wrap by estimated width. DejaVu Sans Bold (what `sans-serif` resolves
 * to here) averages about 0.62 em per character; we wrap a little early to be safe.
 */
function wrapByChars(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (from `max` down) at which `text` fits in `lines` lines of `width`. */
function fitText(text: string, width: number, max: number, maxLines: number) {
  const EM = 0.62;
  for (let size = max; size > 12; size -= 2) {
    const lines = wrapByChars(text, Math.floor(width / (size * EM)));
    if (lines.length <= maxLines && lines.every((l) => l.length * size * EM <= width))
      return { size, lines };
  }
  const size = 12;
  const lines = wrapByChars(text, Math.floor(width / (size * EM)));
  // Very long titles: keep the first lines and mark the cut.
  return {
    size,
    lines:
      lines.length > maxLines
        ? [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`]
        : lines,
  };
}

async function render(svg: string, format: "jpeg" | "png"): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  return format === "png"
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

// ---------------------------------------------------------------------------
// Images

export type CoverImageOptions = {
  title: string;
  subtitle?: string;
  /** Base hue 0-359; derived from the title when neither hue nor palette is given. */
  hue?: number;
  /** `#rrggbb` colours: gradient start, gradient end, optional accent. */
  palette?: string[];
  width?: number;
  height?: number;
  format?: "jpeg" | "png";
  /**
   * "square": keep the words inside the centred square, so a square crop (a gallery
   * thumbnail) still shows them whole; by default they run the full width.
   */
  textArea?: "full" | "square";
};

/** Decorative shapes: big soft circles, rings, a dot grid and a few triangles. */
function shapes(rand: () => number, width: number, height: number, accent: string): string {
  const out: string[] = [];
  const unit = Math.min(width, height);
  for (let i = 0; i < 4; i++) {
    const r = unit * (0.18 + rand() * 0.3);
    out.push(
      `<circle cx="${(rand() * width).toFixed(1)}" cy="${(rand() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="#ffffff" fill-opacity="${(0.05 + rand() * 0.08).toFixed(3)}"/>`,
    );
  }
  for (let i = 0; i < 2; i++) {
    const r = unit * (0.12 + rand() * 0.2);
    out.push(
      `<circle cx="${(width * (0.55 + rand() * 0.45)).toFixed(1)}" cy="${(rand() * height * 0.6).toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="${(unit * 0.012).toFixed(1)}"/>`,
    );
  }
  // Dot grid in the top-right corner, a nod to adire and ankara prints.
  const gx = width * (0.62 + rand() * 0.1);
  const gy = height * 0.08;
  const step = unit * 0.045;
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 7; col++) {
      out.push(
        `<circle cx="${(gx + col * step).toFixed(1)}" cy="${(gy + row * step).toFixed(1)}" r="${(step * 0.16).toFixed(1)}" fill="#ffffff" fill-opacity="0.35"/>`,
      );
    }
  }
  for (let i = 0; i < 3; i++) {
    const cx = width * (0.45 + rand() * 0.5);
    const cy = height * (0.2 + rand() * 0.6);
    const s = unit * (0.05 + rand() * 0.08);
    const turn = rand() * 360;
    out.push(
      `<polygon points="0,${(-s).toFixed(1)} ${(s * 0.87).toFixed(1)},${(s * 0.5).toFixed(1)} ${(-s * 0.87).toFixed(1)},${(s * 0.5).toFixed(1)}" transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${turn.toFixed(1)})" fill="${accent}" fill-opacity="${(0.35 + rand() * 0.3).toFixed(3)}"/>`,
    );
  }
  return out.join("");
}

function coverSvg(
  options: Required<Pick<CoverImageOptions, "title" | "width" | "height">> & CoverImageOptions,
): string {
  const { title, subtitle, width, height } = options;
  const seedText = `${title}|${subtitle ?? ""}|${options.hue ?? ""}|${options.palette?.join(",") ?? ""}|${width}x${height}`;
  const [from, to, accent] = paletteFor(options.hue, options.palette, title);
  const rand = prng(hashString(seedText));
  const inset =
    options.textArea === "square" ? Math.round((width - Math.min(width, height)) / 2) : 0;
  const pad = Math.round((width - inset * 2) * 0.07);
  const left = inset + pad;
  const textWidth = width - left * 2;
  const { size, lines } = fitText(title, textWidth, Math.round(height * 0.13), 3);
  const subSize = Math.max(14, Math.round(height * 0.045));
  const lineHeight = Math.round(size * 1.12);
  const bottom = height - pad - (subtitle ? subSize * 1.8 : 0);
  const firstBaseline = bottom - lineHeight * (lines.length - 1);
  const titleText = lines
    .map(
      (line, i) =>
        `<tspan x="${left}" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const subtitleText = subtitle
    ? `<text x="${left}" y="${height - pad}" font-family="sans-serif" font-size="${subSize}" fill="#ffffff" fill-opacity="0.9">${escapeXml(
        wrapByChars(subtitle, Math.floor(textWidth / (subSize * 0.55)))[0] ?? "",
      )}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${shapes(rand, width, height, accent)}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
<rect x="${left}" y="${Math.round(firstBaseline - size * 1.25)}" width="${Math.round(width * 0.08)}" height="${Math.max(4, Math.round(height * 0.012))}" rx="3" fill="${accent}"/>
<text font-family="sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${titleText}</text>
${subtitleText}
</svg>`;
}

/** A 16:9 cover (events, posts, courses) with the title in large bold type. */
export async function makeCoverImage(options: CoverImageOptions): Promise<Buffer> {
  const width = options.width ?? 1200;
  const height = options.height ?? 675;
  return render(coverSvg({ ...options, width, height }), options.format ?? "jpeg");
}

export type SquareImageOptions = Omit<CoverImageOptions, "width" | "height"> & {
  size?: number;
  /** The object pictured; chosen from the title when not given. */
  shape?: "parcel" | "disc" | "bottle";
};

const SQUARE_SHAPES = ["parcel", "disc", "bottle"] as const;

/** A product-photo-like square: a lit backdrop, a simple object on a shadow, a caption. */
export async function makeSquareImage(options: SquareImageOptions): Promise<Buffer> {
  const size = options.size ?? 1000;
  const [from, to, accent] = paletteFor(options.hue, options.palette, options.title);
  const rand = prng(
    hashString(`${options.title}|${options.subtitle ?? ""}|${options.hue ?? ""}|${size}`),
  );
  const c = size / 2;
  const kind = options.shape ?? SQUARE_SHAPES[Math.floor(rand() * SQUARE_SHAPES.length)]!;
  const object =
    kind === "parcel"
      ? // a parcel with a ribbon
        `<rect x="${c - size * 0.2}" y="${size * 0.3}" width="${size * 0.4}" height="${size * 0.36}" rx="${size * 0.02}" fill="${from}"/>
         <rect x="${c - size * 0.03}" y="${size * 0.3}" width="${size * 0.06}" height="${size * 0.36}" fill="${accent}"/>
         <rect x="${c - size * 0.2}" y="${size * 0.3}" width="${size * 0.4}" height="${size * 0.06}" fill="#000000" fill-opacity="0.12"/>`
      : kind === "disc"
        ? // a record / plate
          `<circle cx="${c}" cy="${size * 0.47}" r="${size * 0.22}" fill="#1d1d1f"/>
           <circle cx="${c}" cy="${size * 0.47}" r="${size * 0.16}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${size * 0.01}"/>
           <circle cx="${c}" cy="${size * 0.47}" r="${size * 0.07}" fill="${accent}"/>`
        : // a bottle
          `<rect x="${c - size * 0.1}" y="${size * 0.3}" width="${size * 0.2}" height="${size * 0.38}" rx="${size * 0.05}" fill="${from}"/>
           <rect x="${c - size * 0.04}" y="${size * 0.2}" width="${size * 0.08}" height="${size * 0.12}" rx="${size * 0.015}" fill="${to}"/>
           <rect x="${c - size * 0.1}" y="${size * 0.42}" width="${size * 0.2}" height="${size * 0.12}" fill="${accent}"/>`;
  const caption = fitText(options.title, size * 0.8, Math.round(size * 0.06), 1);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${hsl(hashString(from) % 360, 25, 82)}"/></radialGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<ellipse cx="${c}" cy="${size * 0.7}" rx="${size * 0.26}" ry="${size * 0.035}" fill="#000000" fill-opacity="0.18"/>
${object}
<text x="${c}" y="${size * 0.86}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${caption.size}" fill="${to}">${escapeXml(caption.lines[0] ?? "")}</text>
${options.subtitle ? `<text x="${c}" y="${size * 0.92}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(size * 0.032)}" fill="#555555">${escapeXml(options.subtitle)}</text>` : ""}
</svg>`;
  return render(svg, options.format ?? "jpeg");
}

/** A 256x256 avatar: initials (up to two letters) on a soft gradient. PNG. */
export async function makeAvatar(initials: string, hue: number): Promise<Buffer> {
  // Graphemes, not code points: `Ọ̀` is one letter made of two code points.
  const graphemes = [
    ...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(initials.trim()),
  ];
  const letters =
    graphemes
      .slice(0, 2)
      .map((g) => g.segment)
      .join("")
      .toUpperCase() || "?";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 55)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 35)}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#bg)"/>
<circle cx="210" cy="46" r="70" fill="#ffffff" fill-opacity="0.1"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="104" fill="#ffffff">${escapeXml(letters)}</text>
</svg>`;
  return render(svg, "png");
}

// ---------------------------------------------------------------------------
// Audio

export type WavAudioOptions = { seconds?: number; seed?: number; sampleRate?: number };

/** Major pentatonic scale steps in semitones: no semitone clashes, always pleasant. */
const PENTATONIC = [0, 2, 4, 7, 9];
const ROOTS_HZ = [196.0, 220.0, 246.94, 261.63, 293.66]; // G3 A3 B3 C4 D4

/** A short melody as a 16-bit PCM mono WAV (22 050 Hz), pure JS. */
export function makeWavAudio({
  seconds = 8,
  seed = 1,
  sampleRate = 22050,
}: WavAudioOptions = {}): Buffer {
  const rand = prng(seed);
  const total = Math.max(1, Math.round(seconds * sampleRate));
  const mix = new Float32Array(total);
  const root = ROOTS_HZ[Math.floor(rand() * ROOTS_HZ.length)]!;
  const beat = 60 / (92 + Math.floor(rand() * 40)); // 92-131 bpm
  const freqOf = (degree: number) => {
    const octave = Math.floor(degree / PENTATONIC.length);
    const step =
      PENTATONIC[((degree % PENTATONIC.length) + PENTATONIC.length) % PENTATONIC.length]!;
    return root * 2 ** (octave + step / 12);
  };

  // Melody: a random walk over the scale, mostly steps, in half and whole beats.
  let degree = 5;
  for (let t = 0; t < seconds;) {
    const length = beat * (rand() < 0.7 ? 0.5 : 1);
    addTone(mix, sampleRate, t, length * 1.6, freqOf(degree), 0.32);
    degree = Math.min(10, Math.max(2, degree + Math.floor(rand() * 5) - 2));
    t += length;
  }
  // Bass: root or fifth on every bar, softly.
  for (let bar = 0, t = 0; t < seconds; bar++, t += beat * 4) {
    addTone(mix, sampleRate, t, beat * 4, root / (bar % 2 ? 1.5 : 2), 0.22);
  }

  // Fade the last 0.4 s so the clip ends without a click.
  const fade = Math.min(total, Math.round(0.4 * sampleRate));
  for (let i = 0; i < fade; i++) mix[total - 1 - i]! *= i / fade;
  let peak = 0;
  for (const v of mix) peak = Math.max(peak, Math.abs(v));
  const gain = peak > 0 ? 0.85 / peak : 0;

  const data = Buffer.alloc(total * 2);
  for (let i = 0; i < total; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, mix[i]! * gain)) * 32767), i * 2);
  return Buffer.concat([wavHeader(data.length, sampleRate), data]);
}

/** A note with a few harmonics and a plucked envelope (fast attack, exponential decay). */
function addTone(
  out: Float32Array,
  rate: number,
  start: number,
  duration: number,
  freq: number,
  amp: number,
) {
  const first = Math.round(start * rate);
  const count = Math.min(out.length - first, Math.round(duration * rate));
  const attack = 0.012 * rate;
  for (let i = 0; i < count; i++) {
    const t = i / rate;
    const env = Math.min(1, i / attack) * Math.exp((-3.2 * t) / duration) * (1 - i / count);
    const phase = 2 * Math.PI * freq * t;
    out[first + i]! +=
      amp * env * (Math.sin(phase) + 0.3 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase));
  }
}

function wavHeader(dataLength: number, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + dataLength, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36, "ascii");
  header.writeUInt32LE(dataLength, 40);
  return header;
}

// ---------------------------------------------------------------------------
// PDF

export type PdfDocumentOptions = { title: string; paragraphs: string[]; author?: string };

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32..126 (Adobe AFM).
// prettier-ignore
const HELVETICA = [278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584];
// prettier-ignore
const HELVETICA_BOLD = [278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584];

/** Windows-1252 bytes 0x80-0x9F (the PDF WinAnsiEncoding extras), by character. */
// prettier-ignore
const CP1252_EXTRAS: Record<string, number> = {
  "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88, "‰": 0x89, "Š": 0x8a,
  "‹": 0x8b, "Œ": 0x8c, "Ž": 0x8e, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97,
  "˜": 0x98, "™": 0x99, "š": 0x9a, "›": 0x9b, "œ": 0x9c, "ž": 0x9e, "Ÿ": 0x9f,
};

/**
 * Text as WinAnsi bytes, the encoding of the standard Helvetica fonts. Characters it
 * lacks lose their accents (Yoruba `ọ̀` becomes `o`), and the naira sign becomes `N`.
 */
function winAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (CP1252_EXTRAS[char] !== undefined) bytes.push(CP1252_EXTRAS[char]!);
    else if (char === "₦") bytes.push(0x4e);
    else if (char === "\t" || char === "\n") bytes.push(0x20);
    else {
      // Strip accents; a combining mark left on its own (after `ọ`) simply disappears.
      const base = char.normalize("NFD").replace(/\p{M}/gu, "");
      const b = base.codePointAt(0);
      if (b === undefined) continue;
      bytes.push((b >= 0x20 && b <= 0x7e) || (b >= 0xa0 && b <= 0xff) ? b : 0x3f);
    }
  }
  return bytes;
}

function textWidth(bytes: number[], bold: boolean, fontSize: number): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const b of bytes) {
    // Accented Latin-1 letters are about as wide as their base letter; 556 is a fair guess.
    units += b >= 32 && b <= 126 ? table[b - 32]! : 556;
  }
  return (units * fontSize) / 1000;
}

/** Wraps to `maxWidth` points; a word wider than a line is cut. */
function wrapPdf(text: string, bold: boolean, fontSize: number, maxWidth: number): number[][] {
  const lines: number[][] = [];
  let line: number[] = [];
  const space = winAnsi(" ");
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let bytes = winAnsi(word);
    const candidate = line.length ? [...line, ...space, ...bytes] : bytes;
    if (textWidth(candidate, bold, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line.length) lines.push(line);
    while (textWidth(bytes, bold, fontSize) > maxWidth) {
      let cut = bytes.length - 1;
      while (cut > 1 && textWidth(bytes.slice(0, cut), bold, fontSize) > maxWidth) cut--;
      lines.push(bytes.slice(0, cut));
      bytes = bytes.slice(cut);
    }
    line = bytes;
  }
  if (line.length) lines.push(line);
  return lines;
}

/** A PDF literal string; non-ASCII bytes as octal escapes so the file stays 7-bit. */
function pdfString(bytes: number[]): string {
  let out = "(";
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b < 0x20 || b > 0x7e) out += `\\${b.toString(8).padStart(3, "0")}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

/** A text string for the document info: UTF-16BE with BOM keeps any title intact. */
function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++)
    hex += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

const PAGE_W = 595; // A4 in points
const PAGE_H = 842;
const MARGIN = 64;
const BODY_SIZE = 11;
const BODY_LEADING = 16;
const TITLE_SIZE = 22;
const TITLE_LEADING = 28;

type PdfLine = { bytes: number[]; bold: boolean; size: number; y: number };

/** Lays the title and paragraphs out on as many pages as they need. */
function layout(title: string, paragraphs: string[]): PdfLine[][] {
  const maxWidth = PAGE_W - MARGIN * 2;
  const bottom = MARGIN + 24; // room for the page number
  const pages: PdfLine[][] = [[]];
  let y = PAGE_H - MARGIN - TITLE_SIZE;
  const place = (bytes: number[], bold: boolean, size: number, leading: number) => {
    if (y < bottom) {
      pages.push([]);
      y = PAGE_H - MARGIN - size;
    }
    pages.at(-1)!.push({ bytes, bold, size, y });
    y -= leading;
  };
  for (const line of wrapPdf(title, true, TITLE_SIZE, maxWidth))
    place(line, true, TITLE_SIZE, TITLE_LEADING);
  y -= 12;
  for (const paragraph of paragraphs) {
    for (const line of wrapPdf(paragraph, false, BODY_SIZE, maxWidth))
      place(line, false, BODY_SIZE, BODY_LEADING);
    y -= 8;
  }
  return pages;
}

function contentStream(lines: PdfLine[], pageNumber: number, pageCount: number): string {
  const ops = lines.map(
    (l) =>
      `BT /${l.bold ? "F2" : "F1"} ${l.size} Tf ${MARGIN} ${l.y.toFixed(2)} Td ${pdfString(l.bytes)} Tj ET`,
  );
  const footer = winAnsi(`${pageNumber} / ${pageCount}`);
  const x = PAGE_W - MARGIN - textWidth(footer, false, 9);
  ops.push(`0.45 g BT /F1 9 Tf ${x.toFixed(2)} ${MARGIN - 20} Td ${pdfString(footer)} Tj ET`);
  return ops.join("\n");
}

/**
 * A minimal, valid PDF 1.4 written by hand: catalog, page tree, one page object and
 * content stream per page, the two standard Helvetica fonts (no embedding needed),
 * an info dictionary, and a cross-reference table with exact byte offsets.
 */
export function makePdfDocument({
  title,
  paragraphs,
  author = "Naija Creators",
}: PdfDocumentOptions): Buffer {
  const pages = layout(title, paragraphs);
  // Object numbers: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then page + content pairs.
  const pageObj = (i: number) => 6 + i * 2;
  const objects: string[] = [];
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObj(i)} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] =
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = `<< /Title ${pdfTextString(title)} /Author ${pdfTextString(author)} /Producer (Naija Creators demo seed) >>`;
  pages.forEach((lines, i) => {
    const stream = contentStream(lines, i + 1, pages.length);
    objects[pageObj(i)] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObj(i) + 1} 0 R >>`;
    // Everything is 7-bit ASCII, so string length equals byte length.
    objects[pageObj(i) + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  // The second line's high bytes tell tools the file is binary (PDF spec 7.5.2).
  const header = Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1");
  const chunks: Buffer[] = [header];
  let offset = header.length;
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    const chunk = Buffer.from(`${n} 0 obj\n${objects[n]}\nendobj\n`, "latin1");
    offsets[n] = offset;
    chunks.push(chunk);
    offset += chunk.length;
  }
  const xrefOffset = offset;
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
  const xref =
    `xref\n0 ${objects.length}\n0000000000 65535 f \n` +
    offsets
      .slice(1)
      .map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)
      .join("") +
    `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------
// Video

export type VideoOptions = { seconds?: number; title?: string; seed?: number };

/** Whether an ffmpeg binary runs here (on PATH or from the npm package). */
export function hasFfmpeg(): Promise<boolean> {
  return Promise.resolve(ffmpegPath() !== null);
}

async function ffmpegSucceeds(args: string[], timeoutMs: number): Promise<boolean> {
  return (await runFfmpeg(args, { timeoutMs })).code === 0;
}

/**
 * A small H.264 MP4 (320x180, with a soft tone as its audio track) showing a moving test
 * pattern tinted by the seed and the title burnt in, made by ffmpeg. Resolves null
 * when ffmpeg is not installed or cannot encode H.264, so callers can fall back.
 */
export async function makeVideo({
  seconds = 4,
  title = "",
  seed = 1,
}: VideoOptions = {}): Promise<Buffer | null> {
  if (!(await hasFfmpeg())) return null;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "demo-video-"));
  const out = path.join(dir, "video.mp4");
  const hue = (seed * 47) % 360;
  const tone = 220 + (seed % 5) * 55;
  // drawtext needs an ffmpeg built with freetype; the text goes through a file so no
  // quoting of the title inside the filter graph is needed.
  const titleFile = path.join(dir, "title.txt");
  await fs.writeFile(titleFile, title.slice(0, 40));
  const base = [
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=320x180:rate=24:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=${tone}:sample_rate=44100:duration=${seconds}`,
  ];
  const encode = [
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "30",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "64k",
    "-shortest",
    "-movflags",
    "+faststart",
    out,
  ];
  const tint = `hue=h=${hue}:s=1.2`;
  const withText = `${tint},drawtext=textfile='${titleFile}':fontcolor=white:fontsize=20:box=1:boxcolor=black@0.5:boxborderw=6:x=(w-text_w)/2:y=h-th-14`;
  try {
    const ok =
      (title && (await ffmpegSucceeds([...base, "-vf", withText, ...encode], 60_000))) ||
      (await ffmpegSucceeds([...base, "-vf", tint, ...encode], 60_000));
    return ok ? await fs.readFile(out) : null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
