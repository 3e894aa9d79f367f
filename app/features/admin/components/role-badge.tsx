import {
  CalendarDays,
  Eye,
  House,
  Palette,
  ShieldCheck,
  ShieldAlert,
  Store,
  type LucideIcon,
} from "lucide-react";
import type { Role } from "~/features/accounts/roles";
import { roleLabel } from "~/lib/messages/shell";
import { cn } from "~/lib/utils";

// Spec 001 §2: admin red, creator blue, vendor green, event_organizer purple,
// property_owner orange, others grey. Tints keep text at >= 4.5:1.
const STYLE: Record<Role, { className: string; icon: LucideIcon }> = {
  admin: { className: "bg-red-50 text-red-800 border-red-200", icon: ShieldAlert },
  creator: { className: "bg-blue-50 text-blue-800 border-blue-200", icon: Palette },
  vendor: { className: "bg-green-50 text-green-800 border-green-200", icon: Store },
  event_organizer: {
    className: "bg-purple-50 text-purple-800 border-purple-200",
    icon: CalendarDays,
  },
  property_owner: { className: "bg-orange-50 text-orange-800 border-orange-200", icon: House },
  moderator: { className: "bg-gray-100 text-gray-800 border-gray-300", icon: ShieldCheck },
  viewer: { className: "bg-gray-100 text-gray-800 border-gray-300", icon: Eye },
};

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  const { className: tint, icon: Icon } = STYLE[role] ?? STYLE.viewer;
  return (
    <span
      data-role={role}
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium capitalize",
        tint,
        className,
      )}
    >
      <Icon aria-hidden className="size-3" />
      {roleLabel(role)}
    </span>
  );
}
