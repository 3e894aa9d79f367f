import { describe, expect, it } from "vitest";
import { sniffUpload } from "./upload-bytes.server";
import { refuseUploadStart } from "./upload-rules";

const ftyp = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(`${brand}mp41`),
    Buffer.alloc(64),
  ]);
const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
const cfb = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(600)]);

describe("the bytes decide the type", () => {
  it("accepts each type's real formats and keeps the type found", async () => {
    expect(
      await sniffUpload({ contentType: "video", filename: "clip.mp4", head: ftyp("isom") }),
    ).toEqual({ mime: "video/mp4", ext: "mp4" });
    expect(await sniffUpload({ contentType: "document", filename: "cv.pdf", head: pdf })).toEqual({
      mime: "application/pdf",
      ext: "pdf",
    });
    expect(
      await sniffUpload({
        contentType: "document",
        filename: "poem.txt",
        head: Buffer.from("Ọ̀rọ̀ àgbà — Naija wey dey sweet"),
      }),
    ).toEqual({ mime: "text/plain", ext: "txt" });
  });

  it("refuses bytes of another type whatever the name says", async () => {
    for (const [contentType, filename, head] of [
      ["image", "photo.png", pdf],
      ["audio", "song.mp3", ftyp("isom")],
      ["video", "film.mp4", pdf],
      ["document", "notes.txt", Buffer.from([0x68, 0x69, 0, 0, 0xff])],
      ["document", "cv.pdf", cfb],
    ] as const) {
      const result = await sniffUpload({ contentType, filename, head });
      expect(result, `${contentType} ${filename}`).toMatchObject({ status: 415 });
    }
  });

  it("blames the content, not the name, when the name is one the type takes (issue 30)", async () => {
    const text = Buffer.from("just some words, not a picture\n");
    expect(await sniffUpload({ contentType: "image", filename: "photo.png", head: text })).toEqual({
      status: 415,
      message: "This file no be image, even though the name say so. Choose a real picture.",
    });
    expect(await sniffUpload({ contentType: "video", filename: "film.mp4", head: pdf })).toEqual({
      status: 415,
      message: "This file no be video, even though the name say so. Choose a real video file.",
    });
    // A name the type does not take keeps the spec's list of file types.
    expect(await sniffUpload({ contentType: "image", filename: "photo.txt", head: text })).toEqual({
      status: 415,
      message: "Na only these file types we accept: .jpg, .jpeg, .png, .gif, .webp",
    });
  });

  it("reads the two container formats by their name only where the spec lists it", async () => {
    expect(
      await sniffUpload({ contentType: "audio", filename: "voice.m4a", head: ftyp("isom") }),
    ).toEqual({ mime: "audio/mp4", ext: "m4a" });
    expect(await sniffUpload({ contentType: "document", filename: "cv.doc", head: cfb })).toEqual({
      mime: "application/msword",
      ext: "doc",
    });
  });
});

describe("refused before any byte is sent", () => {
  it("uses the spec's limits and messages", () => {
    const mb = 1024 * 1024;
    expect(refuseUploadStart({ contentType: "audio", filename: "a.mp3", size: 500 * mb })).toBe(
      null,
    );
    expect(
      refuseUploadStart({ contentType: "audio", filename: "a.mp3", size: 500 * mb + 1 }),
    ).toEqual({ status: 413, message: "File too big. E no fit pass 500MB" });
    expect(
      refuseUploadStart({ contentType: "document", filename: "a.pdf", size: 25 * mb + 1 }),
    ).toMatchObject({ status: 413 });
    expect(refuseUploadStart({ contentType: "video", filename: "a.webm", size: 10 })).toEqual({
      status: 415,
      message: "Na only these file types we accept: .mp4, .mov, .avi, .mkv",
    });
    expect(refuseUploadStart({ contentType: "image", filename: "a.png", size: 0 })).toEqual({
      status: 400,
      message: "Please select a file to upload",
    });
  });
});
