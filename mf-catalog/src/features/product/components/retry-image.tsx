import { useState, type ImgHTMLAttributes } from 'react';

/** A picture that fails is tried again this many times, each wait this much longer. */
const IMAGE_LOADER = { RETRIES: 3, THROTTLE_MS: 200 } as const;

/** `src` with a retry marker, so a retry is a new request rather than the cached failure. */
export function retrySrc(src: string, attempt: number): string {
  if (attempt === 0) return src;
  return `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/** Every candidate of a `srcset` with the retry marker: the browser may have picked any of them. */
export function retrySrcSet(srcSet: string | undefined, attempt: number): string | undefined {
  if (!srcSet || attempt === 0) return srcSet;
  return srcSet
    .split(/,\s+/)
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [retrySrc(url, attempt), ...descriptor].join(' ');
    })
    .join(', ');
}

/**
 * An image that tries again after a failed load (image loader: 3 retries), a little
 * later each time: on a flaky mobile connection one dropped request should not leave a hole.
 */
export function RetryImage({ src, srcSet, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [state, setState] = useState({ src, attempt: 0 });
  const current = state.src === src ? state : { src, attempt: 0 };
  if (current !== state) setState(current);
  const onError = () => {
    if (current.attempt >= IMAGE_LOADER.RETRIES) return;
    const next = current.attempt + 1;
    setTimeout(() => setState((s) => (s.src === src && s.attempt === next - 1 ? { src, attempt: next } : s)), IMAGE_LOADER.THROTTLE_MS * next);
  };
  return <img {...rest} src={retrySrc(src, current.attempt)} srcSet={retrySrcSet(srcSet, current.attempt)} onError={onError} />;
}
