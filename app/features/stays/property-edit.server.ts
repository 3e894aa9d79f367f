import { getDb } from "~/lib/db/client.server";
import { redirectWithToast } from "~/lib/flash.server";
import { postListingForm } from "~/lib/listing-form.server";
import { imageViewsOf } from "~/lib/media/image-records.server";
import { PHOTOS_MAX } from "~/lib/media/listing-photos";
import { propertyForEdit, updateProperty } from "./manage-property.server";
import { myPropertiesToasts } from "./property-form-messages";
import { propertyEditSchema } from "./property-form-schema";

/** The edit page's data: the stored property as its form's fields, and its photos in order. */
export async function propertyEditFormData({
  propertyId,
  actorId,
}: {
  propertyId: string | undefined;
  actorId: string;
}) {
  const property = await propertyForEdit({ propertyId: propertyId ?? "", actorId });
  const photos = await imageViewsOf(await getDb(), property.photoKeys);
  return {
    title: property.title,
    approved: property.moderationStatus === "approved",
    resetKey: `${property.id}:${property.updatedAt.toISOString()}`,
    photos,
    amenities: property.amenities,
    defaults: {
      title: property.title,
      propertyType: property.propertyType,
      summary: property.summary,
      description: property.description,
      basePricePerNight: String(property.basePricePerNight),
      cleaningFee: String(property.cleaningFee),
      maxGuests: String(property.maxGuests),
      bedrooms: String(property.bedrooms),
      beds: String(property.beds),
      baths: String(property.baths),
      minNights: String(property.minNights),
      address: property.address,
      city: property.city,
      state: property.state,
      houseRules: property.houseRules ?? "",
      cancellationPolicy: property.cancellationPolicy,
      instantBook: property.instantBook ? "on" : "",
      checkInTime: property.checkInTime,
      checkOutTime: property.checkOutTime,
      checkInInstructions: property.checkInInstructions,
    },
  };
}

/** The edit form's post: saved (maybe back to review), then back to the Properties page. */
export async function savePropertyEdit(
  request: Request,
  { propertyId, actorId }: { propertyId: string | undefined; actorId: string },
) {
  const id = propertyId ?? "";
  // Refused before the form is read or a photo stored; updateProperty checks again.
  await propertyForEdit({ propertyId: id, actorId });
  const posted = await postListingForm(request, {
    schema: propertyEditSchema,
    failure: myPropertiesToasts.updateFailed,
    photoPrefix: "properties",
    ownerId: actorId,
    room: (input) => PHOTOS_MAX - input.currentPhotos.filter((p) => !p.remove).length,
    step: (input, photos) => updateProperty({ propertyId: id, actorId, input, photos }),
  });
  if (!posted.ok) return posted.response;
  const done = posted.result.review
    ? myPropertiesToasts.updatedForReview
    : myPropertiesToasts.updated;
  return redirectWithToast("/dashboard/properties", {
    variant: "success",
    title: done.title,
    description: done.message,
  });
}
