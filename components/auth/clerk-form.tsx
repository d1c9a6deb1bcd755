import type { ReactNode } from "react";
import { isClerkEnabled } from "@/server/platform/auth-config";

/**
 * With Clerk as the provider, Clerk's own sign-in or sign-up form centred on the page (its code
 * loaded only then); otherwise null, and the page shows ours.
 */
export async function clerkForm(form: "sign-in" | "sign-up"): Promise<ReactNode> {
  if (!isClerkEnabled()) return null;
  const { ClerkSignIn, ClerkSignUp } = await import("./clerk-widgets");
  const Form = form === "sign-in" ? ClerkSignIn : ClerkSignUp;
  return (
    <div className="flex justify-center px-4 py-16">
      <Form />
    </div>
  );
}
