import type { LocalEngine } from '@looklab/engine';
import type { AppConfig } from '../config';
import { createGeminiImageProvider } from './gemini-image-provider';
import type { ImageEditProvider } from './image-edit-provider';
import { createLocalImageProvider } from './local-image-provider';
import { createOpenAiImageProvider } from './openai-image-provider';

/** The image provider the configuration asks for (AI=local|gemini|openai). */
export function createImageProvider(config: AppConfig, engine: LocalEngine): ImageEditProvider {
  switch (config.ai) {
    case 'gemini':
      return createGeminiImageProvider(config.generation.gemini);
    case 'openai':
      return createOpenAiImageProvider(config.generation.openai);
    default:
      return createLocalImageProvider(engine);
  }
}
