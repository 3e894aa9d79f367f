// The compact support box's texts, apart from the support page's catalogue: every
// content page shows the box, so it ships only these few words.

export const panelCopy = {
  heading: (name: string) => `Support ${name}`,
  intro: "Enjoyed this? Send the creator some support, with a message if you like.",
  other: "Other amount",
} as const;
