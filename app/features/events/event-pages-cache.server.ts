import { invalidatePublicPages } from "~/lib/cache.server";

/**
 * Seats changed (a hold, a sale, a release, a refund, a waitlist offer): the events'
 * pages and data are dropped, the rest of the site stays cached (issue 31: a hold or an
 * order never empties the whole page cache). Lists, the home page and search show
 * events' seats and "sold out" too, so they go with them.
 */
export function invalidateEventPages() {
  invalidatePublicPages({
    dataPrefixes: ["events:"],
    paths: ["/", "/search"],
    pathPrefixes: ["/events"],
  });
}
