// The upload form's and /submit's copy (signed-in parts load only on upload pages).
import type { ContentType } from "./catalog";

export const contentFormCopy = {
  tab: "Content",
  heading: "Upload content",
  type: "Content type",
  file: "File",
  chooseFile: "Choose a file",
  title: "Title",
  description: "Description",
  category: "Category",
  chooseCategory: "Choose a category",
  tags: "Tags",
  tagsHint: "Separate tags with commas, like afrobeats, lagos",
  tooManyTags: "Use at most 10 tags",
  tagLength: "Each tag can have at most 30 characters",
  submit: "Submit Content",
  submitting: "Submitting…",
  pause: "Pause",
  resume: "Resume",
  cancel: "Cancel upload",
  progress: "Upload progress",
  uploaded: "Upload complete. Add the details and submit.",
  paused: "Paused. Press Resume to continue.",
  retrying: "Connection lost. We go continue as e come back…",
  resumed: "Continuing your earlier upload where it stopped.",
  withoutJavaScript:
    "Without JavaScript the file is sent with the form in one go: keep this page open until it finishes. If the connection drops it starts again; with JavaScript on, uploads continue where they stopped.",
  thumbnail: "Thumbnail (optional)",
  thumbnailHint: (mb: number) =>
    `A picture for your video or audio: JPG, PNG, WebP or GIF, up to ${mb}MB.`,
  limits: (formats: string, mb: number) =>
    `${formats}, up to ${mb >= 1024 ? `${mb / 1024}GB` : `${mb}MB`}`,
};

export const submitPageCopy = {
  title: "Submit Content",
  description:
    "Share your videos, music, art and writing with Nigeria and the world on Naija Creators.",
  heroTitle: "Share your creativity with Naija",
  heroText:
    "Upload videos, music, art and writing. Your work goes live at once and reaches creators and fans across Nigeria.",
  upload: "Upload Content",
  signInPrompt: "Sign in to upload your content.",
  signIn: "Sign In",
  /** Signed in as a viewer (issue 30 §3.9): what they can do, and how to upload. */
  viewerPrompt:
    "You are signed in as a viewer: you fit watch, listen, read, buy tickets, shop and book stays. To upload your own work, become a creator. E free, and you fit change am later on your profile.",
  becomeCreator: "Become a creator",
  /** Signed in with a role that cannot upload and that only an admin changes. */
  restrictedPrompt:
    "Your account no fit upload content. Contact an administrator to change your role.",
  typesHeading: "What you can share",
  types: {
    video: { title: "Video", text: "Skits, music videos, short films and vlogs." },
    audio: { title: "Audio", text: "Songs, podcasts, beats and spoken word." },
    image: { title: "Art", text: "Photography, paintings, illustrations and designs." },
    document: { title: "Written", text: "Stories, poems, articles and guides." },
  } satisfies Record<ContentType, { title: string; text: string }>,
  benefitsHeading: "Why share on Naija Creators",
  benefits: [
    {
      title: "Reach more people",
      text: "Your work shows on Content, in search and on your profile.",
    },
    { title: "Earn from your work", text: "Fans fit support you with donations and tickets." },
    {
      title: "Works on mobile data",
      text: "Uploads continue where they stopped when your network drops.",
    },
  ],
  guidelinesHeading: "Content guidelines",
  guidelines: [
    "Upload only work you made or have the right to share.",
    "No hate, harassment, nudity or violence: read the Community Guidelines.",
    "Give your content a clear title, category and tags so people fit find am.",
    "Every upload is reviewed; content that breaks the rules is removed.",
  ],
  guidelinesLink: "Community Guidelines",
  helpHeading: "Need help?",
  helpText: "Questions about uploading? Our team answers within 24 hours.",
  helpLink: "Contact us",
};
