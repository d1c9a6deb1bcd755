import { toast } from "sonner";

/**
 * Toasts as the specification wants them: one at a time, a new one replacing the old (sonner
 * would otherwise stack them), closing by itself after 5 s. Every toast shares one id, so sonner
 * updates the visible toast in place instead of adding a second.
 */
const TOAST_ID = "club-toast";

export function notifySuccess(title: string, description?: string) {
  toast.success(title, { id: TOAST_ID, description });
}

export function notifyError(title: string, description?: string) {
  toast.error(title, { id: TOAST_ID, description });
}
