import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ListingPhotosField } from "~/components/listing-photos-field";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ImageView } from "~/lib/media/responsive";
import type { Message } from "~/lib/messages";

/** What a listing form's action answers when it cannot save (lib/listing-form.server.ts). */
export type ListingFormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
  /** Every value of fields posted more than once (ticked boxes). */
  lists?: Record<string, string[]>;
};

/**
 * A field's errors (`fe`) and shown value (`v`): what was typed before a failed post,
 * else the stored value on edit, else blank.
 */
export function listingFieldReader(
  result: ListingFormAnswer | null | undefined,
  defaults: Record<string, string>,
) {
  return {
    fe: result?.fieldErrors ?? {},
    v: (name: string) => result?.values[name] ?? defaults[name] ?? "",
  };
}

type ListingFields = ReturnType<typeof listingFieldReader>;

/** A listing's title box: required, 120 characters (products and properties alike). */
export function ListingTitleField({ label, fields }: { label: string; fields: ListingFields }) {
  return (
    <Field label={label} name="title" error={fields.fe.title} required>
      <Input defaultValue={fields.v("title")} maxLength={120} />
    </Field>
  );
}

/** A listing's description: optional, 5,000 characters (products and properties alike). */
export function ListingDescriptionField({
  label,
  fields,
}: {
  label: string;
  fields: ListingFields;
}) {
  return (
    <Field label={label} name="description" error={fields.fe.description}>
      <Textarea defaultValue={fields.v("description")} maxLength={5000} rows={5} />
    </Field>
  );
}

/**
 * The frame of a listing form (products, properties; create and edit): a plain
 * multipart form that works before and without JavaScript, its error, the kind's own
 * fields, the photos and the submit button.
 */
export function ListingForm({
  resetKey,
  result,
  photos,
  submitLabel,
  children,
}: {
  /** Changes with every load: a new key after a save draws the form afresh (reset). */
  resetKey: string;
  result: ListingFormAnswer | null | undefined;
  /** The stored photos (edit). */
  photos: ImageView[];
  submitLabel: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form
      key={resetKey}
      method="post"
      encType="multipart/form-data"
      className="grid gap-6"
      noValidate
    >
      <FormError message={result?.formError} />
      {children}
      <ListingPhotosField
        current={photos}
        error={result?.fieldErrors.photos}
        values={result?.values}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
