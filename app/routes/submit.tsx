import { FileText, Image as ImageIcon, Music, Video } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/submit";
import { Button } from "~/components/ui/button";
import { requirePermission } from "~/features/accounts/guards.server";
import { can } from "~/features/accounts/permissions";
import { canSwitchOwnRole, chooseRolePath } from "~/features/accounts/roles";
import type { ContentType } from "~/features/content/catalog";
import { createContentFromForm } from "~/features/content/content-form-action.server";
import { submitPageCopy as t } from "~/features/content/content-form-messages";
import { UPLOAD_EXTENSIONS, UPLOAD_LIMIT_MB } from "~/features/content/upload-rules";
import { getSessionUser } from "~/lib/auth.server";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";

// The dialog, its form and tus-js-client load only for people who may upload.
const UploadDialog = serverRenderedLazy(() =>
  import("~/features/content/components/upload-dialog").then((m) => m.UploadDialog),
);

export const meta = () => pageMeta({ title: t.title, description: t.description, noindex: true });

/**
 * Submit content (001 §2 /submit): hero, the four content types with their formats and
 * limits, benefits, guidelines, help. Signed in with the right to create: the upload
 * dialog (the same form as /create/content, which is where the button leads before
 * JavaScript). Signed out: Sign In, returning here. A viewer: what they can do, and
 * "Become a creator" (the role section of their profile, back here once saved).
 * Anonymous views are micro-cached.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const headers = user ? { "Cache-Control": "private, no-store" } : publicPageHeaders();
  return data(
    {
      signedIn: !!user,
      canUpload: !!user && can(user.role, "create:content"),
      canSwitchRole: !!user && canSwitchOwnRole(user.role),
    },
    { headers },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "create:content");
  return createContentFromForm(request, { creatorId: user.id });
}

const ICONS: Record<ContentType, typeof Video> = {
  video: Video,
  audio: Music,
  image: ImageIcon,
  document: FileText,
};

const sizeLabel = (mb: number) => (mb >= 1024 ? `${mb / 1024}GB` : `${mb}MB`);

export default function SubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  // A refused post comes back into the open dialog with what was typed.
  const [open, setOpen] = useState(!!actionData);
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.heroTitle}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{t.heroText}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {loaderData.canUpload ? (
              <Button asChild size="lg" variant="inverseOutline">
                <Link
                  to="/create/content"
                  onClick={(e) => {
                    e.preventDefault();
                    setOpen(true);
                  }}
                >
                  {t.upload}
                </Link>
              </Button>
            ) : loaderData.signedIn ? (
              loaderData.canSwitchRole ? (
                <>
                  <p className="basis-full text-brand-50">{t.viewerPrompt}</p>
                  <Button asChild size="lg" variant="inverseOutline">
                    <Link to={chooseRolePath("creator", "/submit")}>{t.becomeCreator}</Link>
                  </Button>
                </>
              ) : (
                <p className="basis-full text-brand-50">{t.restrictedPrompt}</p>
              )
            ) : (
              <>
                <p className="basis-full text-brand-50">{t.signInPrompt}</p>
                <Button asChild size="lg" variant="inverseOutline">
                  <Link to="/auth/sign-in?redirectTo=%2Fsubmit">{t.signIn}</Link>
                </Button>
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="types" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="types" className="text-2xl font-bold text-ink">
          {t.typesHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {(Object.keys(ICONS) as ContentType[]).map((type) => {
            const Icon = ICONS[type];
            return (
              <li key={type} className="rounded-card border border-line p-5">
                <Icon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-3 font-semibold text-ink">{t.types[type].title}</h3>
                <p className="mt-1 text-sm text-muted">{t.types[type].text}</p>
                <p className="mt-2 text-sm font-medium text-ink">
                  {UPLOAD_EXTENSIONS[type].map((e) => e.slice(1).toUpperCase()).join(", ")} · up to{" "}
                  {sizeLabel(UPLOAD_LIMIT_MB[type])}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="benefits" className="mx-auto max-w-6xl px-4 py-6">
        <h2 id="benefits" className="text-2xl font-bold text-ink">
          {t.benefitsHeading}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {t.benefits.map((b) => (
            <li key={b.title} className="rounded-card bg-surface p-5">
              <h3 className="font-semibold text-ink">{b.title}</h3>
              <p className="mt-1 text-sm text-muted">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="guidelines" className="mx-auto max-w-6xl px-4 py-6">
        <h2 id="guidelines" className="text-2xl font-bold text-ink">
          {t.guidelinesHeading}
        </h2>
        <ul className="mt-4 grid list-disc gap-2 pl-5 text-ink">
          {t.guidelines.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
        <p className="mt-3">
          <Link to="/community-guidelines" className="font-medium text-brand-700 underline">
            {t.guidelinesLink}
          </Link>
        </p>
      </section>

      <section aria-labelledby="help" className="mx-auto max-w-6xl px-4 py-10">
        <div className="rounded-card border border-line p-6">
          <h2 id="help" className="text-xl font-bold text-ink">
            {t.helpHeading}
          </h2>
          <p className="mt-2 text-muted">{t.helpText}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/contact">{t.helpLink}</Link>
          </Button>
        </div>
      </section>

      {loaderData.canUpload ? (
        <UploadDialog open={open} onOpenChange={setOpen} result={actionData} />
      ) : null}
    </div>
  );
}
