// Import boundaries (docs/design.md convention 4; docs/decisions/018-import-boundaries.md):
// - a feature (app/features/<area>/) imports only itself and the shared kernel below;
// - lib, db and components import no feature and no route;
// - nothing but routes imports a route.
// Routes and the composition modules (app/*.server.ts) compose features freely.
// Type-only imports count too: they couple one area's code to another's internals.
import path from "node:path";

/** What every feature may use of another: roles and rights, notifying people, selling. */
export const KERNEL = [
  "accounts/permissions",
  "accounts/roles",
  "accounts/display-name",
  "accounts/guards.server",
  "accounts/role-picker",
  "notifications/notifications.server",
  "notifications/notification-item",
  "payments/checkout.server",
  "payments/fulfilment",
  // How a payment was made, in words: every receipt (page or e-mail) names it the same way.
  "payments/payment-method-name",
  // The provider choice of a checkout form (Paystack, PayPal, the test provider's badge):
  // every area that sells shows the same one.
  "payments/components/payment-method-choice",
  // Money the system gives back for a cause (a cancelled event, a declined booking),
  // queued in the transaction that decided it (ADR 014).
  "payments/system-refund-job.server",
  // The platform's fee the one checkout will charge, quoted before it (a stay's service
  // fee on its page and booking, from the fee settings: the same function the charge uses).
  "payments/fees.server",
  // The fee arithmetic itself (pure): a stay card prices its dates with it.
  "payments/fees",
  // A sale's release date moves when its area says (shipped, delivered, rescheduled):
  // the areas tell payments what happened, payments applies the release rule (ADR 071).
  "payments/release-dates.server",
  // A person's public page (issue 35): its address, and whether someone has one, so every
  // item page's owner link, the sitemap and the page itself decide it the same way.
  "profile/username-rules",
  "people/public-page",
  "people/public-page.server",
  "people/owner-name",
];

const APP = `${path.sep}app${path.sep}`;

/** The app-relative module path an import names ("features/x/y"), or null if outside app/. */
function target(source, filename) {
  if (source.startsWith("~/")) return source.slice(2);
  if (!source.startsWith(".")) return null;
  const resolved = path.resolve(path.dirname(filename), source);
  const at = resolved.lastIndexOf(APP);
  return at < 0
    ? null
    : resolved
        .slice(at + APP.length)
        .split(path.sep)
        .join("/");
}

function zoneOf(filename) {
  const at = filename.lastIndexOf(APP);
  if (at < 0) return null;
  const rel = filename.slice(at + APP.length).split(path.sep);
  if (rel[0] === "features" && rel.length > 2) return { kind: "feature", area: rel[1] };
  if (rel[0] === "lib" || rel[0] === "db" || rel[0] === "components") return { kind: rel[0] };
  if (rel[0] === "routes") return { kind: "routes" };
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    messages: {
      feature:
        "features/{{area}} may import only itself and the shared kernel ({{kernel}}), not '{{source}}': compose areas in a route or an app/*.server.ts module.",
      shared: "{{zone}} is shared code and may not import '{{source}}' (a feature or a route).",
      route: "Only the router imports route modules, not '{{source}}'.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename ?? context.getFilename();
    const zone = zoneOf(filename);
    if (!zone || /\.(integration\.)?test\.tsx?$/.test(filename)) return {};
    const check = (node) => {
      const source = node.source && node.source.value;
      if (typeof source !== "string") return;
      const to = target(source, filename);
      if (!to) return;
      const [top, area] = to.split("/");
      if (top === "routes" && zone.kind !== "routes") {
        context.report({ node, messageId: "route", data: { source } });
        return;
      }
      if (top !== "features") return;
      if (zone.kind === "lib" || zone.kind === "db" || zone.kind === "components") {
        context.report({ node, messageId: "shared", data: { zone: zone.kind, source } });
        return;
      }
      if (zone.kind !== "feature" || area === zone.area) return;
      const module = to.slice("features/".length).replace(/\.(tsx?|js)$/, "");
      if (KERNEL.includes(module)) return;
      context.report({
        node,
        messageId: "feature",
        data: { area: zone.area, source, kernel: KERNEL.join(", ") },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default rule;
