import { z } from 'zod';
import { membershipLevels } from './membership';

/** A membership tier (spec §9) as sent and stored. */
export const membershipLevelSchema = z.enum(membershipLevels);
