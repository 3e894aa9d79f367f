import { Check, MapPin } from "lucide-react";
import { JsonLd } from "~/components/json-ld";
import { Badge } from "~/components/ui/badge";
import { OwnerName } from "~/features/people/owner-name";
import { placeLine } from "~/lib/places";
import type { getPublicProperty } from "../public-properties.server";
import { propertyTypeLabel, stayFacts } from "../stay-card";
import { stayPageCopy } from "../messages";

type Stay = NonNullable<Awaited<ReturnType<typeof getPublicProperty>>>;

/*
 * A stay page's parts that never change in the browser (ADR 049): rendered by the server
 * only, so their code (icons, schema.org data) is not in the page's JavaScript. Its photos
 * are the shared gallery (components/photo-gallery.tsx).
 */

/** What the place is: its type, title, facts, description, amenities and rules. */
export function StayAbout({ stay, jsonLd }: { stay: Stay; jsonLd: Record<string, unknown> }) {
  return (
    <>
      <JsonLd data={jsonLd} />
      <div>
        <Badge variant="secondary">{propertyTypeLabel[stay.propertyType]}</Badge>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {stay.title}
        </h1>
        <p className="mt-1 flex items-center gap-1 text-muted">
          <MapPin aria-hidden="true" className="size-4" /> {placeLine(stay.city, stay.state)}
        </p>
        <p className="mt-2 text-ink">{stayFacts(stay).join(" · ")}</p>
        <p className="mt-1 text-sm text-muted">
          Hosted by <OwnerName name={stay.hostName} username={stay.hostUsername} />
        </p>
        {stay.summary ? <p className="mt-6 text-lg text-ink">{stay.summary}</p> : null}
        <div className="mt-4 whitespace-pre-line text-ink">{stay.description}</div>
        <h2 className="mt-8 text-lg font-semibold text-ink">{stayPageCopy.offers}</h2>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {stay.amenities.map((a) => (
            <li key={a} className="flex items-center gap-2 text-ink">
              <Check aria-hidden="true" className="size-4 text-brand-600" /> {a}
            </li>
          ))}
        </ul>
        {stay.houseRules ? (
          <>
            <h2 className="mt-8 text-lg font-semibold text-ink">{stayPageCopy.houseRules}</h2>
            <p className="mt-2 whitespace-pre-line text-ink">{stay.houseRules}</p>
          </>
        ) : null}
      </div>
    </>
  );
}
