import { getImageProps } from "next/image";
import { preload } from "react-dom";

export const PLACEHOLDER_IMAGE = "/images/operations/placeholder.webp";

/**
 * An operation's picture, optimised and responsive like next/image, rendered as a plain <img>
 * from getImageProps: no client component, so no JavaScript for the public pages.
 * `priority` loads it eagerly (the first cards); `lcp` marks the page's largest image (the detail
 * page): fetched with high priority and announced in the <head> with a preload, which
 * getImageProps alone does not do.
 */
export function OperationImage({
  src,
  alt,
  sizes,
  priority = false,
  lcp = false,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  priority?: boolean;
  lcp?: boolean;
}) {
  const { props } = getImageProps({
    src: src || PLACEHOLDER_IMAGE,
    alt,
    fill: true,
    sizes,
    priority: priority || lcp,
    fetchPriority: lcp ? "high" : undefined,
    className: "object-cover",
  });
  if (lcp && props.src) preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  // eslint-disable-next-line @next/next/no-img-element -- the props come from getImageProps (optimised, responsive)
  return <img {...props} alt={alt} />;
}
