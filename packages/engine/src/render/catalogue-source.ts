/**
 * Wires the renderer's catalogue adapter to @looklab/shared. Until the shared catalogue
 * exports its look-ups, this installs nothing and the adapter's keyword rules are used.
 */
import { setCatalogueSource } from './catalogue-adapter';

export function installSharedCatalogue(): void {
  setCatalogueSource(null);
}
