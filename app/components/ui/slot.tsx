import { Children, cloneElement, isValidElement, type CSSProperties, type ReactNode } from "react";
import { cn } from "~/lib/utils";

type Props = Record<string, unknown> & {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
};

/**
 * Renders its one child with these props merged in (the `asChild` pattern, as Radix's
 * Slot does it): the child's own props win, class names and styles add up, and when
 * both set the same handler, the child's runs first, then this one's. Ours because the
 * Radix package cost every page 1.5 kB gzip for these few lines.
 */
export function Slot({ children, ...slotProps }: Props) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const own = child.props;
  const merged: Props = { ...slotProps, ...own };
  for (const [key, handler] of Object.entries(slotProps)) {
    const childHandler = own[key];
    if (/^on[A-Z]/.test(key) && typeof handler === "function" && typeof childHandler === "function")
      merged[key] = (...args: unknown[]) => {
        childHandler(...args);
        handler(...args);
      };
  }
  merged.className = cn(slotProps.className, own.className);
  if (slotProps.style || own.style) merged.style = { ...slotProps.style, ...own.style };
  return cloneElement(child, merged);
}
