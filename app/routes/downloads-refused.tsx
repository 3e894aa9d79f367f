import { data, Link } from "react-router";
import type { Route } from "./+types/downloads-refused";
import { downloadCopy } from "~/features/marketplace/download-messages";
import { checkDownload, isDownloadRefusal } from "~/features/marketplace/take-download.server";
import { pageMeta } from "~/lib/seo";

/**
 * Why a download link gave no file (the download route sends refusals here): the
 * reason with its status, 410 for an expired link or a used-up limit, 403 for a link
 * that is not ours or an order that is not paid, 404 when the seller has no file. When
 * the link works after all, a button to download.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const outcome = await checkDownload({ token: params.token });
  if (isDownloadRefusal(outcome))
    return data({ refusal: outcome.message, file: null }, { status: outcome.status });
  return { refusal: null, file: { name: outcome.name, left: outcome.left } };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: downloadCopy.pageTitle, description: downloadCopy.pageTitle, noindex: true });

export default function DownloadRefusedPage({ loaderData, params }: Route.ComponentProps) {
  const { refusal, file } = loaderData;
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-ink">
        {refusal ? refusal.title : downloadCopy.pageTitle}
      </h1>
      {refusal ? <p className="text-ink">{refusal.message}</p> : null}
      {file ? (
        <>
          <p className="break-words text-ink">{downloadCopy.ready(file.name)}</p>
          <p className="text-sm text-muted">{downloadCopy.left(file.left)}</p>
          <p>
            <a
              href={`/downloads/${encodeURIComponent(params.token)}`}
              className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 font-medium text-white"
            >
              {downloadCopy.download}
            </a>
          </p>
        </>
      ) : null}
      <p>
        <Link to="/marketplace" className="text-brand-700 hover:underline">
          {downloadCopy.marketplaceLink}
        </Link>
      </p>
    </div>
  );
}
