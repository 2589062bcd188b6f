// Most pages hydrate after their first paint (server/first-paint.server.ts).
// A route that exports `handle = hydrateAtOnce` keeps Remix's scripts as they
// are: the ad editor and the admin's forms have widgets whose state starts from
// the form (cascading choices, picked photos), and a person who is already
// typing there gains nothing from a later hydration.
export const hydrateAtOnce = { hydrate: "at-once" } as const;

// A route that exports `handle = dataFetchedToHydrate` leaves its loader's data
// out of its HTML: the browser fetches it (`?_data=<route>`) when hydration
// starts, beside the scripts. For the home page, whose hundred preview cards'
// data is a third of its HTML (gzip), so the HTML fits the first round trip;
// a visitor who only reads never downloads it. What the data would change
// between the render and that fetch, React redraws when it hydrates.
export const dataFetchedToHydrate = { hydrationData: "fetched" } as const;
