import { toast } from "sonner";

/**
 * Toasts as the specification wants them: one at a time, a new one replacing the old (sonner
 * would otherwise stack them), closing by itself after 5 s.
 */
export function notifySuccess(title: string, description?: string) {
  toast.dismiss();
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string) {
  toast.dismiss();
  toast.error(title, { description });
}
