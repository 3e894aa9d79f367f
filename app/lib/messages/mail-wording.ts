// Why an admin's wording of an e-mail (admin Settings > E-mail templates) was refused.
// Client-safe: the editor page shows them next to the fields.

const token = (name: string) => `{{${name}}}`;

export const mailWordingProblems = {
  subjectRequired: "Write a subject.",
  subjectTooLong: (max: number) => `The subject can be at most ${max} characters.`,
  subjectOneLine: "The subject must be one line.",
  bodyRequired: "Write the body of the e-mail.",
  bodyTooLong: (max: number) => `The body can be at most ${max} characters.`,
  /** `offered`: the placeholders' names, comma separated. */
  unknownPlaceholder: (name: string, offered: string) =>
    `Unknown placeholder ${token(name)}. This e-mail offers: ${offered
      .split(", ")
      .map(token)
      .join(", ")}.`,
  unclosedPlaceholder: (near: string) =>
    `A placeholder is not written right near "${near}". Write placeholders as {{name}}.`,
  blockInSubject: (name: string) =>
    `${token(name)} is several lines long, so it can only go in the body.`,
  requiredPlaceholder: (name: string, label: string) =>
    `Keep ${token(name)} in the body (${label}): without it the e-mail is useless.`,
  relativeLink: (path: string) =>
    `"${path}" cannot be opened from an e-mail. Use one of the link placeholders instead.`,
};
