import { useEffect, useState } from "react";
import { ticketBuyCopy as t } from "../messages";

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/**
 * The hold's time left: rendered by the server, then ticked once a second (measured
 * from the server's figure, so a wrong phone clock does not matter). At zero it says
 * the hold expired and calls `onExpire`.
 */
export function HoldCountdown({
  secondsLeft,
  onExpire,
}: {
  secondsLeft: number;
  onExpire?: () => void;
}) {
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    const deadline = Date.now() + secondsLeft * 1000;
    const tick = () => {
      const s = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setLeft(s);
      if (s === 0) {
        clearInterval(timer);
        onExpire?.();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [secondsLeft, onExpire]);
  if (left <= 0) {
    return (
      <p role="alert" className="font-semibold text-danger">
        {t.expired}
      </p>
    );
  }
  return (
    <p className="text-ink">
      {t.held}{" "}
      <span
        role="timer"
        aria-live="off"
        data-testid="hold-countdown"
        className="font-mono text-lg font-bold"
      >
        {mmss(left)}
      </span>
    </p>
  );
}
