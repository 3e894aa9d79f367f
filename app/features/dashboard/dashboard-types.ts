/** Shapes the dashboard loader hands its tabs (no server code here). */

import type { ItemType, ModerationStatus } from "~/lib/item-kind";

export type { ItemType, ModerationStatus };

export type MyItem = {
  id: string;
  kind: ItemType;
  title: string;
  /** The item's own status word (draft, published, active, cancelled, ...). */
  status: string;
  moderationStatus: ModerationStatus;
  createdAt: string;
  /** The public page, only when the public can see the item. */
  href: string | null;
  /** Its owner's pages for it, and its processing state (content), when the route offers them. */
  manage?: ItemManagement;
};

export type ItemManagement = {
  editHref: string;
  deleteHref: string;
  processing: {
    status: "processing" | "ready" | "failed";
    label: string;
    /** Why it failed, in the creator's words; or what is happening. */
    note: string | null;
  } | null;
};

export type MyAnalytics = {
  content: {
    items: number;
    views: number;
    top: Array<{ title: string; views: number }>;
    /** Views per Lagos day ("2026-11-24"), oldest first, zeros included. */
    perDay: Array<{ day: string; views: number }>;
  };
  events: { items: number; ticketsSold: number; revenue: number };
  products: { items: number; orders: number; revenue: number };
  properties: { items: number; bookings: number; revenue: number };
};
