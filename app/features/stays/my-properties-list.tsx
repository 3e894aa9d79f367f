import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { OwnerListings } from "~/components/owner-listings";
import { formatNaira } from "~/lib/money";
import { placeLine } from "~/lib/places";
import { hostCalendarCopy } from "./calendar-messages";
import type { MyProperty } from "./my-properties.server";
import { myPropertiesCopy as t, propertyFormCopy } from "./property-form-messages";

/** The dashboard's Properties page: each listing with its states and actions. */
export function MyPropertiesList({ items }: { items: MyProperty[] }) {
  return (
    <OwnerListings
      items={items}
      copy={t}
      headingId="my-properties-heading"
      addHref="/create/property"
      publicPath="/bookings"
      editPath="/dashboard/properties"
      idField="propertyId"
      tools={(p) => (
        <Link
          to={`/dashboard/properties/${p.id}/calendar`}
          className={buttonVariants({ size: "sm", variant: "outline" })}
          aria-label={hostCalendarCopy.openLabel(p.title)}
        >
          {hostCalendarCopy.open}
        </Link>
      )}
      facts={(p) => {
        const type = propertyFormCopy.types[p.propertyType as keyof typeof propertyFormCopy.types];
        return `${type} · ${placeLine(p.city, p.state)} · ${formatNaira(p.basePricePerNight)} ${t.perNight} · ${t.guests(p.maxGuests)}`;
      }}
    />
  );
}
