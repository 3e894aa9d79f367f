import { mediaUrl, type StoredImage } from "~/lib/media/responsive";
import { absoluteUrl, imageUrl } from "./absolute-url";

export { absoluteUrl, imageUrl };

/**
 * schema.org descriptions of item pages for search engines (000 §2 page metadata).
 * Built in loaders (the browser never needs this code); money is whole naira (NGN).
 */
type Json = Record<string, unknown>;
const CONTEXT = "https://schema.org";

const images = (origin: string, list: (StoredImage | null | undefined)[]) => {
  const urls = list.map((i) => imageUrl(origin, i)).filter((u): u is string => !!u);
  return urls.length ? urls : undefined;
};

function rating(value: number | null, count: number): Json | undefined {
  return value != null && count > 0
    ? { "@type": "AggregateRating", ratingValue: value, reviewCount: count }
    : undefined;
}

const address = (a: { street?: string; city: string; state: string }): Json => ({
  "@type": "PostalAddress",
  ...(a.street ? { streetAddress: a.street } : {}),
  addressLocality: a.city,
  addressRegion: a.state,
  addressCountry: "NG",
});

export function eventJsonLd(
  origin: string,
  event: {
    slug: string;
    title: string;
    description: string;
    startDatetime: string;
    endDatetime: string;
    venueName: string;
    venueAddress: string;
    city: string;
    state: string;
    organizerName: string;
    coverImage: StoredImage | null;
    ticketTypes: { name: string; price: number; remaining: number }[];
    status?: string;
    previousStartDatetime?: string | null;
  },
): Json {
  const url = `${origin}/events/${event.slug}`;
  const moved = event.status !== "cancelled" && !!event.previousStartDatetime;
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: event.title,
    description: event.description,
    url,
    startDate: event.startDatetime,
    endDate: event.endDatetime,
    eventStatus:
      event.status === "cancelled"
        ? "https://schema.org/EventCancelled"
        : moved
          ? "https://schema.org/EventRescheduled"
          : "https://schema.org/EventScheduled",
    ...(moved ? { previousStartDate: event.previousStartDatetime! } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.venueName,
      address: address({ street: event.venueAddress, city: event.city, state: event.state }),
    },
    image: images(origin, [event.coverImage]),
    organizer: { "@type": "Organization", name: event.organizerName },
    offers: event.ticketTypes.map((t) => ({
      "@type": "Offer",
      name: t.name,
      price: t.price,
      priceCurrency: "NGN",
      availability: t.remaining > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url,
    })),
  };
}

export function productJsonLd(
  origin: string,
  product: {
    slug: string;
    title: string;
    description: string;
    price: number;
    inStock: boolean;
    sku: string | null;
    category: string;
    storeName: string;
    rating: number | null;
    reviewCount: number;
    images: StoredImage[];
  },
): Json {
  const url = `${origin}/marketplace/${product.slug}`;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.title,
    description: product.description,
    url,
    sku: product.sku ?? undefined,
    category: product.category,
    image: images(origin, product.images),
    brand: { "@type": "Brand", name: product.storeName },
    aggregateRating: rating(product.rating, product.reviewCount),
    offers: {
      "@type": "Offer",
      price: product.price,
      priceCurrency: "NGN",
      availability: product.inStock
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
      url,
      seller: { "@type": "Organization", name: product.storeName },
    },
  };
}

/** A stay: the listing as a lodging business offering its accommodation per night. */
export function stayJsonLd(
  origin: string,
  stay: {
    slug: string;
    title: string;
    summary: string;
    description: string;
    city: string;
    state: string;
    basePricePerNight: number;
    maxGuests: number;
    bedrooms: number;
    baths: number;
    amenities: string[];
    rating: number | null;
    reviewCount: number;
    photos: StoredImage[];
  },
): Json {
  const url = `${origin}/bookings/${stay.slug}`;
  return {
    "@context": CONTEXT,
    "@type": "LodgingBusiness",
    name: stay.title,
    description: stay.summary || stay.description,
    url,
    image: images(origin, stay.photos),
    address: address({ city: stay.city, state: stay.state }),
    priceRange: `₦${stay.basePricePerNight.toLocaleString("en-NG")} per night`,
    aggregateRating: rating(stay.rating, stay.reviewCount),
    amenityFeature: stay.amenities.map((name) => ({
      "@type": "LocationFeatureSpecification",
      name,
      value: true,
    })),
    containsPlace: {
      "@type": "Accommodation",
      name: stay.title,
      numberOfBedrooms: stay.bedrooms,
      numberOfBathroomsTotal: stay.baths,
      occupancy: { "@type": "QuantitativeValue", maxValue: stay.maxGuests },
    },
    makesOffer: {
      "@type": "Offer",
      url,
      priceCurrency: "NGN",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: stay.basePricePerNight,
        priceCurrency: "NGN",
        unitCode: "DAY",
        unitText: "night",
      },
    },
  };
}

const CONTENT_TYPES = {
  video: "VideoObject",
  audio: "AudioObject",
  image: "ImageObject",
  document: "DigitalDocument",
} as const;

/** ISO 8601 duration ("PT3M5S") from seconds. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

export function contentJsonLd(
  origin: string,
  item: {
    slug: string;
    title: string;
    description: string;
    contentType: keyof typeof CONTENT_TYPES;
    creatorName: string;
    createdAt: string;
    publishedAt: string | null;
    durationSeconds: number | null;
    mediaKey: string;
    mimeType: string;
    width: number | null;
    height: number | null;
    tags: string[];
    thumbnail: StoredImage | null;
    image: StoredImage | null;
  },
): Json {
  const type = CONTENT_TYPES[item.contentType];
  const thumbnail = imageUrl(origin, item.thumbnail ?? item.image);
  const published = item.publishedAt ?? item.createdAt;
  return {
    "@context": CONTEXT,
    "@type": type,
    name: item.title,
    description: item.description || item.title,
    url: `${origin}/content/${item.slug}`,
    // Images are offered as their resized variant; other media as the stored file.
    contentUrl:
      item.contentType === "image"
        ? imageUrl(origin, item.image)
        : absoluteUrl(origin, mediaUrl(item.mediaKey)),
    encodingFormat: item.mimeType,
    thumbnailUrl: thumbnail,
    uploadDate: type === "VideoObject" ? published : undefined,
    datePublished: published,
    duration: item.durationSeconds != null ? isoDuration(item.durationSeconds) : undefined,
    width: item.width ?? undefined,
    height: item.height ?? undefined,
    keywords: item.tags.length ? item.tags.join(", ") : undefined,
    creator: { "@type": "Person", name: item.creatorName },
    inLanguage: "en-NG",
  };
}

/**
 * A person's public page (/@username, issue 35): a Person, or an Organization for an
 * organizer or a vendor with a store (what they run is what people search for), with
 * their links as `sameAs`.
 */
export function personJsonLd(
  origin: string,
  person: {
    name: string;
    username: string;
    bio: string | null;
    state: string | null;
    image: string | null;
    links: string[];
    /** A store's name: the Organization is the store. */
    organization: { name: string } | null;
  },
): Json {
  const url = `${origin}/@${person.username}`;
  const sameAs = person.links.length ? person.links : undefined;
  const place = person.state
    ? {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressRegion: person.state, addressCountry: "NG" },
      }
    : undefined;
  if (person.organization) {
    return {
      "@context": CONTEXT,
      "@type": "Organization",
      name: person.organization.name,
      url,
      description: person.bio ?? undefined,
      logo: person.image ?? undefined,
      location: place,
      sameAs,
      founder: { "@type": "Person", name: person.name },
    };
  }
  return {
    "@context": CONTEXT,
    "@type": "Person",
    name: person.name,
    alternateName: `@${person.username}`,
    url,
    description: person.bio ?? undefined,
    image: person.image ?? undefined,
    homeLocation: place,
    sameAs,
  };
}
