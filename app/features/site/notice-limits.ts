/** The notice bar's limits (admin Settings > Site notice bar). */
export const NOTICE_TEXT_MAX = 200;
export const NOTICE_LINK_TEXT_MAX = 40;
