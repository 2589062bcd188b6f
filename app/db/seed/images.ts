// The seed's images, drawn as SVG (flat illustrative shapes, no text, so no
// fonts are needed) and encoded to WebP with sharp at seed time. Nothing is
// downloaded and nothing is written to the repository.
//
// The key helpers at the top are plain functions; sharp is only loaded when
// images are actually rendered.
import type { AdKind } from "./catalog";
import { categories, subcategories } from "./catalog";
import { banners, blogImageKey, blogPosts, documentPageKey, documents } from "./content";

export interface SeedImage {
  key: string;
  bytes: Uint8Array;
  contentType: string;
  width: number;
  height: number;
}

export const AD_PHOTOS_PER_CATEGORY = 8;
export const AD_PHOTO_WIDTH = 960;
export const AD_PHOTO_HEIGHT = 720;
export const AD_SMALL_WIDTH = 480;
export const AD_SMALL_HEIGHT = 360;

export const adPhotoKey = (categorySlug: string, n: number) => `seed/ads/${categorySlug}-${n}.webp`;
export const adPhotoSmallKey = (categorySlug: string, n: number) => `seed/ads/${categorySlug}-${n}-small.webp`;
/** Which of its category's subcategories photo n (1-based) shows. */
export const adPhotoSubcategoryIndex = (n: number, subcategoryCount: number) => (n - 1) % subcategoryCount;
export const categoryImageKey = (slug: string) => `seed/categories/${slug}.webp`;
export const subcategoryImageKey = (id: number) => `seed/subcategories/${id}.webp`;

// ---------------------------------------------------------------------------
// Colours

interface Palette {
  main: string;
  light: string;
  dark: string;
  accent: string;
}

const categoryPalettes: Record<string, Palette> = {
  vehicles: { main: "#c8423b", light: "#f6ddd9", dark: "#6e1f1a", accent: "#f2b33d" },
  "real-estate": { main: "#2f7d6d", light: "#d8eee8", dark: "#163f37", accent: "#f0c05a" },
  "mobiles-electronics": { main: "#3866c4", light: "#dce6f8", dark: "#182f61", accent: "#5fd0c4" },
  "home-furniture": { main: "#b7791f", light: "#f6ead5", dark: "#5c3b0c", accent: "#7fb069" },
  "industrial-equipment": { main: "#5f6673", light: "#e3e5e9", dark: "#2b2f36", accent: "#f2b705" },
};

const objectColours = ["#c8423b", "#2d5da8", "#f2f2f2", "#2b2b2b", "#9aa3ad", "#2f7d6d", "#e08a1e", "#7b3fa0", "#b7791f", "#d94f7a"];
const skyPairs: Array<[string, string]> = [
  ["#bfe3f5", "#eef8fd"],
  ["#f7d9b5", "#fdf1e2"],
  ["#d9dff2", "#f4f6fc"],
  ["#cdeedd", "#f1fbf5"],
  ["#f1e4f2", "#fbf6fb"],
  ["#e8e8e8", "#fafafa"],
];

// ---------------------------------------------------------------------------
// Drawings: each fills a 200×150 box; `c` is the object's colour.

const wheel = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#262626"/><circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="#c9ccd1"/>`;

const drawings: Record<AdKind, (c: string, p: Palette) => string> = {
  car: (c) => `
    <path d="M18 104 L30 78 Q40 60 66 56 L122 55 Q144 55 158 70 L172 84 Q190 88 190 102 L190 114 L18 114 Z" fill="${c}"/>
    <path d="M52 76 L64 62 L96 61 L96 76 Z" fill="#cfe6f2"/><path d="M103 61 L124 61 Q138 62 148 76 L103 76 Z" fill="#cfe6f2"/>
    <rect x="180" y="92" width="10" height="7" rx="2" fill="#fff3b0"/><rect x="18" y="96" width="8" height="7" rx="2" fill="#e0473c"/>
    ${wheel(55, 114, 17)}${wheel(152, 114, 17)}`,
  motorcycle: (c) => `
    <circle cx="48" cy="108" r="24" fill="none" stroke="#262626" stroke-width="8"/><circle cx="156" cy="108" r="24" fill="none" stroke="#262626" stroke-width="8"/>
    <path d="M48 108 L86 74 L128 74 L156 108" fill="none" stroke="#555" stroke-width="6"/>
    <path d="M74 70 Q100 50 132 66 L122 84 L84 84 Z" fill="${c}"/><rect x="70" y="62" width="36" height="9" rx="4" fill="#2b2b2b"/>
    <path d="M132 66 L146 44 L160 44" fill="none" stroke="#333" stroke-width="5" stroke-linecap="round"/>`,
  truck: (c) => `
    <rect x="12" y="36" width="116" height="72" rx="4" fill="#e9ecef" stroke="#b9c0c8" stroke-width="3"/>
    <path d="M132 56 L166 56 L186 80 L186 108 L132 108 Z" fill="${c}"/><path d="M140 62 L163 62 L176 78 L140 78 Z" fill="#cfe6f2"/>
    <rect x="10" y="106" width="178" height="8" fill="#444"/>${wheel(40, 116, 14)}${wheel(78, 116, 14)}${wheel(160, 116, 14)}`,
  bus: (c) => `
    <rect x="12" y="38" width="178" height="74" rx="12" fill="${c}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="${24 + i * 30}" y="48" width="24" height="24" rx="3" fill="#cfe6f2"/>`).join("")}
    <rect x="172" y="48" width="12" height="40" rx="2" fill="#cfe6f2"/><rect x="12" y="86" width="178" height="6" fill="#ffffff" opacity=".6"/>
    ${wheel(48, 114, 14)}${wheel(152, 114, 14)}`,
  "apartment-sale": (c) => building(c, 5),
  "apartment-rent": (c) => building(c, 4),
  villa: (c, p) => `
    <rect x="40" y="70" width="120" height="60" fill="${c}"/><path d="M30 72 L100 28 L170 72 Z" fill="${p.dark}"/>
    <rect x="88" y="94" width="24" height="36" fill="#6b4b2a"/><rect x="52" y="84" width="24" height="20" fill="#cfe6f2"/><rect x="124" y="84" width="24" height="20" fill="#cfe6f2"/>
    <circle cx="182" cy="96" r="16" fill="#5f9e57"/><rect x="179" y="108" width="6" height="22" fill="#6b4b2a"/><rect x="10" y="128" width="184" height="6" fill="#8fbf7f"/>`,
  commercial: (c, p) => `
    <rect x="28" y="52" width="144" height="80" fill="#f4f4f4" stroke="#c9c9c9" stroke-width="3"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${28 + i * 24} 36 L${52 + i * 24} 36 L${52 + i * 24} 56 Q${40 + i * 24} 64 ${28 + i * 24} 56 Z" fill="${i % 2 ? "#ffffff" : c}"/>`).join("")}
    <rect x="40" y="70" width="70" height="50" fill="#cfe6f2"/><rect x="124" y="70" width="36" height="62" fill="${p.dark}"/>`,
  land: (c, p) => `
    <path d="M0 92 Q60 78 110 88 T200 84 L200 150 L0 150 Z" fill="#b98f5a"/><path d="M0 112 Q70 100 130 110 T200 106 L200 150 L0 150 Z" fill="#9c7445"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${14 + i * 28}" y="${70 + (i % 2) * 4}" width="5" height="30" fill="#6b4b2a"/>`).join("")}
    <path d="M14 80 L188 80" stroke="#6b4b2a" stroke-width="2"/><rect x="120" y="30" width="46" height="28" rx="3" fill="${c}"/><rect x="140" y="56" width="5" height="30" fill="#555"/>
    <rect x="128" y="38" width="30" height="4" fill="${p.light}"/><rect x="128" y="46" width="20" height="4" fill="${p.light}"/>`,
  phone: (c) => `
    <rect x="68" y="10" width="64" height="130" rx="12" fill="${c === "#f2f2f2" ? "#2b2b2b" : c}"/><rect x="74" y="22" width="52" height="104" rx="4" fill="#1d2a44"/>
    <rect x="80" y="30" width="18" height="18" rx="4" fill="#5fd0c4"/><rect x="102" y="30" width="18" height="18" rx="4" fill="#f2b33d"/>
    <rect x="80" y="54" width="18" height="18" rx="4" fill="#e0473c"/><rect x="102" y="54" width="18" height="18" rx="4" fill="#7fb069"/>
    <rect x="80" y="80" width="40" height="6" rx="3" fill="#50607f"/><rect x="80" y="92" width="30" height="6" rx="3" fill="#50607f"/><circle cx="100" cy="16" r="2" fill="#888"/>`,
  laptop: (c) => `
    <rect x="40" y="22" width="120" height="82" rx="6" fill="#2b2b2b"/><rect x="47" y="29" width="106" height="68" fill="#1d2a44"/>
    <path d="M56 84 L78 60 L96 74 L118 46 L144 84 Z" fill="#3d6fb8"/><circle cx="70" cy="44" r="7" fill="#f2b33d"/>
    <path d="M22 106 L178 106 L190 120 L10 120 Z" fill="${c === "#2b2b2b" ? "#9aa3ad" : c}"/><rect x="86" y="108" width="28" height="4" rx="2" fill="#666"/>`,
  tv: (c) => `
    <rect x="18" y="18" width="164" height="100" rx="5" fill="#1f1f1f"/><rect x="24" y="24" width="152" height="88" fill="#1d2a44"/>
    <path d="M24 112 L24 84 Q70 60 110 80 T176 70 L176 112 Z" fill="${c}" opacity=".85"/><circle cx="146" cy="46" r="12" fill="#f2b33d"/>
    <rect x="92" y="118" width="16" height="12" fill="#333"/><rect x="64" y="128" width="72" height="6" rx="3" fill="#333"/>`,
  tablet: (c) => `
    <rect x="28" y="24" width="144" height="102" rx="10" fill="${c === "#f2f2f2" ? "#9aa3ad" : c}"/><rect x="38" y="32" width="124" height="86" rx="3" fill="#1d2a44"/>
    ${[0, 1, 2].map((i) => `<rect x="${48 + i * 38}" y="44" width="28" height="28" rx="6" fill="${["#5fd0c4", "#f2b33d", "#e0473c"][i]}"/>`).join("")}
    <rect x="48" y="84" width="104" height="8" rx="4" fill="#50607f"/><rect x="48" y="98" width="70" height="8" rx="4" fill="#50607f"/>`,
  console: (c) => `
    <path d="M44 54 Q100 40 156 54 Q186 62 188 104 Q190 132 168 130 Q152 128 140 106 L60 106 Q48 128 32 130 Q10 132 12 104 Q14 62 44 54 Z" fill="${c === "#f2f2f2" ? "#2b2b2b" : c}"/>
    <rect x="44" y="74" width="28" height="9" rx="2" fill="#eee"/><rect x="54" y="64" width="9" height="28" rx="2" fill="#eee"/>
    <circle cx="140" cy="68" r="6" fill="#5fd0c4"/><circle cx="154" cy="80" r="6" fill="#e0473c"/><circle cx="126" cy="80" r="6" fill="#f2b33d"/><circle cx="140" cy="92" r="6" fill="#7fb069"/>`,
  bedroom: (c, p) => `
    <rect x="20" y="40" width="36" height="92" rx="4" fill="${p.dark}"/><rect x="30" y="80" width="160" height="34" rx="6" fill="#f4f4f4"/>
    <rect x="26" y="104" width="168" height="18" rx="3" fill="${c}"/><rect x="60" y="68" width="40" height="20" rx="8" fill="#ffffff" stroke="#ddd"/>
    <rect x="104" y="74" width="86" height="20" rx="4" fill="${c}" opacity=".75"/><rect x="30" y="122" width="8" height="14" fill="${p.dark}"/><rect x="182" y="122" width="8" height="14" fill="${p.dark}"/>`,
  "living-room": (c, p) => `
    <rect x="28" y="44" width="144" height="46" rx="12" fill="${c}"/><rect x="14" y="70" width="30" height="54" rx="10" fill="${c}"/>
    <rect x="156" y="70" width="30" height="54" rx="10" fill="${c}"/><rect x="40" y="84" width="120" height="30" rx="6" fill="${c}" opacity=".8"/>
    <rect x="44" y="88" width="54" height="20" rx="5" fill="#ffffff" opacity=".25"/><rect x="102" y="88" width="54" height="20" rx="5" fill="#ffffff" opacity=".25"/>
    <rect x="24" y="122" width="8" height="12" fill="${p.dark}"/><rect x="168" y="122" width="8" height="12" fill="${p.dark}"/>`,
  kitchen: (c, p) => `
    ${[0, 1, 2, 3].map((i) => `<rect x="${16 + i * 44}" y="18" width="40" height="36" rx="2" fill="${c}"/><rect x="${30 + i * 44}" y="46" width="12" height="3" fill="#eee"/>`).join("")}
    <rect x="12" y="80" width="180" height="8" fill="#d8d2c8"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${16 + i * 44}" y="90" width="40" height="44" rx="2" fill="${c}"/><rect x="${30 + i * 44}" y="96" width="12" height="3" fill="#eee"/>`).join("")}
    <rect x="108" y="64" width="36" height="16" rx="3" fill="#9aa3ad"/><rect x="120" y="58" width="3" height="8" fill="#777"/><rect x="40" y="66" width="20" height="14" rx="2" fill="${p.accent}"/>`,
  appliance: (c) => `
    <rect x="52" y="14" width="96" height="122" rx="8" fill="${c === "#2b2b2b" ? "#e9ecef" : "#f4f5f7"}" stroke="#bcc3cb" stroke-width="3"/>
    <rect x="52" y="14" width="96" height="24" rx="8" fill="#dfe3e8"/><circle cx="70" cy="26" r="5" fill="${c}"/><rect x="104" y="22" width="32" height="8" rx="2" fill="#1d2a44"/>
    <circle cx="100" cy="86" r="34" fill="#c9ccd1"/><circle cx="100" cy="86" r="26" fill="#4a6fa5"/><path d="M78 92 Q100 78 122 92 L122 104 Q100 116 78 104 Z" fill="#8fb3e0"/>`,
  ac: (c) => `
    <rect x="16" y="30" width="168" height="52" rx="14" fill="#f7f8fa" stroke="#c9ced6" stroke-width="3"/>
    <rect x="30" y="64" width="140" height="6" rx="3" fill="#c9ced6"/><circle cx="166" cy="46" r="4" fill="${c}"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M${44 + i * 36} 92 Q${54 + i * 36} 108 ${44 + i * 36} 124 T${44 + i * 36} 150" fill="none" stroke="#8ec9ef" stroke-width="5" stroke-linecap="round"/>`).join("")}`,
  heavy: (c) => `
    <rect x="20" y="104" width="110" height="26" rx="13" fill="#333"/>${[0, 1, 2, 3].map((i) => `<circle cx="${36 + i * 26}" cy="117" r="8" fill="#777"/>`).join("")}
    <rect x="28" y="70" width="92" height="34" rx="4" fill="${c === "#f2f2f2" ? "#f2b705" : c}"/><rect x="36" y="40" width="40" height="34" rx="3" fill="${c === "#f2f2f2" ? "#f2b705" : c}"/><rect x="42" y="46" width="28" height="20" fill="#cfe6f2"/>
    <path d="M112 78 L150 34 L184 72" fill="none" stroke="${c === "#f2f2f2" ? "#f2b705" : c}" stroke-width="12" stroke-linejoin="round"/><path d="M174 70 L196 74 L190 100 L166 92 Z" fill="#444"/>`,
  generator: (c) => `
    <rect x="20" y="40" width="160" height="84" rx="6" fill="${c === "#f2f2f2" ? "#2f7d6d" : c}"/><rect x="20" y="122" width="160" height="10" fill="#333"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${34 + i * 14}" y="56" width="7" height="52" rx="3" fill="#000" opacity=".25"/>`).join("")}
    <rect x="124" y="56" width="42" height="34" rx="3" fill="#1d2a44"/><circle cx="136" cy="102" r="5" fill="#e0473c"/><circle cx="154" cy="102" r="5" fill="#7fb069"/>
    <rect x="150" y="18" width="10" height="24" fill="#555"/>`,
  "production-line": (c, p) => `
    <rect x="10" y="100" width="180" height="12" rx="6" fill="#444"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${22 + i * 31}" cy="106" r="4" fill="#999"/>`).join("")}
    <rect x="8" y="112" width="8" height="24" fill="#555"/><rect x="184" y="112" width="8" height="24" fill="#555"/>
    ${[0, 1, 2].map((i) => `<rect x="${30 + i * 50}" y="${78}" width="26" height="22" rx="2" fill="${p.accent}"/>`).join("")}
    <circle cx="150" cy="44" r="26" fill="${c}"/><circle cx="150" cy="44" r="10" fill="${p.light}"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="145" y="12" width="10" height="12" fill="${c}" transform="rotate(${i * 45} 150 44)"/>`).join("")}
    <rect x="30" y="30" width="70" height="40" rx="4" fill="${p.dark}"/><rect x="38" y="38" width="30" height="18" fill="#5fd0c4"/>`,
  factory: (c, p) => `
    <path d="M12 132 L12 70 L52 50 L52 70 L92 50 L92 70 L132 50 L132 70 L190 70 L190 132 Z" fill="${c}"/>
    <rect x="146" y="24" width="14" height="46" fill="${p.dark}"/><rect x="168" y="34" width="12" height="36" fill="${p.dark}"/>
    <circle cx="156" cy="16" r="9" fill="#d6d9de"/><circle cx="168" cy="8" r="7" fill="#e6e8eb"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${24 + i * 40}" y="86" width="26" height="18" fill="#cfe6f2"/>`).join("")}<rect x="82" y="110" width="30" height="22" fill="${p.dark}"/>`,
  forklift: (c) => `
    <rect x="40" y="70" width="90" height="44" rx="6" fill="${c === "#f2f2f2" ? "#f2b705" : c}"/><path d="M60 70 L66 34 L112 34 L118 70" fill="none" stroke="#333" stroke-width="6"/>
    <rect x="134" y="22" width="8" height="100" fill="#444"/><rect x="150" y="22" width="6" height="100" fill="#555"/>
    <rect x="142" y="106" width="52" height="6" fill="#333"/><rect x="142" y="92" width="30" height="14" fill="#b98f5a"/>${wheel(62, 118, 15)}${wheel(116, 118, 15)}`,
};

function building(c: string, floors: number): string {
  const parts: string[] = [];
  parts.push(`<rect x="22" y="${130 - floors * 22}" width="96" height="${floors * 22 + 4}" fill="${c}"/>`);
  for (let floor = 0; floor < floors; floor++) {
    for (let col = 0; col < 4; col++) parts.push(`<rect x="${30 + col * 22}" y="${136 - (floor + 1) * 22}" width="14" height="13" fill="#cfe6f2"/>`);
  }
  parts.push(`<rect x="126" y="60" width="60" height="74" fill="${c}" opacity=".7"/>`);
  for (let floor = 0; floor < 3; floor++) {
    for (let col = 0; col < 3; col++) parts.push(`<rect x="${133 + col * 18}" y="${68 + floor * 22}" width="11" height="12" fill="#e8f3f9"/>`);
  }
  return parts.join("");
}

// ---------------------------------------------------------------------------
// Scenes

const svg = (width: number, height: number, viewBox: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

/** A photo-like scene: sky or studio gradient, ground, shadow, the object (any aspect ratio, 300 units tall). */
function photoScene(kind: AdKind, palette: Palette, variant: number, width: number, height: number): string {
  const vw = Math.round((300 * width) / height);
  const [top, bottom] = skyPairs[variant % skyPairs.length];
  const colour = objectColours[(variant * 3 + kind.length) % objectColours.length];
  const outdoor = variant % 2 === 0;
  const scale = 1.45 + (variant % 3) * 0.08;
  const x = vw / 2 - 100 * scale + ((variant % 5) - 2) * 8;
  const y = 165 - 75 * scale;
  const id = `g${variant}`;
  const ground = outdoor
    ? `<rect x="0" y="222" width="${vw}" height="78" fill="${variant % 4 === 0 ? "#9aa08f" : "#b8b2a6"}"/><rect x="0" y="222" width="${vw}" height="6" fill="#000" opacity=".08"/>`
    : `<rect x="0" y="215" width="${vw}" height="85" fill="${palette.light}"/>`;
  const decoration = outdoor
    ? `<circle cx="${60 + (variant % 4) * (vw / 5)}" cy="52" r="26" fill="#fff6c9" opacity=".9"/><path d="M0 222 Q${vw * 0.2} 170 ${vw * 0.4} 210 T${vw * 0.8} 196 T${vw} 210 L${vw} 222 Z" fill="#cfd9c5" opacity=".8"/>`
    : `<circle cx="${vw - 70}" cy="60" r="90" fill="${palette.main}" opacity=".08"/><circle cx="60" cy="250" r="120" fill="${palette.main}" opacity=".06"/>`;
  return svg(
    width,
    height,
    `0 0 ${vw} 300`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${vw}" height="300" fill="url(#${id})"/>${decoration}${ground}
    <ellipse cx="${vw / 2}" cy="${y + 140 * scale}" rx="${95 * scale}" ry="9" fill="#000" opacity=".15"/>
    <g transform="translate(${x} ${y}) scale(${scale})">${drawings[kind](colour, palette)}</g>`,
  );
}

/** A tile: the category colour and the object, centred. */
function tileScene(kind: AdKind, palette: Palette, width: number, height: number): string {
  return svg(
    width,
    height,
    "0 0 400 300",
    `<rect width="400" height="300" fill="${palette.light}"/><circle cx="200" cy="150" r="128" fill="${palette.main}" opacity=".14"/>
    <g transform="translate(50 40) scale(1.5)">${drawings[kind](palette.main, palette)}</g>`,
  );
}

function bannerScene(kind: AdKind, palette: Palette, index: number): string {
  const id = `b${index}`;
  return svg(
    1200,
    400,
    "0 0 600 200",
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.main}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient></defs>
    <rect width="600" height="200" fill="url(#${id})"/><circle cx="80" cy="30" r="90" fill="#fff" opacity=".06"/><circle cx="250" cy="210" r="70" fill="#fff" opacity=".05"/>
    <circle cx="470" cy="100" r="92" fill="#fff" opacity=".12"/><rect x="40" y="150" width="120" height="14" rx="7" fill="${palette.accent}"/>
    <g transform="translate(370 28) scale(1)">${drawings[kind]("#ffffff", palette)}</g>`,
  );
}

function logoScene(kind: AdKind, palette: Palette, index: number): string {
  const background = [palette.main, palette.dark, "#1d2a44", "#3d3d3d"][index % 4];
  return svg(
    200,
    200,
    "0 0 200 200",
    `<rect width="200" height="200" fill="#ffffff"/><circle cx="100" cy="100" r="94" fill="${background}"/>
    <circle cx="100" cy="100" r="82" fill="none" stroke="${palette.accent}" stroke-width="4"/>
    <g transform="translate(35 50) scale(0.65)">${drawings[kind]("#ffffff", palette)}</g>`,
  );
}

function avatarScene(index: number): string {
  const backgrounds = ["#dce6f8", "#f6ddd9", "#d8eee8", "#f6ead5", "#e3e5e9", "#efe0f5"];
  const shirts = ["#3866c4", "#c8423b", "#2f7d6d", "#b7791f", "#5f6673", "#7b3fa0"];
  const skin = ["#e0b48c", "#c68e63", "#f1c9a5", "#a9744f"][index % 4];
  return svg(
    200,
    200,
    "0 0 200 200",
    `<rect width="200" height="200" fill="${backgrounds[index % 6]}"/><path d="M30 200 Q30 128 100 128 Q170 128 170 200 Z" fill="${shirts[index % 6]}"/>
    <circle cx="100" cy="84" r="38" fill="${skin}"/><path d="M62 78 Q66 40 100 42 Q136 40 138 78 Q120 60 100 62 Q80 60 62 78 Z" fill="#2b1d14"/>`,
  );
}

/** Seven-segment digits, so page numbers need no font. */
function digits(value: number, x: number, y: number, size: number, colour: string): string {
  const segments: Record<string, string> = {
    "0": "abcdef",
    "1": "bc",
    "2": "abdeg",
    "3": "abcdg",
    "4": "bcfg",
    "5": "acdfg",
    "6": "acdefg",
    "7": "abc",
    "8": "abcdefg",
    "9": "abcdfg",
  };
  const w = size * 0.6;
  const t = size * 0.13;
  const h = size / 2;
  const shapes: string[] = [];
  [...String(value)].forEach((digit, index) => {
    const ox = x + index * (w + t * 2.5);
    const rects: Record<string, [number, number, number, number]> = {
      a: [ox + t, y, w - 2 * t, t],
      b: [ox + w - t, y + t, t, h - t * 1.5],
      c: [ox + w - t, y + h + t / 2, t, h - t * 1.5],
      d: [ox + t, y + size - t, w - 2 * t, t],
      e: [ox, y + h + t / 2, t, h - t * 1.5],
      f: [ox, y + t, t, h - t * 1.5],
      g: [ox + t, y + h - t / 2, w - 2 * t, t],
    };
    for (const segment of segments[digit] ?? "") {
      const [sx, sy, sw, sh] = rects[segment];
      shapes.push(`<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${t / 3}" fill="${colour}"/>`);
    }
  });
  return shapes.join("");
}

function documentPageScene(page: number, total: number): string {
  const palette = categoryPalettes["real-estate"];
  const kinds: AdKind[] = ["phone", "car", "apartment-sale", "laptop", "factory", "living-room"];
  const lines: string[] = [];
  for (let i = 0; i < 14; i++) {
    const width = i % 5 === 4 ? 220 : 380 - ((i * 37) % 60);
    lines.push(`<rect x="60" y="${390 + i * 20}" width="${width}" height="8" rx="4" fill="#c9ced6"/>`);
  }
  return svg(
    1000,
    1400,
    "0 0 500 700",
    `<rect width="500" height="700" fill="#fbfaf7"/><rect width="500" height="56" fill="${palette.main}"/><rect x="60" y="22" width="160" height="12" rx="6" fill="#ffffff" opacity=".8"/>
    ${digits(page, 60, 76, 140, palette.dark)}<rect x="60" y="230" width="380" height="4" fill="${palette.accent}"/>
    <g transform="translate(230 250) scale(1)">${drawings[kinds[(page - 1) % kinds.length]](palette.main, palette)}</g>
    <rect x="60" y="262" width="150" height="10" rx="5" fill="#9aa3ad"/><rect x="60" y="284" width="120" height="10" rx="5" fill="#9aa3ad"/><rect x="60" y="306" width="140" height="10" rx="5" fill="#9aa3ad"/>
    ${lines.join("")}<rect x="0" y="660" width="500" height="40" fill="#f0eee8"/>
    ${[...Array(total)].map((_, i) => `<circle cx="${250 - (total - 1) * 9 + i * 18}" cy="680" r="5" fill="${i + 1 === page ? palette.main : "#c9ced6"}"/>`).join("")}`,
  );
}

// ---------------------------------------------------------------------------
// The list of images the normal seed needs

export interface ImageSpec {
  key: string;
  width: number;
  height: number;
  svg: string;
  quality: number;
}

export function imageSpecs(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const category of categories) {
    const palette = categoryPalettes[category.slug];
    specs.push({
      key: categoryImageKey(category.slug),
      width: 320,
      height: 240,
      quality: 60,
      svg: tileScene(category.subcategories[0].kind, palette, 320, 240),
    });
    for (const subcategory of category.subcategories) {
      specs.push({ key: subcategoryImageKey(subcategory.id), width: 320, height: 240, quality: 60, svg: tileScene(subcategory.kind, palette, 320, 240) });
    }
    for (let n = 1; n <= AD_PHOTOS_PER_CATEGORY; n++) {
      const kind = category.subcategories[adPhotoSubcategoryIndex(n, category.subcategories.length)].kind;
      const variant = n + category.id * 2;
      specs.push({
        key: adPhotoKey(category.slug, n),
        width: AD_PHOTO_WIDTH,
        height: AD_PHOTO_HEIGHT,
        quality: 60,
        svg: photoScene(kind, palette, variant, AD_PHOTO_WIDTH, AD_PHOTO_HEIGHT),
      });
      specs.push({
        key: adPhotoSmallKey(category.slug, n),
        width: AD_SMALL_WIDTH,
        height: AD_SMALL_HEIGHT,
        quality: 55,
        svg: photoScene(kind, palette, variant, AD_SMALL_WIDTH, AD_SMALL_HEIGHT),
      });
    }
  }
  banners.forEach((banner, index) => {
    const category = categories.find((item) => banner.link.endsWith(`/${item.slug}`)) ?? categories[index % categories.length];
    specs.push({ key: banner.image, width: 1200, height: 400, quality: 60, svg: bannerScene(banner.drawing, categoryPalettes[category.slug], index) });
  });
  blogPosts.forEach((post, index) => {
    const palette = Object.values(categoryPalettes)[index % categories.length];
    specs.push({ key: blogImageKey(post.slug), width: 960, height: 540, quality: 58, svg: photoScene(post.drawing, palette, index + 3, 960, 540) });
  });
  for (const document of documents) {
    for (let page = 1; page <= document.pages; page++) {
      specs.push({ key: documentPageKey(document.id, page), width: 1000, height: 1400, quality: 60, svg: documentPageScene(page, document.pages) });
    }
  }
  return specs;
}

/** Trader logos (by the trader's subcategory) and the shared profile pictures. */
export function peopleImageSpecs(traders: Array<{ id: number; subcategory_id: number | null; image: string | null }>, profileKeys: string[]): ImageSpec[] {
  const specs: ImageSpec[] = [];
  traders.forEach((trader, index) => {
    if (!trader.image) return;
    const subcategory = subcategories.find((item) => item.id === trader.subcategory_id) ?? subcategories[index % subcategories.length];
    const category = categories.find((item) => item.id === subcategory.category_id)!;
    specs.push({ key: trader.image, width: 200, height: 200, quality: 60, svg: logoScene(subcategory.kind, categoryPalettes[category.slug], index) });
  });
  profileKeys.forEach((key, index) => specs.push({ key, width: 200, height: 200, quality: 60, svg: avatarScene(index) }));
  return specs;
}

// ---------------------------------------------------------------------------
// Rendering

/**
 * Renders specs to WebP, a few at a time (sharp works on libuv's thread pool);
 * `each` (e.g. storing the image) runs as soon as an image is ready. WebP
 * effort 2 is 2-3× faster than the default 4 for ~8% more bytes on these
 * flat drawings.
 */
export async function renderImages(specs: ImageSpec[], concurrency = 3, each?: (image: SeedImage) => Promise<void>): Promise<SeedImage[]> {
  const sharp = (await import("sharp")).default;
  const out: SeedImage[] = new Array(specs.length);
  let next = 0;
  async function worker() {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index];
      const bytes = await sharp(Buffer.from(spec.svg)).webp({ quality: spec.quality, effort: 2 }).toBuffer();
      const image = {
        key: spec.key,
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: "image/webp",
        width: spec.width,
        height: spec.height,
      };
      out[index] = image;
      if (each) await each(image);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, specs.length) }, worker));
  return out;
}
