import { Search } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { shellCopy } from "~/lib/messages/shell";

export const CONTENT_SEARCH_MAX_LENGTH = 100;

/**
 * The not-found page's content search box (/content has it in its filters): a GET form to
 * /content?search=… that works without JavaScript; with it, the term is trimmed and
 * an empty one is ignored (001 not-found page).
 */
export function ContentSearchForm({
  id,
  defaultValue,
  required = false,
  className,
}: {
  id: string;
  defaultValue?: string;
  /** The not-found page has nothing to show for an empty search. */
  required?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action="/content"
      role="search"
      className={cn("flex max-w-md gap-2", className)}
      onSubmit={(e) => {
        const input = e.currentTarget.elements.namedItem("search") as HTMLInputElement;
        const term = input.value.trim();
        e.preventDefault();
        if (term) void navigate(`/content?search=${encodeURIComponent(term)}`);
        else if (!required) void navigate("/content");
      }}
    >
      <label htmlFor={id} className="sr-only">
        {shellCopy.listSearch.contentLabel}
      </label>
      <Input
        id={id}
        key={defaultValue}
        type="search"
        name="search"
        defaultValue={defaultValue}
        required={required}
        pattern={required ? ".*\\S.*" : undefined}
        maxLength={CONTENT_SEARCH_MAX_LENGTH}
        placeholder={shellCopy.listSearch.contentPlaceholder}
        className="flex-1"
      />
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        {shellCopy.listSearch.button}
      </Button>
    </form>
  );
}
