import { SignIn, SignUp } from "@clerk/nextjs";

/** Clerk's own forms, used instead of ours when Clerk is the provider. */
export function ClerkSignIn() {
  return <SignIn routing="hash" signUpUrl="/handler/sign-up" />;
}

export function ClerkSignUp() {
  return <SignUp routing="hash" signInUrl="/handler/sign-in" />;
}
