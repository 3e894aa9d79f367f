// Form validation texts (000 §5) and the password rule they quote (000 §9). Client-safe:
// form schemas used in the browser import these.

export const PASSWORD_MIN_LENGTH = 8; // 000 §9

/** File refusals, also on their own: the upload form's checks load no other text. */
export const fileSizeMessage = (maxSize: number) => `File too big. E no fit pass ${maxSize}MB`;
export const fileTypesMessage = (types: readonly string[]) =>
  `Na only these file types we accept: ${types.join(", ")}`;

export const validation = {
  required: "This field na must-fill",
  email: "Abeg enter correct email address",
  password: `Password suppose get at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsMatch: "Passwords no match",
  phone: "Enter correct Nigerian phone number, like +234 801 234 5678 or 0801 234 5678",
  url: "Enter correct link wey start with http:// or https://",
  minLength: (min: number) => `E suppose get at least ${min} characters`,
  maxLength: (max: number) => `E no fit pass ${max} characters`,
  numeric: "Na only numbers dey allowed here",
  alphanumeric: "Na only letters and numbers dey allowed here",
  fileSize: fileSizeMessage,
  fileTypes: fileTypesMessage,
  tooManyPhotos: (max: number) => `You fit add at most ${max} photos`,
  notAnImage: "This file no be photo we fit use. Choose a JPG, PNG, WebP or GIF image.",
};
