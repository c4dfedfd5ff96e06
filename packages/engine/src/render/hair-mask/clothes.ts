/**
 * Which cells sample the clothes (the body's colours and textures below the chin). The chest
 * centre and the neck are the classic sample, but a low neckline shows skin there while the
 * clothes are beside it: smooth cells over the whole torso count too. Strands are never clothes
 * samples — long hair lies on the chest, and its coherent texture tells it apart.
 */
import type { HairCells } from './cells';
import { ZONE, type HairZones } from './zones';
import { TORSO_TOP, TORSO_BOTTOM, TORSO_HALF_WIDTH, SMOOTH } from './params';

/** The classic sample: the chest centre and the neck, strands left out. */
export function isChestSample(cells: HairCells, zones: HairZones, c: number): boolean {
  const z = zones.zone[c];
  return (z === ZONE.chest || z === ZONE.neck) && !(cells.coh[c] > 0.7 && cells.tex[c] > 0.04);
}

/** The chest sample, or a smooth cell of the torso beside it. */
export function isClothesSample(
  cells: HairCells,
  zones: HairZones,
  strandTex: number,
  c: number,
): boolean {
  const z = zones.zone[c];
  if (z === ZONE.chest || z === ZONE.neck) return isChestSample(cells, zones, c);
  if (z !== ZONE.other) return false;
  const v = cells.v[c] - zones.chinV;
  return (
    v > TORSO_TOP &&
    v < TORSO_BOTTOM &&
    Math.abs(cells.u[c] - zones.chinU) < TORSO_HALF_WIDTH &&
    cells.tex[c] < SMOOTH * strandTex
  );
}
