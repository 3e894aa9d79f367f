import { Link } from "react-router";
import type { Route } from "./+types/property-edit";
import { requirePermission } from "~/features/accounts/guards.server";
import { propertyEditFormData, savePropertyEdit } from "~/features/stays/property-edit.server";
import { PropertyForm } from "~/features/stays/property-form";
import { myPropertiesCopy, propertyFormCopy } from "~/features/stays/property-form-messages";

/** One property's edit page: its owner or an admin (items:edit, checked in the transaction). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "items:edit");
  return propertyEditFormData({ propertyId: params.propertyId, actorId: user.id });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "items:edit");
  return savePropertyEdit(request, { propertyId: params.propertyId, actorId: user.id });
}

export default function EditPropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { title, defaults, amenities, photos, resetKey, approved } = loaderData;
  return (
    <section aria-labelledby="edit-property-heading" className="grid gap-4">
      <div>
        <Link to="/dashboard/properties" className="text-sm text-brand-700 hover:underline">
          {myPropertiesCopy.backToList}
        </Link>
        <h2 id="edit-property-heading" className="mt-2 text-lg font-semibold break-words text-ink">
          {myPropertiesCopy.editTitle(title)}
        </h2>
        {approved ? (
          <p className="mt-1 text-sm text-muted">{myPropertiesCopy.reviewNotice}</p>
        ) : null}
      </div>
      <PropertyForm
        defaults={defaults}
        amenities={amenities}
        photos={photos}
        result={actionData}
        resetKey={resetKey}
        submitLabel={propertyFormCopy.submitEdit}
      />
    </section>
  );
}
