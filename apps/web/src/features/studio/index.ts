export { UploadStep } from './upload/upload-step';
export { SelectPersonPage } from './select-person/select-person-page';
export { HairstylesPage } from './hairstyles/hairstyles-page';
export { CustomizePage } from './customize/customize-page';
export { ResultsPage } from './results/results-page';
export { WorkflowFrame } from './frame/workflow-frame';
export { useStudioDirty, useUnsavedGuard, resetStudio } from './store/studio-hooks';
export { listMakeovers, getMakeover, deleteMakeover, deleteMakeovers } from './api/makeovers-api';
export { imageRecordCustomizations } from './store/makeover-mapping';
