/**
 * Photos the engine bench makes from the fixtures, for cases the fixtures lack: a tall one-person
 * portrait (the 1024-px-tall stock photo that took 15.7 s: the small-face search on tall
 * photos ran unbounded), the same person padded onto a tall noisy background, and a 15-person
 * group (a crop of solvay1927).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export type BenchPhoto = { name: string; bytes: Buffer; people: number };

/** A 9:16 crop of cgi-model-11 around her face: 720×1280 (576×1024 as detected). */
async function tallPortrait(photos: string): Promise<Buffer> {
  return sharp(readFileSync(path.join(photos, 'cgi-model-11.jpg')))
    .extract({ left: 97, top: 0, width: 720, height: 1280 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** ai-upper (688×720) on a 688×1024 canvas of grey noise (deterministic). */
async function paddedPortrait(photos: string): Promise<Buffer> {
  const width = 688;
  const height = 1024;
  const top = 152;
  const noise = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < noise.length; i += 3) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const v = 90 + ((seed >>> 16) % 80);
    noise[i] = v;
    noise[i + 1] = v;
    noise[i + 2] = v + 6;
  }
  const person = readFileSync(path.join(photos, 'ai-upper.jpg'));
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: person, left: 0, top }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The left part of solvay1927 (x < 1150 of 2048): 15 of its people are found there. */
async function group15(photos: string): Promise<Buffer> {
  return sharp(readFileSync(path.join(photos, 'solvay1927.jpg')))
    .extract({ left: 0, top: 0, width: 1150, height: 922 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function benchPhotos(photos: string): Promise<BenchPhoto[]> {
  return [
    { name: 'tall-portrait (cgi-model-11 9:16)', bytes: await tallPortrait(photos), people: 1 },
    { name: 'tall-padded (ai-upper on noise)', bytes: await paddedPortrait(photos), people: 1 },
    { name: 'group-15 (solvay1927 crop)', bytes: await group15(photos), people: 15 },
  ];
}
