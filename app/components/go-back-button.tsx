import { Button } from "~/components/ui/button";
import { errorPageCopy } from "~/lib/messages/error-pages";

// Its own module: the 403 page needs only this of the error views (a module shared by
// pages goes whole into one chunk).

/** Back in history; without JavaScript (or with no history) it is a link home. */
export function GoBackButton() {
  return (
    <Button asChild variant="outline">
      <a
        href="/"
        onClick={(e) => {
          if (window.history.length > 1) {
            e.preventDefault();
            window.history.back();
          }
        }}
      >
        {errorPageCopy.notFoundPage.goBack}
      </a>
    </Button>
  );
}
