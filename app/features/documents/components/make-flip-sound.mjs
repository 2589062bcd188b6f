// Writes public/sounds/page-flip.wav: a short paper-flip rustle (band-passed
// noise under a fast-attack, slow-decay envelope with a little flutter).
// Run once with `node app/features/documents/components/make-flip-sound.mjs`; the
// output is committed, so nothing is downloaded or generated at build time.
import { writeFileSync } from "node:fs";

const rate = 22050;
const seconds = 0.3;
const count = Math.round(rate * seconds);
let seed = 20260401;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32 - 0.5;
};

// Two one-pole filters make a band-pass around 1.5-4 kHz: paper, not hiss.
const samples = new Float32Array(count);
let low = 0;
let lower = 0;
for (let i = 0; i < count; i++) {
  const t = i / rate;
  const noise = random();
  low += 0.55 * (noise - low);
  lower += 0.12 * (low - lower);
  const band = low - lower;
  const attack = Math.min(1, t / 0.025);
  const decay = Math.exp(-Math.max(0, t - 0.04) / 0.07);
  const flutter = 0.75 + 0.25 * Math.sin(2 * Math.PI * 38 * t) * Math.sin(2 * Math.PI * 7 * t);
  samples[i] = band * attack * decay * flutter;
}
const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;

const data = Buffer.alloc(count * 2);
for (let i = 0; i < count; i++) data.writeInt16LE(Math.round((samples[i] / peak) * 0.6 * 32767), i * 2);
const header = Buffer.alloc(44);
header.write("RIFF", 0);
header.writeUInt32LE(36 + data.length, 4);
header.write("WAVE", 8);
header.write("fmt ", 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write("data", 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(new URL("../../../public/sounds/page-flip.wav", import.meta.url), Buffer.concat([header, data]));
