import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-edit";
import { ResponsiveImage } from "~/components/responsive-image";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { requirePermission } from "~/features/accounts/guards.server";
import { ContentCategoryOptions } from "~/features/content/components/content-category-options";
import { contentDetailsSchema } from "~/features/content/content-details-schema";
import { CONTENT_DESCRIPTION_MAX, CONTENT_TITLE_MAX } from "~/features/content/content-constants";
import { contentManagePaths, MY_CONTENT_PATH } from "~/features/content/content-paths";
import {
  contentForEdit,
  loadOwnContent,
  replaceContentThumbnail,
  updateContentDetails,
} from "~/features/content/manage-content.server";
import { contentErrors, contentManageCopy, contentSuccess } from "~/features/content/messages";
import { THUMBNAIL_ACCEPT, THUMBNAIL_MAX_MB } from "~/features/content/thumbnail-limits";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { formAnswer, parseForm, runForm, typedValues } from "~/lib/form-action.server";
import { generalErrors } from "~/lib/messages/error-pages";

const copy = contentManageCopy;

/** Edit an item's details and replace its thumbnail: its creator or an admin (checked inside). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  return { item: await contentForEdit({ contentId: params.contentId, actor: user }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  const contentId = params.contentId;
  // Someone else's item is refused before any validation answers (checked again inside).
  await loadOwnContent({ contentId, actor: user });
  const form = await request.formData().catch(() => null);
  if (!form) return formAnswer({}, { formError: generalErrors.validation }, 400);

  if (form.get("intent") === "thumbnail") {
    const file = form.get("thumbnail");
    const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
    const done = await runForm(typedValues(form), () =>
      replaceContentThumbnail({ contentId, actor: user, bytes }),
    );
    if (!done.ok) return done.response;
    return redirectWithToast(
      contentManagePaths.edit(contentId),
      messageToast(copy.thumbnailReplaced, "success"),
    );
  }

  const parsed = await parseForm(form, contentDetailsSchema, {
    formError: contentErrors.editFailed,
  });
  if (!parsed.ok) return parsed.response;
  const done = await runForm(parsed.values, () =>
    updateContentDetails({ contentId, actor: user, input: parsed.data }),
  );
  if (!done.ok) return done.response;
  return redirectWithToast(MY_CONTENT_PATH, messageToast(contentSuccess.updated, "success"));
}

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values;
  const errors = actionData?.fieldErrors ?? {};
  const thumbnailForm = values?.intent === "thumbnail";
  return (
    <section aria-labelledby="edit-content" className="grid min-w-0 max-w-2xl gap-6">
      <h2 id="edit-content" className="text-lg font-semibold break-words text-ink">
        {copy.editTitle(item.title)}
      </h2>

      <Form method="post" className="grid gap-4" aria-labelledby="details-heading">
        <h3 id="details-heading" className="font-semibold text-ink">
          {copy.detailsHeading}
        </h3>
        {!thumbnailForm ? <FormError message={actionData?.formError} /> : null}
        <input type="hidden" name="intent" value="details" />
        <Field label={copy.labels.title} name="title" error={errors.title} required>
          <Input
            defaultValue={(!thumbnailForm && values?.title) || item.title}
            maxLength={CONTENT_TITLE_MAX}
          />
        </Field>
        <Field label={copy.labels.description} name="description" error={errors.description}>
          <Textarea
            defaultValue={(!thumbnailForm && values?.description) || item.description}
            maxLength={CONTENT_DESCRIPTION_MAX}
            rows={5}
          />
        </Field>
        <Field label={copy.labels.category} name="category" error={errors.category} required>
          <NativeSelect defaultValue={(!thumbnailForm && values?.category) || item.category}>
            <ContentCategoryOptions />
          </NativeSelect>
        </Field>
        <Field
          label={copy.labels.tags}
          name="tags"
          error={errors.tags}
          description={copy.labels.tagsHint}
        >
          <Input defaultValue={(!thumbnailForm && values?.tags) || item.tags.join(", ")} />
        </Field>
        <p className="text-sm text-muted">{copy.reviewNote}</p>
        <div>
          <Button type="submit" disabled={busy}>
            {copy.saveDetails}
          </Button>
        </div>
      </Form>

      <Form
        method="post"
        encType="multipart/form-data"
        className="grid gap-4"
        aria-labelledby="thumbnail-heading"
      >
        <h3 id="thumbnail-heading" className="font-semibold text-ink">
          {copy.thumbnailHeading}
        </h3>
        {thumbnailForm ? <FormError message={actionData?.formError} /> : null}
        <input type="hidden" name="intent" value="thumbnail" />
        {item.thumbnail ? (
          <figure className="max-w-xs">
            <ResponsiveImage
              image={item.thumbnail}
              alt={copy.currentThumbnail}
              className="rounded-card"
            />
            <figcaption className="mt-1 text-sm text-muted">{copy.currentThumbnail}</figcaption>
          </figure>
        ) : (
          <p className="text-sm text-muted">{copy.noThumbnail}</p>
        )}
        <Field
          label={copy.labels.thumbnail}
          name="thumbnail"
          error={errors.thumbnail}
          description={copy.labels.thumbnailHint(THUMBNAIL_MAX_MB)}
          required
        >
          <Input type="file" accept={THUMBNAIL_ACCEPT} />
        </Field>
        <div>
          <Button type="submit" variant="outline" disabled={busy}>
            {copy.replaceThumbnail}
          </Button>
        </div>
      </Form>

      <p className="flex flex-wrap gap-4 text-sm font-semibold">
        <Link to={MY_CONTENT_PATH} className="text-brand-700 hover:underline">
          {copy.backToMyContent}
        </Link>
      </p>
    </section>
  );
}
