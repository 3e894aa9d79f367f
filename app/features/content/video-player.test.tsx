import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { playerCopy } from "./messages";
import { VideoPlayer, type PlayableVideo } from "./video-player";

const poster = {
  key: "content/2026/11/v/poster.jpg",
  width: 960,
  height: 540,
  variants: [
    { width: 320, key: "content/2026/11/v/poster/w320.webp" },
    { width: 640, key: "content/2026/11/v/poster/w640.webp" },
  ],
};
const video: PlayableVideo = {
  mediaKey: "content/2026/11/v.mov",
  mimeType: "video/quicktime",
  fileSize: 12 * 1024 * 1024,
  dataSaverKey: "content/2026/11/v/data-saver.mp4",
  thumbnail: null,
  poster,
};

function html(item: PlayableVideo, original = false) {
  const Stub = createRoutesStub([
    { path: "/content/:slug", Component: () => <VideoPlayer item={item} original={original} /> },
  ]);
  return renderToString(<Stub initialEntries={["/content/v"]} />);
}

describe("VideoPlayer", () => {
  it("plays the data-saver MP4 with the poster frame, and offers the original by a plain link", () => {
    const out = html(video);
    expect(out).toContain('src="/media/content/2026/11/v/data-saver.mp4" type="video/mp4"');
    expect(out).toMatch(/poster="\/media\/content\/2026\/11\/v\/poster\/w\d+\.webp"/);
    expect(out).toContain('preload="none"');
    expect(out).toContain(playerCopy.dataSaverOn);
    expect(out).toContain('href="/content/v?quality=original"');
    expect(out).toContain(playerCopy.watchOriginal("12.0 MB"));
  });

  it("plays the original when asked, with the way back to the data saver", () => {
    const out = html(video, true);
    expect(out).toContain('src="/media/content/2026/11/v.mov" type="video/quicktime"');
    expect(out).toContain(playerCopy.dataSaverOff);
    expect(out).toContain(playerCopy.watchDataSaver);
    expect(out).not.toContain("data-saver.mp4");
  });

  it("plays the original with no choice when there is no rendition; the creator's thumbnail wins", () => {
    const thumbnail = {
      ...poster,
      key: "thumbnails/t.webp",
      variants: [{ width: 320, key: "thumbnails/t/w320.webp" }],
    };
    const out = html({ ...video, dataSaverKey: null, thumbnail });
    expect(out).toContain('src="/media/content/2026/11/v.mov"');
    expect(out).toContain('poster="/media/thumbnails/t/w320.webp"');
    expect(out).not.toContain(playerCopy.watchDataSaver);
    expect(out).not.toContain("quality=original");
  });
});
