/**
 * Fields many actions share, written once: the same key, Studio label, type
 * and unit everywhere, with the action's own default and description.
 */
import type {ActionSpec} from './schema';

type InputSpec = ActionSpec['inputs'][number];

/** The optional Timeout (ms) field: how long the action waits before it fails. */
export function timeoutInput(fallback: InputSpec['default'], description: string): InputSpec {
  return {
    key: 'timeout',
    label: 'Timeout (ms)',
    type: 'Number',
    unit: 'ms',
    required: false,
    default: fallback,
    description,
  };
}
