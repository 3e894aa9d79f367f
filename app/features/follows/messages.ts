// Following people (issue 35): the Follow button, the Following page, the notices and
// the daily e-mail. Client-safe: plain objects and functions only.
import type { EmptyState, Message } from "~/lib/messages";

export const followToasts = {
  followed: (name: string): Message => ({
    title: "You dey follow now",
    message: `You go hear when ${name} share something new.`,
  }),
  unfollowed: (name: string): Message => ({
    title: "You don unfollow",
    message: `You no go hear about ${name}'s new work again.`,
  }),
  self: {
    title: "Na you be that",
    message: "You no fit follow yourself. Share your page make other people follow you.",
  },
  notFollowable: {
    title: "You no fit follow this person",
    message: "This person no get public page for now.",
  },
  signIn: "Sign in to follow people and hear when dem share something new.",
} satisfies Record<string, Message | string | ((...args: never[]) => Message)>;

export const followCopy = {
  follow: "Follow",
  following: "Following",
  followers: (n: number) => `${n.toLocaleString("en-NG")} ${n === 1 ? "follower" : "followers"}`,
  pageTitle: "Following",
  pageIntro:
    "The people you follow. When dem publish content, an event or a product, you go hear am here and by e-mail.",
  yourFollowers: (n: number) =>
    `${n.toLocaleString("en-NG")} ${n === 1 ? "person dey" : "people dey"} follow you.`,
  unfollow: "Unfollow",
  noPage: "No public page for now",
  since: (date: string) => `Following since ${date}`,
  undo: (name: string) => `You stopped following ${name}.`,
  emailsNote: "You get these e-mails at most once a day. Switch them off in your profile:",
  emailsLink: "notification settings",
  empty: {
    title: "You never follow anybody yet",
    description:
      "Open a creator, organizer, store or host's page and press Follow. Their new work go show for your notifications.",
  } satisfies EmptyState,
};

/** The in-app notice a follower gets when someone they follow publishes. */
export const followNotice = {
  title: (name: string, title: string) => `${name} published ${title}`,
  message: (noun: string) => `New ${noun} from someone you follow. Tap to see am.`,
};

/** The daily e-mail (follow-mails.ts). */
export const followMailCopy = {
  subject: (count: string) => `New from people you follow (${count})`,
  intro: "Hello {{name}},",
  lead: "See wetin the people you follow don publish since your last e-mail:",
  off: "You dey get this e-mail because you follow these people. To stop am, switch off follow e-mails for your profile:",
  item: (who: string, title: string, noun: string) => `${who} published ${title} (${noun})`,
};

/** The Analytics page's audience section (followers and supporters per week). */
export const audienceCopy = {
  title: "Your audience, last 12 weeks",
  intro:
    "Followers at the end of each week (people still following you) and supporters who paid a tip that week.",
  week: "Week starting",
  followers: "Followers",
  newFollowers: "New",
  supporters: "Supporters",
  totals: (followers: string, supporters: string) =>
    `${followers} followers now · ${supporters} supporters in 12 weeks`,
};
