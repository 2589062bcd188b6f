/** The longest message, in characters (the form's limit and the server's). */
export const MESSAGE_MAX = 2000;
