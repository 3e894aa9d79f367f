/** A chrome form's answer after a redirect: what was typed and what was wrong with it. */
export type FlashForm = {
  id: string;
  values: Record<string, string>;
  errors: Record<string, string[]>;
};
