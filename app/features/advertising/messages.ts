// Texts of the home page's top-providers section (000 §3, §9); client-safe.

export const topProvidersCopy = {
  title: "Top Providers",
  description: "Nigerian businesses wey dey serve creators, organisers, vendors and hosts.",
  sponsored: "Sponsored",
  visit: (name: string) => `Visit ${name}`,
  phone: "Phone",
  email: "E-mail",
  address: "Address",
  blockedIntro: "This advertiser's link no pass our safety check, so we no go send you there.",
};

/** Top-providers badge by pricing plan (000 §3). */
export const providerBadges = {
  enterprise: "Premium Partner",
  premium: "Verified",
  other: "Trusted",
};
