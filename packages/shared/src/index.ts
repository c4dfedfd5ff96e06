// Schemas (each file holds zod schemas and their inferred types).
export * from './studio/selections.schema';
export * from './analysis/person-analysis.schema';
export * from './account/settings.schema';
export * from './account/settings-defaults';
export * from './makeover/makeover.schema';
export * from './makeover/customizations.schema';
export * from './favorites/favorite.schema';
export * from './products/user-product.schema';
export * from './catalogue/catalogue-item.schema';

// Membership rules.
export { membershipLevelSchema } from './membership/membership.schema';
export {
  membershipLevels,
  normalizeLevel,
  hasLevel,
  canSeeItemLevel,
  featureLevels,
  canUseFeature,
  makeoverCaps,
  makeoverCap,
  canSaveMakeover,
  uploadMaxDimensions,
  uploadMaxDimension,
  REFERENCE_IMAGE_MAX_DIMENSION,
  PREVIEW_MAX_DIMENSION,
  FAVORITE_ICON_MAX_DIMENSION,
  storedImageMaxDimension,
  storageQuotaBytes,
  storageQuota,
  RESIZE_JPEG_QUALITY,
  fitWithin,
  needsBeforeAfterWatermark,
  needsDownloadProcessing,
  cardIncludesQrAndSiteLine,
  routeAccess,
  routeDecision,
} from './membership/membership';
export type { MembershipLevel, RouteAccess, GatedFeature } from './membership/membership';
export { lookViolations, isLookAllowed } from './membership/look-access';
export type { LookViolation, LookAccessOptions, LookInput } from './membership/look-access';

// Password strength (spec §8 'The password is too weak.').
export {
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_DISTINCT_PASSWORD_CHARACTERS,
  isWeakPassword,
} from './account/password-rules';

// Style preferences (settings flags).
export {
  stylePreferenceGroups,
  stylePreferenceKeys,
  stylePreferenceLabels,
  defaultStylePreferences,
  isStylePreferenceOn,
} from './account/style-preferences';
export type {
  StylePreferenceKey,
  StylePreferenceGender,
  FemaleStylePreferenceGroup,
  MaleStylePreferenceGroup,
} from './account/style-preferences';

// Hair and facial-hair silhouette parameters (icons + engine previews).
export {
  scalpHairShapeSchema,
  facialHairShapeSchema,
  hairShapeParamsSchema,
} from './catalogue/hair-shape';
export {
  lengthBucketFromLength,
  baseScalpShape,
  baseFacialShape,
  scalpShape,
  facialShape,
  generativeOnlyShapes,
  needsGenerativeProvider,
} from './catalogue/hair-shape-rules';
export type { ScalpHairShape, FacialHairShape, HairShapeParams } from './catalogue/hair-shape';

// Messages.
export { authErrorMessages, authErrorMessage } from './messages/auth-errors';
export { renderNotes, engineErrors } from './messages/engine-messages';
export {
  apiMessages,
  needsPlan,
  formatBytes,
  storageQuotaExceeded,
  tooManySignInAttempts,
  fileTooLarge,
  imageTooLarge,
} from './messages/api-messages';
export type { AuthErrorCode } from './messages/auth-errors';
export type { GenerationDetailKey } from './messages/messages';
export {
  generationProgress,
  generatingStyle,
  elapsedSeconds,
  photorealInProgress,
} from './messages/studio-messages';
export {
  productName,
  productShortName,
  messages,
  generationDetails,
  failedToGenerate,
  generationFailed,
  noImageDataFor,
  generationErrorText,
  failedToFinalizeLooks,
  personNotInPhoto,
  failedToProcessPhoto,
  failedToApplyMakeoverStyle,
  failedToApplyFavoriteStyle,
  failedToGetSuggestion,
  hairstyleNotFoundForOneClick,
  makeoverLimit,
  failedToFetchImage,
  appliedFavoriteStyle,
  aiStylistNotice,
  generatedWith,
  prompts,
  splitAnnouncement,
  parseErrorToast,
} from './messages/messages';

// HTTP API payloads (owner: server).
export * from './api';

// Category configuration.
export {
  catalogueCategoryIds,
  makeoverStyleCategories,
  categoryConfigs,
  getCategoryConfig,
  isNoneValue,
  categoriesForSelectionKey,
  categoriesForGender,
  audienceAllows,
  selectionAppliesTo,
} from './categories/category-config';
export type {
  CatalogueCategoryId,
  MakeoverStyleCategory,
  CategoryAudience,
  CategorySection,
  CategoryConfig,
} from './categories/category-config';

// The style catalogue and queries over it.
export { catalogue } from './catalogue/catalogue';
export {
  getCatalogueItems,
  findCatalogueItem,
  findItemForSelection,
  visibleItems,
  visibleColors,
  isItemLocked,
  hairstylesFor,
  proceduresFor,
  iconUrlFor,
  catalogueCounts,
  groupItems,
  catalogueConstants,
} from './catalogue/catalogue-queries';
export type { VisibilityOptions } from './catalogue/catalogue-queries';

// Colour names → swatches.
export { colorNameToHex, swatchHex, swatchBackground, hashColor } from './colors/color-swatch';

// Icons (pure SVG strings; no DOM).
export { svgDataUrl, svgFromDataUrl } from './icons/svg';
export { checkSvg } from './icons/svg-check';
export { hairstyleSvg, facialHairSvg, DEFAULT_HAIR_HEX } from './icons/hair-icons';
export { swatchSvg, hairLockSvg, hairVariantSvg } from './icons/swatch-icons';
export type { HairVariantLook } from './icons/swatch-icons';
export { noneSvg } from './icons/none-icon';
export { procedureSvg, dentalSvg } from './icons/procedure-icons';
export type { ProcedureArea, ProcedureAction, DentalGlyph } from './icons/procedure-icons';

// Studio rules (pure functions).
export {
  toggleStyle,
  toggleColor,
  toggleProcedure,
  applySelectionChange,
} from './studio/toggle-selection';
export { selectionsEqual } from './studio/selections-equal';
export type { EditableLook } from './studio/toggle-selection';
export {
  createHistory,
  currentSelections,
  pushHistory,
  canUndo,
  canRedo,
  undo,
  redo,
  changedKeys,
  changedCategories,
} from './studio/selection-history';
export type { SelectionHistory } from './studio/selection-history';
export { gateSelectionsByGender, isCategoryAllowedFor } from './studio/gender-gating';
export { searchStyles } from './studio/style-search';
export {
  fallbackMakeoverNames,
  defaultMakeoverName,
  makeoverNameFromPreset,
  customStyleName,
  FROM_REFERENCE,
  acceptRename,
} from './studio/makeover-naming';
export {
  singleImageFileName,
  beforeAfterFileName,
  comparisonFileName,
  cardFileName,
} from './studio/download-names';
export type { BeforeAfterNameParts } from './studio/download-names';
export {
  formatProcedures,
  appliedCustomizations,
  customizationSubtitle,
  lookDisplayOrder,
} from './studio/look-text';
export type { LookRecord } from './studio/look-text';

// Sharing, downloads and printable cards (pure rules).
export {
  shareHashtags,
  sharePlatforms,
  siteAddress,
  shareText,
  shareUrl,
  sharedImagePath,
  sharePlatformUrl,
  needsPublicLinkWarning,
} from './sharing/share-links';
export type { SharePlatform } from './sharing/share-links';
export { storedResultNeedsWatermark, downloadNeedsWatermark } from './sharing/watermark-rules';
export {
  cardType,
  cardContentBox,
  cardPhotoSlots,
  fitContain,
  pdfImagePlacement,
  paginateBlocks,
} from './sharing/card-layout';
export type { Rect } from './sharing/card-layout';
export { cardContent, cardDate, recipeGroups } from './sharing/card-content';
export type { CardContent, CardInput, RecipeGroup } from './sharing/card-content';
export { sharePlatformLabels, sharingTexts } from './messages/sharing-messages';
export {
  studioConstants,
  deviceClass,
  watermarkGeometry,
  cardGeometry,
  stageFromPath,
  isStepEnabled,
  stepPath,
} from './studio/studio-constants';
export type { AppStage, WorkflowStep, WorkflowProgress } from './studio/studio-constants';
export { applyLook } from './studio/apply-look';
export {
  imageRecordLook,
  hasCustomizations,
  imageMatchesCustomizations,
} from './studio/image-record-look';
export type { ImageRecordLook } from './studio/image-record-look';
export type { ApplyLookOptions } from './studio/apply-look';

// Preset makeover styles.
export { presetMakeoverStyles, presetsFor, findPreset } from './presets/preset-styles';

// Prompts for generative image providers (built on the server from the structured look).
export { buildEditPrompt, wearsSunglasses, HAIR_TRANSPLANT } from './prompts/build-edit-prompt';
export type { EditPromptInput, EditPromptPerson } from './prompts/build-edit-prompt';

// Plans: the pricing table generated from the membership rules; plan and library texts.
export { tierComparison, tierHighlights } from './membership/tier-comparison';
export type { TierCell, TierRow } from './membership/tier-comparison';
export {
  planMessages,
  tierTaglines,
  isPlanLimitMessage,
  avantGardeOff,
  upgradeTo,
} from './messages/plan-messages';
export { violationMessage } from './membership/violation-message';

// The catalogue as lists show it (avant-garde switch, level locks).
export { catalogueListing, passesAvantGarde } from './catalogue/catalogue-listing';
export type { ListingOptions, ListedItem } from './catalogue/catalogue-listing';

// Favorite styles: the form's fields and values, applying one in the studio, saving the look.
export {
  favoriteFormFields,
  favoriteColorOptions,
  favoriteFormSchema,
  formFromFavorite,
  favoriteFromForm,
  selectionKeys,
} from './favorites/favorite-form';
export type {
  FavoriteField,
  FavoriteFieldOption,
  FavoriteFormValues,
} from './favorites/favorite-form';
export { applyFavorite, favoriteLook, favoriteFromLook } from './favorites/apply-favorite';
export type { ApplyFavoriteOptions, ApplyFavoriteResult } from './favorites/apply-favorite';

// The Makeup Library: drafts, batch paste, order, and picking a product's shade in the studio.
export {
  productDraftSchema,
  libraryCategories,
  productInputFromDraft,
  draftFromProduct,
  parseProductLines,
  sortProducts,
  productsForCategory,
  productShadeChoice,
  productLook,
} from './products/library-rules';
export type { ProductDraft, PastedLine, ProductShadeChoice } from './products/library-rules';
