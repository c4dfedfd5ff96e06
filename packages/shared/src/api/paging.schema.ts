import { z } from 'zod';

/** `?cursor=` of a list endpoint; omit for the first page. */
export const pageQuerySchema = z.object({ cursor: z.string().min(1).max(200).optional() });
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page: `nextCursor` is set only when a full page came back. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export type Page<T> = { items: T[]; nextCursor: string | null };

/** POST /api/makeovers/batch-delete. */
export const batchDeleteRequestSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1).max(100),
});
export type BatchDeleteRequest = z.infer<typeof batchDeleteRequestSchema>;
export const batchDeleteResponseSchema = z.object({ deleted: z.array(z.string()) });

/** Path parameter `:id`. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
