import { useRef, type ReactNode } from "react";
import { useAdImpressions } from "./use-ad-impressions";

/**
 * Counts the impressions of the ads (`[data-ad-id]`) drawn inside it, such as a server
 * part's cards (the home page's top providers): the counting needs the page's elements,
 * not the code that drew them.
 */
export function AdImpressions({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useAdImpressions(box);
  return (
    <div ref={box} className="contents">
      {children}
    </div>
  );
}
