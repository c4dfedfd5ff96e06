/** What a render did, for the API response and the UI. */
export type RenderMeta = {
  engine: 'local-preview';
  personId: string;
  width: number;
  height: number;
  /** selection keys that changed the image */
  applied: string[];
  /** selection keys that were requested but not applied, with the reason */
  skipped: { key: string; reason: string }[];
  /** human-readable notes (closed mouth, sunglasses, preview limits) */
  notes: string[];
  /** milliseconds spent per step */
  timings: Record<string, number>;
};

export const NOTES = {
  preview:
    'Local preview: colour edits are rendered on the photo; shape changes (hairstyles, procedures) are approximate previews until a generative provider is configured.',
  mouthClosed:
    'The mouth is closed, so the dental procedure could not be shown; the teeth are unchanged.',
  sunglasses: 'Sunglasses must be removed to apply eye makeup; the eye makeup was not applied.',
  makeupFemaleOnly: 'Makeup other than eyebrows is applied only for female people.',
  facialHairMaleOnly: 'Facial hair is applied only for male people.',
  fullHair: 'A full head of hair was added for the hairstyle preview.',
  noHairFound: 'No hair was found to recolour on this person.',
} as const;
