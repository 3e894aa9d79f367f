import { redirect } from "react-router";
import type { Route } from "./+types/auth-sign-out";
import { getAuth } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/flash.server";
import { authSuccess } from "~/features/accounts/messages";

// Signing out changes state, so it is a POST (a link or prefetch must not sign anyone out).
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  const auth = await getAuth();
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    "/",
    {
      variant: "success",
      title: authSuccess.signedOut.title,
      description: authSuccess.signedOut.message,
    },
    { headers },
  );
}
