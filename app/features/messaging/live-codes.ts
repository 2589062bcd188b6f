// How a conversation's socket is closed by the server, for its page to tell
// apart (WebSocket close codes 4000-4999 are the application's own).

/** The doors closed: the session ended (sign-out, a new password, a suspension) or one of the two blocked the other. */
export const CLOSED_DOORS = 4001;
/** The member opened a newer socket beyond the most one holds (MAX_SOCKETS): the oldest gives way. */
export const GAVE_WAY = 4002;
/** The most sockets one member holds at once, across all their conversations' pages. */
export const MAX_SOCKETS = 3;
