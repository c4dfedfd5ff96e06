/**
 * One customize click split into phases (ms), as the studio records it in the page
 * (apps/web features/studio/customize/preview-timing.ts) and the e2e tests and the studio
 * bench read it back: click → request sent → answered by the server → on screen.
 */
export type PreviewPhases = {
  /** click → the request left (debounce, state updates, waiting for an earlier request) */
  client: number;
  /** the server's own figure (Server-Timing `total`), or null when it sent none */
  server: number | null;
  /** request sent → first byte, less the server's figure (queueing, network, parsing) */
  wait: number;
  /** first byte → last byte */
  transfer: number;
  /** last byte → the image loaded in the page (body parse, decode, React, paint) */
  toScreen: number;
  /** bytes of the answer's body */
  bytes: number;
};
