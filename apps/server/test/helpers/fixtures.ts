import sharp from 'sharp';

/** A small real JPEG (solid colour) as base64. */
export async function jpegBase64(width = 64, height = 48): Promise<string> {
  const buf = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return buf.toString('base64');
}

/** A photo-like JPEG (gaussian noise compresses like detail does) of the given size. */
export async function noisyJpeg(width: number, height: number, quality = 90): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

/** A minimal makeover create payload pointing at an uploaded original. */
export function makeoverPayload(original: { url: string; storagePath: string }, name?: string) {
  return {
    ...(name ? { name } : {}),
    originalImage: { url: original.url, storagePath: original.storagePath, mimeType: 'image/jpeg' },
  };
}

/** A person analysis as /api/ai/analyze returns it (478 mesh points: most of a makeover's bytes). */
export function personFixture(id = 'person-1') {
  const rec = (name: string) => [{ name, rationale: `${name} suits the face shape.` }];
  return {
    id,
    gender: 'female',
    analyzedPersonDescription: 'A woman with shoulder-length brown hair, smiling.',
    hairStatus: 'full_hair',
    hairstyles: ['Long Layers'],
    prominentFeatures: ['high cheekbones'],
    faceShape: 'oval',
    estimatedAge: 32,
    skinTone: 'medium',
    undertone: 'warm',
    eyeColor: 'brown',
    eyeShapeAndPlacement: 'almond, balanced',
    boneStructure: 'defined cheekbones',
    lipAnalysis: {
      lipShape: 'bow',
      lipVolume: 'medium',
      symmetry: 'symmetric',
      vermilionBorder: 'defined',
      naturalPigmentation: 'rosy',
    },
    eyebrowAnalysis: {
      naturalShapeAndArch: 'soft arch',
      hairDensity: 'medium',
      hairTexture: 'fine',
      hairGrowthPattern: 'even',
      naturalColor: 'dark brown',
    },
    colorAnalysis: {
      season: 'Autumn',
      dominantCharacteristic: 'warm',
      undertone: 'warm',
      analysisRationale: 'Warm skin and eyes.',
      bestColors: [{ name: 'Olive' }],
      avoidColors: [{ name: 'Icy Blue' }],
    },
    dentalFeatures: ['even teeth'],
    cosmeticFeatures: ['clear skin'],
    cosmeticRecommendations: rec('Teeth Whitening'),
    personProfile: {
      hairColors: rec('Chestnut'),
      hairstyles: rec('Long Layers'),
      facialStyles: [],
      lipstickStyles: rec('Satin Cream'),
      lipLinerStyles: rec('Natural Line'),
      lipTintStyles: rec('Sheer Tint'),
      blushStyles: rec('Soft Flush'),
      bronzeStyles: rec('Sun-Kissed'),
      foundationStyles: rec('Natural Finish'),
      concealerStyles: rec('Brightening'),
      contourStyles: rec('Soft Sculpt'),
      highlighterStyles: rec('Subtle Glow'),
      mascaraStyles: rec('Lengthening'),
      eyeshadowStyles: rec('Neutral Wash'),
      eyelinerStyles: rec('Tightline'),
      eyebrowStyles: rec('Natural Arch'),
    },
    faceBox: { x: 201.5, y: 140.25, width: 310.75, height: 380.5 },
    personBox: { x: 120.5, y: 60.25, width: 480.75, height: 660.5 },
    landmarks: Array.from({ length: 478 }, (_, i) => [
      250 + Math.sin(i) * 120.123456,
      300 + Math.cos(i) * 150.654321,
      -20 + (i % 37) * 0.987654,
    ]),
    imageWidth: 720,
    imageHeight: 960,
  };
}

/**
 * A makeover as the studio saves it after some work: one analysed person, `images` intermediate
 * and `images` final results (stored files), the look's selections.
 */
export function fullMakeoverPayload(
  original: { url: string; storagePath: string },
  result: { url: string; storagePath: string },
  images = 8,
) {
  const record = (kind: string, i: number) => ({
    id: `${kind}_${i}_${Date.now()}`,
    url: result.url,
    storagePath: result.storagePath,
    hairstyle: 'Long Layers',
    hairColor: 'Chestnut',
    lipstickStyle: 'Satin Cream',
    lipstickColor: 'Rosewood',
    procedures: [],
  });
  return {
    ...makeoverPayload(original),
    people: [personFixture()],
    selectedPersonId: 'person-1',
    intermediateImages: Array.from({ length: images }, (_, i) => record('Long_Layers', i)),
    finalImages: Array.from({ length: images }, (_, i) => record('final', i)),
    hairstyle: 'Long Layers',
    hairColor: 'Chestnut',
    lipstickStyle: 'Satin Cream',
    lipstickColor: 'Rosewood',
  };
}
