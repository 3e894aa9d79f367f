import { CONTENT_CATEGORIES } from "../catalog";

/** The spec's 13 content categories as a select's options (upload and edit forms). */
export function ContentCategoryOptions() {
  return CONTENT_CATEGORIES.map((c) => (
    <option key={c} value={c}>
      {c}
    </option>
  ));
}
