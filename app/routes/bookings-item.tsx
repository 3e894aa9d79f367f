import { data } from "react-router";
import type { Route } from "./+types/bookings-item";
import { PhotoGallery } from "~/components/photo-gallery";
import { ReportControl } from "~/features/moderation/report-control";
import { getPublicProperty } from "~/features/stays/public-properties.server";
import { cancellationPolicyCopy } from "~/features/stays/messages";
import { formatNaira } from "~/lib/money";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";
import { imageUrl } from "~/lib/absolute-url";
import { siteOrigin } from "~/lib/request.server";
import { stayJsonLd } from "~/lib/structured-data";
import { bookingPanel } from "~/features/stays/booking-views.server";
import { requestBookingSchema } from "~/features/stays/booking-schema";
import { bookingPageCopy } from "~/features/stays/booking-messages";
import {
  BookingCalendar,
  BookingQuote,
  bookingFormWords,
} from "~/features/stays/components/booking-panel";
import { BookingRequestForm } from "~/features/stays/components/booking-request-form";
import { StayAbout } from "~/features/stays/components/stay-main";
import { ServerPart } from "~/lib/server-part";
import { ItemReviews } from "~/features/reviews/components/product-reviews";
import { listItemReviews } from "~/features/reviews/list-reviews.server";
import { pageNumber } from "~/lib/pagination";
import { renderParts } from "~/lib/server-part.server";
import { bookingSuccess } from "~/features/stays/messages";
import { requestBooking } from "~/features/stays/request-booking.server";
import { paymentSuccess } from "~/features/payments/messages";
import { getSessionUser } from "~/lib/auth.server";
import { messageToast, redirectWithToast } from "~/lib/flash.server";
import { parseForm, runForm, type FormAnswer } from "~/lib/form-action.server";
import { userHoldSession } from "~/lib/hold-caps.server";
import { publicOrigin } from "~/lib/request.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const [stay, panel, user] = await Promise.all([
    getPublicProperty(params.slug),
    bookingPanel({ slug: params.slug, url: new URL(request.url) }),
    getSessionUser(request),
  ]);
  if (!stay) throw data(null, { status: 404 });
  // Guests' verified reviews (after check-out), with the host's replies.
  const reviews = await listItemReviews({
    itemType: "property",
    itemId: stay.id,
    page: pageNumber(new URL(request.url).searchParams.get("reviews")),
  });
  // schema.org data is built here so its code never ships to the browser.
  const origin = siteOrigin(request);
  const jsonLd = stayJsonLd(origin, stay);
  return {
    stay,
    jsonLd,
    reviews,
    // The share picture, made here so the URL helpers never ship to the browser.
    shareImage: imageUrl(origin, stay.photos[0]) ?? null,
    // The booking panel: the calendar, the dates chosen and their breakdown (issue 32).
    panel,
    panelTitle: bookingPageCopy.panelTitle,
    words: panel ? bookingFormWords(panel.property.instantBook) : null,
    signedIn: !!user,
    // What never changes in the browser is rendered by the server only (ADR 049); a
    // client navigation's data (a day chosen on the calendar) carries its HTML.
    parts: renderParts(request, () => ({
      photos: <PhotoGallery photos={stay.photos} title={stay.title} layout="wide" />,
      about: <StayAbout stay={stay} jsonLd={jsonLd} />,
      calendar: panel ? <BookingCalendar panel={panel} /> : <></>,
      quote: panel ? <BookingQuote panel={panel} /> : <></>,
      reviews: <StayReviews stay={stay} page={reviews} />,
    })),
  };
}

/**
 * Request to book (or book instantly): the dates, guests and details posted are checked
 * again by requestBooking, which decides the price. A request goes to the trip page; an
 * instant booking to the provider's checkout. A refusal comes back on the form.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const parsed = await parseForm(request, requestBookingSchema(!user));
  if (!parsed.ok) return parsed.response;
  const v = parsed.data;
  const done = await runForm(parsed.values, () =>
    requestBooking({
      slug: params.slug,
      checkIn: v.checkIn,
      checkOut: v.checkOut,
      guests: v.guests,
      guest: user
        ? { userId: user.id, name: user.fullName ?? user.name ?? "", email: user.email }
        : { userId: null, name: v.name, email: v.email, phone: v.phone },
      message: v.message,
      provider: v.method,
      origin: publicOrigin(request),
      holder: {
        session: user ? userHoldSession(user.id) : null,
        clientIp: context.clientIp ?? "unknown",
      },
    }),
  );
  if (!done.ok) return done.response;
  const { booking, redirectUrl } = done.result;
  if (booking.instant)
    return redirectWithToast(redirectUrl, messageToast(paymentSuccess.initiated, "success"), {
      status: 303,
    });
  return redirectWithToast(redirectUrl, messageToast(bookingSuccess.requested, "success"), {
    status: 303,
  });
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.stay.title,
        description: (data.stay.summary || data.stay.description).slice(0, 160),
        image: data.shareImage ?? undefined,
      })
    : [];

export default function StayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { stay, jsonLd, panel, parts } = loaderData;
  return (
    <article className="mx-auto max-w-5xl px-4 py-6">
      <ServerPart id="stay-photos" html={parts.photos}>
        {import.meta.env.SSR && (
          <PhotoGallery photos={stay.photos} title={stay.title} layout="wide" />
        )}
      </ServerPart>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <ServerPart id="stay-about" html={parts.about}>
            {import.meta.env.SSR && <StayAbout stay={stay} jsonLd={jsonLd} />}
          </ServerPart>
        </div>
        <aside aria-labelledby="price-heading" className="h-fit rounded-card p-4 ring-1 ring-line">
          <h2 id="price-heading" className="sr-only">
            Price
          </h2>
          <p>
            <span className="text-2xl font-bold text-brand-700">
              {formatNaira(stay.basePricePerNight)}
            </span>
            <span className="text-muted"> / night</span>
          </p>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Cleaning fee</dt>
              <dd className="text-ink">{formatNaira(stay.cleaningFee)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Minimum stay</dt>
              <dd className="text-ink">
                {stay.minNights} night{stay.minNights === 1 ? "" : "s"}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Up to</dt>
              <dd className="text-ink">{stay.maxGuests} guests</dd>
            </div>
          </dl>
          {panel ? (
            <section id="book" aria-labelledby="book-heading" className="mt-4 space-y-3">
              <h2 id="book-heading" className="text-lg font-semibold text-ink">
                {loaderData.panelTitle}
              </h2>
              <ServerPart id="stay-calendar" html={parts.calendar}>
                {import.meta.env.SSR && <BookingCalendar panel={panel} />}
              </ServerPart>
              <ServerPart id="stay-quote" html={parts.quote}>
                {import.meta.env.SSR && <BookingQuote panel={panel} />}
              </ServerPart>
              <BookingRequestForm
                words={loaderData.words!}
                stay={{ ...panel, maxGuests: panel.property.maxGuests }}
                signedIn={loaderData.signedIn}
                priced={!!panel.quote}
                answer={actionData as FormAnswer | undefined}
              />
            </section>
          ) : (
            <p className="mt-3 text-sm text-muted">
              {cancellationPolicyCopy.policies[stay.cancellationPolicy]}
            </p>
          )}
        </aside>
      </div>
      <div className="mt-8">
        <ServerPart id="stay-reviews" html={parts.reviews}>
          {import.meta.env.SSR && <StayReviews stay={stay} page={loaderData.reviews} />}
        </ServerPart>
      </div>
      <div className="mt-8">
        <ReportControl itemType="property" itemId={stay.id} itemPath={`/bookings/${stay.slug}`} />
      </div>
    </article>
  );
}

/** The stay's reviews section (drawn by the server only). */
function StayReviews({
  stay,
  page,
}: {
  stay: { id: string; slug: string; rating: number | null; reviewCount: number };
  page: Awaited<ReturnType<typeof listItemReviews>>;
}) {
  return (
    <ItemReviews
      itemType="property"
      itemId={stay.id}
      itemPath={`/bookings/${stay.slug}`}
      rating={stay.rating}
      reviewCount={stay.reviewCount}
      page={page}
    />
  );
}
