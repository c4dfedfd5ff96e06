export {
  renderBeforeAfter,
  renderComparison,
  downloadSingleImage,
  downloadBeforeAfter,
  downloadComparison,
  type BeforeAfterImages,
} from './downloads';
export { CardDownloadButtons, type CardSource } from './card-download-buttons';
export { blobToBase64 } from './canvas';
export { isIPhone } from './save-file';
