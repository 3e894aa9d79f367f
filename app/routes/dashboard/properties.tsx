import { z } from "zod";
import type { Route } from "./+types/properties";
import { requirePermission } from "~/features/accounts/guards.server";
import { setPropertyActive } from "~/features/stays/manage-property.server";
import { listMyProperties } from "~/features/stays/my-properties.server";
import { MyPropertiesList } from "~/features/stays/my-properties-list";
import { myPropertiesToasts } from "~/features/stays/property-form-messages";
import { parseForm } from "~/lib/form-action.server";
import { listingAction } from "~/lib/listing-action.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "create:property");
  return { items: await listMyProperties({ userId: user.id }) };
}

const actionSchema = z.object({
  intent: z.enum(["deactivate", "reactivate"]),
  propertyId: z.string().max(64),
});

/** Deactivate or reactivate: the owner or an admin, checked in the transaction. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "items:edit");
  const parsed = await parseForm(request, actionSchema);
  if (!parsed.ok) return parsed.response;
  const { intent, propertyId } = parsed.data;
  return listingAction("/dashboard/properties", async () => {
    const status = await setPropertyActive({
      propertyId,
      actorId: user.id,
      active: intent === "reactivate",
    });
    if (status === "inactive") return myPropertiesToasts.deactivated;
    return status === "active"
      ? myPropertiesToasts.reactivated
      : myPropertiesToasts.reactivatedPending;
  });
}

export default function MyPropertiesPage({ loaderData }: Route.ComponentProps) {
  return <MyPropertiesList items={loaderData.items} />;
}
