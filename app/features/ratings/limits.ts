/** The longest comment on a rating, and the longest answer to one, in characters (the forms' limits and the server's). */
export const RATING_COMMENT_MAX = 500;
export const RATING_ANSWER_MAX = 500;
/** What a person may add when reporting a rating, and a moderator's reason for hiding one. */
export const RATING_REPORT_MAX = 1000;
export const HIDE_REASON_MIN = 3;
export const HIDE_REASON_MAX = 1000;
/** Ratings per page on the trader's ratings page and in the API; the trader's page shows the newest few. */
export const RATINGS_PAGE_SIZE = 10;
export const RATINGS_ON_PROFILE = 3;
/** The stars a rating may give. */
export const STARS = [1, 2, 3, 4, 5] as const;
