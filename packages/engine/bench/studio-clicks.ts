/**
 * What the studio's first hairstyle clicks ask of the engine, shared by the benches and scripts
 * that replay them without the browser (studio-flow.bench.ts, scripts/first-flow.ts,
 * scripts/first-tile.ts).
 */

/** The server's TILE_MAX_DIMENSION (apps/server/src/ai/render-size.ts): a tile's long side. */
export const TILE = 512;

/** The seven hairstyle tiles, in the order they are clicked. */
export const TILE_STYLES = [
  'Pixie Cut',
  'Textured Pixie',
  'Buzz Cut',
  'Short Bob',
  'French Bob',
  'Pixie Bob',
  'Curly Pixie',
] as const;

/** CPU time of this process in ms: a load-independent proxy when other jobs share the cores. */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
