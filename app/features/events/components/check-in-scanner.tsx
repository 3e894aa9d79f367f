// The door's QR scanner. Loaded only when someone presses "Start camera" on the check-in
// page (a dynamic import), so neither this module nor jsqr is in any page's first load.
import { useEffect, useRef, useState } from "react";
import { checkInCopy as copy } from "../organizer-messages";

type Detect = (video: HTMLVideoElement) => Promise<string | null>;
type BarcodeDetectorLike = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};
type PolicyLike = { allowsFeature(feature: string): boolean };

/** The browser's own QR reader where it has one (Android Chrome), jsqr on a canvas otherwise. */
async function makeDetector(): Promise<Detect> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Native ? await Native.getSupportedFormats?.().catch(() => []) : [];
  if (Native && formats?.includes("qr_code")) {
    const detector = new Native({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  return async (video) => {
    // 640 px across is plenty for a ticket held up to the phone, and 4× cheaper than 1280.
    const scale = Math.min(1, 640 / (video.videoWidth || 640));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    if (!canvas.width || !canvas.height) return null;
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" })?.data ?? null
    );
  };
}

type Problem = "policy" | "denied" | "unavailable";

/** The check-in page reloaded to reach the camera starts it again (check-in-panel.tsx). */
const SCAN_PARAM = "scan";

/**
 * The rear camera (facingMode environment) in a video element, read about five times
 * a second; every QR text found goes to `onCode`, and scanning goes on. The camera is
 * released when this unmounts (the Stop button).
 */
export default function CheckInScanner({ onCode }: { onCode: (text: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const doc = document as Document & {
      permissionsPolicy?: PolicyLike;
      featurePolicy?: PolicyLike;
    };
    const policy = doc.permissionsPolicy ?? doc.featurePolicy;
    // Reached by an in-app navigation, this document keeps the policy of the page it
    // was first loaded as, which does not allow the camera (server/security-headers.ts):
    // load this page for real, and the panel starts the camera again (?scan=1). Once.
    if (policy && !policy.allowsFeature("camera")) {
      const url = new URL(location.href);
      if (url.searchParams.get(SCAN_PARAM) === "1") setProblem("policy");
      else {
        url.searchParams.set(SCAN_PARAM, "1");
        location.replace(url.href);
      }
      return;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem("unavailable");
      return;
    }
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" } },
          audio: false,
        });
      } catch (error) {
        if (!stopped)
          setProblem((error as DOMException).name === "NotAllowedError" ? "denied" : "unavailable");
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const detect = await makeDetector();
      const tick = async () => {
        if (stopped) return;
        if (video.readyState >= 2) {
          const text = await detect(video).catch(() => null);
          if (text && !stopped) onCodeRef.current(text);
        }
        timer = setTimeout(tick, 200);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  if (problem === "policy")
    return (
      <p role="alert" className="text-danger">
        {/* A plain link: a full page load brings this page's own headers. */}
        <a href={location.pathname} className="underline underline-offset-4">
          {copy.cameraReload}
        </a>
      </p>
    );
  if (problem)
    return (
      <p role="alert" className="text-danger">
        {problem === "denied" ? copy.cameraDenied : copy.cameraUnavailable}
      </p>
    );
  return (
    <div className="grid gap-2">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={copy.scanning}
        className="aspect-square w-full rounded-card bg-black object-cover"
      />
      <p className="text-sm text-muted">{copy.scanning}</p>
    </div>
  );
}
