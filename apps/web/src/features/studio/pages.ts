// The studio's pages, loaded by the router on first visit (the feature's index stays light).
export { SelectPersonPage } from './select-person/select-person-page';
export { HairstylesPage } from './hairstyles/hairstyles-page';
export { CustomizePage } from './customize/customize-page';
export { ResultsPage } from './results/results-page';
export { WorkflowFrame } from './frame/workflow-frame';
