import { needsPlan } from '../messages/api-messages';
import { avantGardeOff } from '../messages/plan-messages';
import type { LookViolation } from './look-access';
import { canSeeItemLevel } from './membership';

/**
 * Why a look's item is refused: its plan when the level is too low ('Galaxy needs the Pro
 * plan.'), otherwise the avant-garde switch being off.
 */
export function violationMessage(violation: LookViolation, level: unknown): string {
  return violation.avantGarde && canSeeItemLevel(violation.level, level)
    ? avantGardeOff(violation.name)
    : needsPlan(violation.name, violation.level);
}
