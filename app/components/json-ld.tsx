import { useRouteLoaderData } from "react-router";
import { serializeJsonLd } from "~/lib/seo";
import { useNonce } from "~/lib/nonce";

/**
 * schema.org data for search engines. Inline scripts need this response's CSP nonce;
 * the JSON is escaped so user text cannot close the tag.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // Browsers hide the nonce attribute after parsing, so it never matches on hydration.
      suppressHydrationWarning
      // Not executed, but still parsed as HTML until </script>: serializeJsonLd escapes "<".
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** The site's public origin (CANONICAL_ORIGIN, PUBLIC_URL or the request's), from the root loader. */
export function useSiteOrigin(): string {
  return useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
}
