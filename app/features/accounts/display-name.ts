/** Display name per the spec: full name, else username, else e-mail local part, else 'User'. */
export function displayName(u: {
  fullName?: string | null;
  username?: string | null;
  email?: string | null;
}) {
  return u.fullName?.trim() || u.username?.trim() || u.email?.split("@")[0]?.trim() || "User";
}

/** Avatar initials: at most two letters. */
export function initials(name: string) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase());
  return (
    letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? "U")
  ).slice(0, 2);
}
