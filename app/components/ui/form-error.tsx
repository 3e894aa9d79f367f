import type { Message } from "~/lib/messages";

/** A form's own failure message (catalogue words), announced when it appears. */
export function FormError({ message }: { message: Message | null | undefined }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
    >
      <p className="font-semibold">{message.title}</p>
      <p>{message.message}</p>
    </div>
  );
}
