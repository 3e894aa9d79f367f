// Toast settings (000 §8 behaviour, §9 constants). Imported by the toast component in
// the root layout, so this module stays tiny: it reaches every page.

export const toastDurations = { success: 3000, error: 5000, default: 4000 } as const;
export const TOAST_LIMIT = 3;
export const toastTitles = { error: "Error", success: "Success!" } as const;
