/**
 * Texts the embedded engine gives back: notes on what a local render did or left out (shown
 * with the result) and the messages of its errors.
 */
export const renderNotes = {
  preview:
    'Local preview: colour edits are rendered on the photo; shape changes (hairstyles, procedures) are approximate previews until a generative provider is configured.',
  mouthClosed:
    'The mouth is closed, so the dental procedure could not be shown; the teeth are unchanged.',
  sunglasses: 'Sunglasses must be removed to apply eye makeup; the eye makeup was not applied.',
  makeupFemaleOnly: 'Makeup other than eyebrows is applied only for female people.',
  facialHairMaleOnly: 'Facial hair is applied only for male people.',
  fullHair: 'A full head of hair was added for the hairstyle preview.',
  noHairFound: 'No hair was found to recolour on this person.',
  noFaceMesh: 'No face mesh for this person; the photo is unchanged.',
  needsGenerative: (style: string): string =>
    `${style} needs the generative provider; the local preview keeps the current hair.`,
} as const;

export const engineErrors = {
  unexpectedResponse: 'Unexpected engine response.',
  cancelled: 'The request was cancelled.',
  closed: 'The engine is closed.',
  failedToStart: (detail: string): string => `Engine failed to start: ${detail}`,
  stopped: (detail: string): string => `The engine stopped unexpectedly (${detail}).`,
  noPeople: 'No people were found in the photo.',
  unreadableImage: (detail: string): string => `The image could not be read (${detail}).`,
} as const;
