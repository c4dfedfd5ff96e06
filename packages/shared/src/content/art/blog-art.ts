/** Which drawing illustrates which article (the script in apps/web/scripts writes the files). */
import { beardStylesArt, faceShapesArt, hairShadeArt } from './hair-art';
import { browMappingArt, colourSeasonsArt, lipstickFinishesArt } from './beauty-art';
import { privateEngineArt, smileArt } from './product-art';

export const articleArt: Record<string, () => string> = {
  'haircuts-for-your-face-shape': faceShapesArt,
  'colour-seasons-explained': colourSeasonsArt,
  'choosing-a-hair-colour-shade': hairShadeArt,
  'beard-styles-for-every-face': beardStylesArt,
  'eyebrow-shapes-guide': browMappingArt,
  'lipstick-finishes-guide': lipstickFinishesArt,
  'cosmetic-dentistry-basics': smileArt,
  'how-looklab-ai-works': privateEngineArt,
};

export { authorAvatarSvg, authorCardSvg } from './author-art';
