// The icons content rows name (services.icon, links.icon): small inline SVGs,
// so the pages need no icon font or extra requests. An icon that is an R2 key
// (it has a slash or a dot) is shown as an image instead.

const paths: Record<string, string> = {
  megaphone: "M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1Zm12-2a5 5 0 0 1 0 8m3-11a9 9 0 0 1 0 14",
  star: "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z",
  store: "M4 9h16l-1.5-5h-13ZM4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 11v9h14v-9M10 20v-5h4v5",
  "shield-check": "M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6Zm-3 9 2 2 4-4",
  "map-pin": "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  headset: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1Zm16 0h-3v5h2a1 1 0 0 0 1-1Zm-3 5c0 1-1.5 2-5 2",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z",
  whatsapp:
    "M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm-3.2 5.2c.3 0 .6 0 .8.5l.8 1.8-.9 1.2c.8 1.6 2 2.7 3.6 3.5l1.2-1 1.8.8c.3.2.4.6.3 1-.3.9-1.2 1.5-2.1 1.4-3.7-.5-6.8-3.6-7.2-7.3 0-.9.5-1.7 1.3-2Z",
  phone:
    "M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1Z",
  mail: "M3 6h18v12H3Zm0 0 9 7 9-7",
  instagram: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5v.01",
  youtube: "M3 8.5C3 6.6 4.6 5 6.5 5h11C19.4 5 21 6.6 21 8.5v7c0 1.9-1.6 3.5-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5Zm7 .5v6l5-3Z",
  link: "M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1",
};

export function ContentIcon({ name, size = 28 }: { name: string; size?: number }) {
  if (/[/.]/.test(name)) {
    return (
      <img
        src={name.startsWith("/") || name.startsWith("http") ? name : `/media/${name}`}
        alt=""
        width={size}
        height={size}
        className="content-icon"
        loading="lazy"
      />
    );
  }
  const d = paths[name] ?? paths.link;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className="content-icon"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
