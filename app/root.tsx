import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { PageStyle } from "~/components/layout/page-style";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { FlashStatus } from "~/components/ui/flash-status";
import { Toaster } from "~/components/ui/toast";
import { getChrome } from "~/features/site/site-chrome.server";
import { getEnv } from "~/lib/env.server";
import { serverLinkPolicy } from "~/lib/link-policy.server";
import { takeFlash } from "~/lib/flash.server";
import { getSessionUser } from "~/lib/auth.server";
import { displayName } from "~/features/accounts/display-name";
import { headerUserFor } from "~/features/accounts/header-user";
import { useNonce } from "~/lib/nonce";
import { RouteBody } from "~/lib/shared-body";
import { siteOrigin } from "~/lib/request.server";
import { canonicalUrl } from "~/lib/seo";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import { unreadNotificationCount } from "~/features/notifications/notifications.server";
import {
  getOnboardingState,
  ONBOARDING_STEP_PARAM,
  readOnboardingVisibility,
} from "~/features/onboarding/onboarding.server";
import { avatarUrl } from "~/features/profile/avatar";
import { isNotificationsView } from "~/features/dashboard/dashboard-tabs";
import { getDb } from "~/lib/db/client.server";
import { adoptGuestCart } from "~/features/marketplace/adopt-guest-cart.server";
import { userCartCount } from "~/features/marketplace/cart.server";
import { mediaBaseUrl } from "~/lib/storage/storage.server";
import { imageView } from "~/lib/media/responsive";

// Code for the onboarding checklist and the error views reaches the browser only on the
// pages that show them; the server always renders them inline (see serverRenderedLazy).
const OnboardingDialog = serverRenderedLazy(() =>
  import("~/features/onboarding/onboarding-dialog").then((m) => m.OnboardingDialog),
);
// The announcement and the banner ads (with SafeLink's link rules, responsive images and
// the impression counter) are on few pages: their code loads only where one is shown.
const NoticeBar = serverRenderedLazy(() =>
  import("~/components/layout/notice-bar").then((m) => m.NoticeBar),
);
const BannerBar = serverRenderedLazy(() =>
  import("~/components/layout/banner-bar").then((m) => m.BannerBar),
);
const ErrorView = serverRenderedLazy(() =>
  import("~/components/error-views").then((m) => m.ErrorView),
);
const NotFoundView = serverRenderedLazy(() =>
  import("~/components/error-views").then((m) => m.NotFoundView),
);
const ErrorTitle = serverRenderedLazy(() =>
  import("~/components/error-views").then((m) => m.ErrorTitle),
);

// `url` is the page's address: for a client navigation's data request
// (`/marketplace.data`, `/_.data`) React Router gives the page's path, not the request's
// (react-router.config.ts: v8_passThroughRequests), so the banners are the page's.
export async function loader({ request, url }: Route.LoaderArgs) {
  const [chrome, flash, user] = await Promise.all([
    getChrome(url.pathname),
    takeFlash(request),
    getSessionUser(request),
  ]);
  // Signed-in pages are never cached (server/page-cache.ts), so the per-user bell count
  // and checklist cost one indexed count and, in the first 24 h only, one profile read.
  const db = user ? await getDb() : null;
  if (user) await OnboardingDialog.preload();
  // A guest cart left from before the sign-in joins the person's cart first (issue 31).
  const cartCookies = await adoptGuestCart({ request, userId: user?.id ?? null });
  const [unread, onboarding, cartCount] =
    user && db
      ? await Promise.all([
          // The notifications tab marks everything read on this same request.
          isNotificationsView(url) ? 0 : unreadNotificationCount(db, user.id),
          getOnboardingState(db, user, {
            visibility: await readOnboardingVisibility(request),
            requestedStep: url.searchParams.get(ONBOARDING_STEP_PARAM),
          }),
          userCartCount({ userId: user.id, db }),
        ])
      : [0, null, 0];
  const headerUser = user
    ? headerUserFor({
        name: displayName(user),
        email: user.email,
        role: user.role,
        avatarKey: user.avatarKey,
        avatarUrl: user.avatarKey ? avatarUrl(user.avatarKey, mediaBaseUrl()) : null,
        unreadNotifications: unread,
        cartCount,
      })
    : null;
  return data(
    {
      // Banner pictures as the browser needs them (hydration data on every page).
      chrome: {
        ...chrome,
        banners: chrome.banners.map((b) => ({ ...b, image: imageView(b.image) })),
      },
      toast: flash.toast,
      form: flash.form,
      user: headerUser,
      onboarding,
      // For SafeLink: partner hosts get utm parameters (PARTNER_HOSTS).
      linkPolicy: serverLinkPolicy(),
      // Set: the newsletter boxes post to this outside signup form instead of to us.
      newsletterFormUrl: getEnv().NEWSLETTER_FORM_URL ?? null,
      origin: siteOrigin(request),
    },
    { headers: withCookies(flash.headers, cartCookies) },
  );
}

function withCookies(headers: Record<string, string> | undefined, cookies: string[]) {
  if (!cookies.length) return headers;
  const all = new Headers(headers);
  for (const c of cookies) all.append("Set-Cookie", c);
  return all;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a7a46" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <PageLinks />
        <Links />
        <PageStyle />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Canonical link and og:url for every page. The robots tag is the page's own (pageMeta in
 * its route's `meta`): one per page, private paths saying noindex (spec 000 §2), as
 * app/lib/route-robots.test.ts checks for every route. A second one here doubled it.
 */
function PageLinks() {
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname, search } = useLocation();
  const url = root ? canonicalUrl(root.origin, pathname, search) : null;
  return (
    <>
      {url ? <link rel="canonical" href={url} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
    </>
  );
}

function Chrome({ children, inert = false }: { children: React.ReactNode; inert?: boolean }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const notice = root?.chrome.notice;
  const banners = root?.chrome.banners ?? [];
  // `inert` while the onboarding dialog is open: the page behind it takes no focus,
  // clicks or screen-reader browsing (a focus trap that needs no JavaScript).
  return (
    <div className="flex flex-1 flex-col" inert={inert}>
      {notice ? <NoticeBar notice={notice} /> : null}
      <SiteHeader user={root?.user ?? null} />
      {banners.length > 0 ? <BannerBar banners={banners} /> : null}
      {/* data-signed-in: what a page body written the same for everyone shows or hides
          (ADR 048, the Report disclosure). */}
      <main id="main" className="flex-1" data-signed-in={root?.user ? "" : undefined}>
        <FlashStatus flash={root?.toast ?? null} />
        <RouteBody>{children}</RouteBody>
      </main>
      <SiteFooter />
    </div>
  );
}

export default function App() {
  const { toast, onboarding } = useLoaderData<typeof loader>();
  return (
    <>
      <Chrome inert={!!onboarding && !onboarding.paused}>
        <Outlet />
      </Chrome>
      <Toaster initial={toast ? [toast] : undefined} />
      {onboarding ? <OnboardingDialog state={onboarding} /> : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  let body: React.ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) body = <NotFoundView />;
  else if (isRouteErrorResponse(error) && error.status === 410) body = <NotFoundView gone />;
  else if (isRouteErrorResponse(error))
    body = <ErrorView status={error.status} path={pathname} body={error.data} />;
  else body = <ErrorView status={500} path={pathname} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Chrome>
      <ErrorTitle status={status} />
      {/* Error answers are never indexed, whatever page they replaced. */}
      <meta name="robots" content="noindex, nofollow" />
      {body}
      <Toaster />
    </Chrome>
  );
}
