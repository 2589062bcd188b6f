// The form and address name of a category attribute's field, in a module of
// its own: the listing reads it for its "not applied" notice, and importing
// it from lib/attributes.ts would bring that module's readers (numbers,
// normalize, text lengths) into the listing's first scripts.

/** A field's form and address name (attr_<key>; a range adds _min / _max). */
export const attributeName = (key: string) => `attr_${key}`;
