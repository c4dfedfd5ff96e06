import { z } from 'zod';

/** POST /api/contact: a message from the contact page (stored by the server). */
export const contactMessageRequestSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1).max(5000),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;
