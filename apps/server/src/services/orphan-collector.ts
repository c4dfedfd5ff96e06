import type { FileReferenceRepository } from '../db/repositories/file-reference.repository';
import type {
  StoredFileRecord,
  StoredFileRepository,
} from '../db/repositories/stored-file.repository';
import { storagePathOf, type FileService } from './file.service';

/**
 * How long an upload may stay unreferenced: the studio uploads a photo or a result just before
 * the makeover that references it is saved, so only files left behind a day later are orphans.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** Files examined per database round trip. */
const PAGE_SIZE = 500;

/**
 * Deletes uploaded files (users/{uid}/…) that no makeover, favorite or product of their owner
 * references once the grace period has passed: uploads never saved into a makeover, results
 * replaced by newer ones, icons of edited favorites.
 */
export class OrphanCollector {
  constructor(
    private readonly files: StoredFileRepository,
    private readonly references: FileReferenceRepository,
    private readonly fileService: FileService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One pass over every file past the grace period; returns the deleted storage paths. */
  async collect(): Promise<string[]> {
    const cutoff = new Date(this.now().getTime() - ORPHAN_GRACE_MS);
    const referencedBy = new Map<string, Set<string>>();
    const deleted: string[] = [];
    let after: StoredFileRecord | null = null;
    for (;;) {
      const page = await this.files.createdBefore(cutoff, after, PAGE_SIZE);
      const orphans: string[] = [];
      for (const file of page) {
        let referenced = referencedBy.get(file.userId);
        if (!referenced) {
          const refs = await this.references.referencesOf(file.userId);
          referenced = new Set(refs.map(storagePathOf).filter((p): p is string => p !== null));
          referencedBy.set(file.userId, referenced);
        }
        if (!referenced.has(file.storagePath)) orphans.push(file.storagePath);
      }
      await this.fileService.remove(orphans);
      deleted.push(...orphans);
      after = page[page.length - 1] ?? null;
      if (page.length < PAGE_SIZE || !after) return deleted;
    }
  }
}
