import { toast } from 'shared-ui';
import { showMappedFailure } from 'shared-ui/failure-messages';

/** The wizard's steps, each a context of the error catalogue's mapped failures (`onboarding-<step>`). */
export type StepKind = 'profile' | 'role' | 'preferences' | 'complete';

/** Shows the step-failure toast: the catalogue's mapped message for 8 s with a Contact Support action. */
export function showStepError(error: unknown, step: StepKind, id?: string) {
  console.error(`[onboarding] ${step} step failed`, error);
  showMappedFailure(`onboarding-${step}`, error, { id });
}

/**
 * Runs a step's save behind a 'Saving {title}...' loading toast, replaced by the success or info message,
 * or by the mapped error. Resolves true when the save succeeded.
 */
export async function runStepSave(title: string, step: StepKind, save: () => Promise<{ kind: 'success' | 'info'; message: string } | null>): Promise<boolean> {
  const id = toast.loading(`Saving ${title}...`);
  try {
    const outcome = await save();
    if (outcome) toast[outcome.kind](outcome.message, { id });
    else toast.dismiss(id);
    return true;
  } catch (error) {
    showStepError(error, step, id);
    return false;
  }
}
