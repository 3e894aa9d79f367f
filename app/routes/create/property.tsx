import { data } from "react-router";
import type { Route } from "./+types/property";
import { requirePermission } from "~/features/accounts/guards.server";
import { createProperty } from "~/features/stays/create-property.server";
import { bookingSuccess, bookingToasts } from "~/features/stays/messages";
import { PropertyForm } from "~/features/stays/property-form";
import { propertyFormCopy } from "~/features/stays/property-form-messages";
import { propertyFormSchema } from "~/features/stays/property-form-schema";
import { getSessionUser } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/flash.server";
import { postListingForm } from "~/lib/listing-form.server";

/** The property tab of /create (the layout shows Login Required to signed-out people). */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!(await getSessionUser(request))) return data({ resetKey: "" }, { headers });
  await requirePermission(request, "create:property");
  return data({ resetKey: crypto.randomUUID() }, { headers });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** Saved pending moderation; 'Property listed successfully!' on the host's Properties page. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "create:property");
  const posted = await postListingForm(request, {
    schema: propertyFormSchema,
    failure: bookingToasts.listFailed,
    photoPrefix: "properties",
    ownerId: user.id,
    step: (input, photos) => createProperty({ ownerId: user.id, input, photos }),
  });
  if (!posted.ok) return posted.response;
  return redirectWithToast("/dashboard/properties", {
    variant: "success",
    title: bookingSuccess.propertyListed.title,
    description: bookingSuccess.propertyListed.message,
  });
}

export default function CreatePropertyTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="create-property-heading" className="grid gap-4">
      <div>
        <h2 id="create-property-heading" className="text-xl font-semibold text-ink">
          {propertyFormCopy.tab}
        </h2>
        <p className="mt-1 text-sm text-muted">{propertyFormCopy.intro}</p>
      </div>
      <PropertyForm
        result={actionData}
        resetKey={loaderData.resetKey}
        submitLabel={propertyFormCopy.submitCreate}
      />
    </section>
  );
}
