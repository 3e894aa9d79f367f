import { Link } from "react-router";
import { profilePath } from "~/features/profile/username-rules";

/**
 * An item's owner as its page names them ("By Ada Obi", "Sold by Ada's Finds"): a link
 * to their public page when they have one (`username` is set only then, by
 * ownerPageUsername in public-page.server.ts: the page's own rule), else plain text,
 * so no item page links to a 404.
 */
export function OwnerName({ name, username }: { name: string; username: string | null }) {
  return username ? (
    <Link to={profilePath(username)} className="font-medium text-brand-700 underline">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}
