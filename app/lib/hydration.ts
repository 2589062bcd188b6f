// Most pages hydrate after their first paint (modules/first-paint.server.ts).
// A route that exports `handle = hydrateAtOnce` keeps Remix's scripts as they
// are: the ad editor and the admin's forms have widgets whose state starts from
// the form (cascading choices, picked photos), and a person who is already
// typing there gains nothing from a later hydration.
export const hydrateAtOnce = { hydrate: "at-once" } as const;
