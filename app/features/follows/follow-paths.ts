/** The Follow button's action route (app/routes/follows.tsx). */
export const FOLLOWS_ACTION_PATH = "/follows";
/** The people one follows, in the dashboard. */
export const FOLLOWING_PATH = "/dashboard/following";
/** Where follow e-mails are switched off: the profile editor's notification settings. */
export const FOLLOW_EMAILS_SETTINGS_PATH = "/dashboard/profile";
