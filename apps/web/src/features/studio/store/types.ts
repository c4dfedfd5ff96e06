import type { PersonAnalysis, Selections } from '@looklab/shared';

/** An image held by the studio: base64 while in memory, url/storagePath once stored. */
export type StudioImage = {
  base64: string | null;
  mimeType: string;
  url: string | null;
  storagePath: string | null;
};

/** An intermediate (hairstyle) or final (customized) image. */
export type StudioImageRecord = StudioImage & {
  id: string;
  /** Display name: the hairstyle name, 'Original', 'Custom Style N' or a user rename. */
  name: string;
  /** The structured look this image shows. */
  look: Selections;
  isCustom?: boolean;
  reference?: StudioImage | null;
};

export type StudioStage =
  'upload' | 'select_person' | 'select_hairstyles' | 'customize_looks' | 'results';

export type StudioState = {
  makeoverName: string;
  currentMakeoverId: string | null;
  createdAt: number | null;
  originalImage: StudioImage | null;
  pendingUpload: { base64: string; mimeType: string; width: number; height: number } | null;
  isAnalyzing: boolean;
  people: PersonAnalysis[];
  selectedPersonId: string | null;
  history: Selections[];
  historyIndex: number;
  /** Category key flagged for 600 ms after its selection changed. */
  lastChangedKey: string | null;
  lastAIRationale: string | null;
  suggestionTemperature: number;
  styleGoal: string;
  isDirty: boolean;
  isUserDataLoading: boolean;
  intermediateImages: StudioImageRecord[];
  finalImages: StudioImageRecord[];
  /** The intermediate image the customize preview is drawn on. */
  activeImageId: string | null;
  previewImage: StudioImage | null;
  generating: string[];
  generationErrors: Record<string, string>;
  customGenerating: boolean;
  customError: string | null;
  customCount: number;
  /** Visitors run the studio in place on '/', so their step lives here, not in the URL. */
  visitorStage: 'upload' | 'select-person' | 'hairstyles' | 'customize' | 'results';
};
