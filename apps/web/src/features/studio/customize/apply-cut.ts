import { generationErrorText } from '@looklab/shared';
import { generateHairstyle } from '../hairstyles/hairstyle-actions';
import { useStudioStore } from '../store/studio-store';

/**
 * A preset's or favorite's cut becomes the image being customized: its hairstyle image when
 * there is one, otherwise it is generated first. Returns the failure text, or null.
 */
export async function applyCut(name: string): Promise<string | null> {
  const find = () =>
    useStudioStore.getState().intermediateImages.find((i) => !i.isCustom && i.name === name);
  if (!find()) await generateHairstyle(name, false);
  const image = find();
  if (!image) {
    const error = useStudioStore.getState().generationErrors[name];
    return error ?? generationErrorText(name, '');
  }
  useStudioStore.getState().chooseActiveImage(image.id);
  return null;
}
