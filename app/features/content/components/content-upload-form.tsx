import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { DetailedError, Upload } from "tus-js-client";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { Message } from "~/lib/messages";
import { useHydrated } from "~/lib/use-hydrated";
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentType } from "../catalog";
import { contentFormCopy as t } from "../content-form-messages";
import { ContentCategoryOptions } from "./content-category-options";
import { THUMBNAIL_ACCEPT, THUMBNAIL_MAX_MB } from "../thumbnail-limits";
import {
  refuseUploadStart,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMIT_MB,
} from "../upload-rules";

/** What the form's action answers when it cannot save (lib/form-action.server.ts shape). */
export type ContentFormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
};

/** Where the browser sends the file (features/content/content-uploads.server.ts). */
const UPLOAD_ENDPOINT = "/uploads/content";
/**
 * Pieces small enough that a dropped mobile connection loses little, large enough that
 * a 2 GB video is a few hundred requests.
 */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** Keep trying for about five minutes of lost connection before asking the person. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000];

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading" | "paused" | "retrying"; percent: number; resumed?: boolean }
  | { phase: "done"; percent: 100; uploadId: string }
  | { phase: "failed"; percent: number; message: string; canResume: boolean };

/** 4xx answers are the server's final word (type, size, ownership); the rest are worth retrying. */
function isFinalRefusal(error: DetailedError | Error) {
  const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 423;
}

/**
 * The content upload form (001 §5 Content submit), on /submit and /create/content. With
 * JavaScript the file goes by itself, over tus (tus-js-client, loaded only once a file
 * is chosen): a real progress bar, pause and resume, automatic retries when the
 * connection drops, and a browser-stored fingerprint so choosing the same file after a
 * reload continues where it stopped; the details then post with the upload's id.
 * Without JavaScript the file posts with the form (not resumable; the hint says so),
 * streamed to storage by the server's edge. The text fields come before the file, so a
 * file refused while it arrives still brings back everything typed. Video and audio
 * may bring a thumbnail (shown by CSS for those types, so it works before JavaScript).
 */
export function ContentUploadForm({
  result,
  action,
}: {
  result?: ContentFormAnswer | null;
  action?: string;
}) {
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [type, setType] = useState<ContentType>(
    (CONTENT_TYPES as readonly string[]).includes(values.contentType ?? "")
      ? (values.contentType as ContentType)
      : "video",
  );
  // A file already received (by tus, or posted with a refused form) is kept: no new file needed.
  const [state, setState] = useState<UploadState>(
    values.uploadId
      ? { phase: "done", percent: 100, uploadId: values.uploadId }
      : { phase: "idle" },
  );
  const hydrated = useHydrated();
  const upload = useRef<Upload | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Leaving the page pauses the transfer; the stored fingerprint lets it continue later.
  useEffect(() => () => void upload.current?.abort(), []);

  function reset() {
    void upload.current?.abort();
    upload.current = null;
    setState({ phase: "idle" });
  }

  async function startUpload(file: File) {
    reset();
    const refusal = refuseUploadStart({ contentType: type, filename: file.name, size: file.size });
    if (refusal) {
      setState({ phase: "failed", percent: 0, message: refusal.message, canResume: false });
      return;
    }
    setState({ phase: "uploading", percent: 0 });
    const tus = await import("tus-js-client");
    const task: Upload = new tus.Upload(file, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type, contentType: type },
      // The type is part of the upload on the server: the same file as another type is another upload.
      fingerprint: async (f) =>
        ["naija-tus", type, f.name, f.type, f.size, (f as File).lastModified].join("-"),
      onProgress(sent, total) {
        const percent = total ? Math.floor((sent / total) * 100) : 0;
        setState((s) =>
          s.phase === "uploading" || s.phase === "retrying"
            ? { ...s, phase: "uploading", percent }
            : s,
        );
      },
      onShouldRetry(error) {
        if (isFinalRefusal(error)) return false;
        setState((s) => ({ phase: "retrying", percent: "percent" in s ? s.percent : 0 }));
        return true;
      },
      onError(error) {
        const final = isFinalRefusal(error);
        const body = (error as DetailedError).originalResponse?.getBody()?.trim();
        setState((s) => ({
          phase: "failed",
          percent: "percent" in s ? s.percent : 0,
          message: final && body ? body : t.retrying,
          canResume: !final,
        }));
      },
      onSuccess() {
        const id = task.url?.split("/").pop() ?? "";
        setState({ phase: "done", percent: 100, uploadId: id });
      },
    });
    upload.current = task;
    const previous = await task.findPreviousUploads();
    const earlier = previous[0];
    if (earlier) {
      task.resumeFromPreviousUpload(earlier);
      setState({ phase: "uploading", percent: 0, resumed: true });
    }
    task.start();
  }

  function pause() {
    void upload.current?.abort();
    setState((s) => ({ phase: "paused", percent: "percent" in s ? s.percent : 0 }));
  }

  function resume() {
    setState((s) => ({ phase: "uploading", percent: "percent" in s ? s.percent : 0 }));
    upload.current?.start();
  }

  const busy =
    state.phase === "uploading" || state.phase === "retrying" || state.phase === "paused";
  const uploadId = state.phase === "done" ? state.uploadId : "";
  const formats = UPLOAD_EXTENSIONS[type].join(", ");

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid gap-4"
      noValidate
    >
      <FormError message={result?.formError} />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t.type}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CONTENT_TYPES.map((ct) => (
            <label
              key={ct}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="contentType"
                value={ct}
                checked={type === ct}
                disabled={busy}
                onChange={() => {
                  setType(ct);
                  reset();
                  if (fileInput.current) fileInput.current.value = "";
                }}
              />
              {CONTENT_TYPE_LABELS[ct]}
            </label>
          ))}
        </div>
        {errors.contentType ? (
          <p className="text-sm font-medium text-danger">{errors.contentType[0]}</p>
        ) : null}
      </fieldset>

      <Field label={t.title} name="title" required error={errors.title}>
        <Input defaultValue={values.title} maxLength={200} />
      </Field>
      <Field label={t.description} name="description" error={errors.description}>
        <Textarea defaultValue={values.description} rows={4} maxLength={5000} />
      </Field>
      <Field label={t.category} name="category" required error={errors.category}>
        <NativeSelect defaultValue={values.category ?? ""}>
          <option value="" disabled>
            {t.chooseCategory}
          </option>
          <ContentCategoryOptions />
        </NativeSelect>
      </Field>
      <Field label={t.tags} name="tags" description={t.tagsHint} error={errors.tags}>
        <Input defaultValue={values.tags} />
      </Field>
      <Field
        label={t.thumbnail}
        name="thumbnail"
        description={t.thumbnailHint(THUMBNAIL_MAX_MB)}
        error={errors.thumbnail}
        className="[form:has(input[name=contentType][value=document]:checked)_&]:hidden [form:has(input[name=contentType][value=image]:checked)_&]:hidden"
      >
        <Input type="file" accept={THUMBNAIL_ACCEPT} disabled={submitting} />
      </Field>
      <Field
        label={t.file}
        name="file"
        required
        description={t.limits(formats, UPLOAD_LIMIT_MB[type])}
        error={errors.uploadId}
      >
        {(props) => (
          <Input
            {...props}
            // With JavaScript the file goes by tus, never again with the form.
            name={hydrated ? undefined : props.name}
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT[type]}
            disabled={busy}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void startUpload(file);
              else reset();
            }}
          />
        )}
      </Field>
      {/* Until scripts run (and for good without them) the file goes with the form. */}
      {hydrated ? null : <p className="text-sm text-muted">{t.withoutJavaScript}</p>}
      <input type="hidden" name="uploadId" value={uploadId} />

      {state.phase !== "idle" ? (
        <div className="grid gap-2" data-upload-phase={state.phase}>
          {/* A file the server refused has no progress to show, only why. */}
          {state.phase === "failed" && !state.canResume ? null : (
            <>
              <div className="flex items-center justify-between text-sm">
                <span id="upload-progress-label">{t.progress}</span>
                <span aria-hidden>{state.percent}%</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby="upload-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={state.percent}
                className="h-2 w-full overflow-hidden rounded-full bg-line"
              >
                <div
                  className="h-full bg-brand-600 motion-safe:transition-[width]"
                  style={{ width: `${state.percent}%` }}
                />
              </div>
            </>
          )}
          <p
            className={
              state.phase === "failed" ? "text-sm font-medium text-danger" : "text-sm text-muted"
            }
            aria-live="polite"
          >
            {state.phase === "done"
              ? t.uploaded
              : state.phase === "paused"
                ? t.paused
                : state.phase === "retrying"
                  ? t.retrying
                  : state.phase === "failed"
                    ? state.message
                    : state.resumed
                      ? t.resumed
                      : null}
          </p>
          <div className="flex flex-wrap gap-2">
            {state.phase === "uploading" || state.phase === "retrying" ? (
              <Button type="button" variant="outline" size="sm" onClick={pause}>
                {t.pause}
              </Button>
            ) : null}
            {state.phase === "paused" || (state.phase === "failed" && state.canResume) ? (
              <Button type="button" variant="outline" size="sm" onClick={resume}>
                {t.resume}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}

      <Button type="submit" disabled={busy || submitting}>
        {submitting ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}
