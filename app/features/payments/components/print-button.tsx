import { Printer } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/** Printing needs JavaScript; without it the button is left out (the browser's print still works). */
export function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden />
      {label}
    </Button>
  );
}
