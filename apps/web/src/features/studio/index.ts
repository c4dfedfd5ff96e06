export { UploadStep } from './upload/upload-step';
export { useStudioDirty, useUnsavedGuard, resetStudio } from './store/studio-hooks';
export { listMakeovers, getMakeover, deleteMakeover, deleteMakeovers } from './api/makeovers-api';
export { imageRecordCustomizations } from './store/makeover-mapping';
