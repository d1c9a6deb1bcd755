/**
 * The security headers of every response, set by server.ts before anything answers (Next, the
 * response copy, the method gate). Computed once from the configuration.
 *
 * The Content Security Policy carries no nonce: a nonce would make every page dynamic and cost the
 * public pages their prerendering and their cache. Next's inline bootstrap scripts (the RSC payload
 * and the theme script) therefore need 'unsafe-inline' for script *elements*, while
 * `script-src-attr 'none'` still forbids inline event handlers (`onclick="…"`); everything else
 * comes from the site itself: no foreign origin, no plugins, no framing, forms post only here.
 */
export type SecurityOptions = {
  dev: boolean;
  /** The public address: HSTS and upgrade-insecure-requests only when it is https. */
  siteUrl: string;
  /** Clerk's publishable key when Clerk is the sign-in provider: its origins are then allowed. */
  clerkPublishableKey?: string;
};

export function securityHeaders({ dev, siteUrl, clerkPublishableKey }: SecurityOptions): Record<string, string> {
  const https = new URL(siteUrl).protocol === "https:";
  const clerk = clerkPublishableKey ? clerkOrigins(clerkPublishableKey) : null;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's development build evaluates code for its stack traces and fast refresh.
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...(clerk?.scripts ?? [])],
    "script-src-attr": ["'none'"],
    // Radix, sonner and next-themes set inline styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(clerk?.images ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(clerk?.connect ?? [])],
    "frame-src": clerk ? clerk.frames : ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");

  return {
    "content-security-policy": policy.join("; "),
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    // Clerk's social sign-in may open a pop-up that must be able to report back.
    "cross-origin-opener-policy": clerk ? "same-origin-allow-popups" : "same-origin",
    ...(https ? { "strict-transport-security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/**
 * Clerk's Frontend API host is encoded in the publishable key (`pk_live_<base64("host$")>`); its
 * scripts, calls and images come from there, from its image CDN, and the bot check from
 * Cloudflare's challenge page.
 */
export function clerkOrigins(publishableKey: string) {
  const encoded = publishableKey.split("_")[2] ?? "";
  const host = Buffer.from(encoded, "base64").toString("utf8").replace(/\$$/, "");
  const frontendApi = /^[a-z0-9.-]+$/i.test(host) ? [`https://${host}`] : ["https://*.clerk.accounts.dev"];
  const challenges = "https://challenges.cloudflare.com";
  return {
    scripts: [...frontendApi, challenges],
    connect: [...frontendApi, "https://clerk-telemetry.com"],
    images: ["https://img.clerk.com"],
    frames: [challenges],
  };
}
