/**
 * `read`, shared by the callers that arrive while one is in flight: they wait for it to end, then
 * share the next one. A caller never joins a read sent before it arrived, which might predate a
 * write its shopper has already seen committed; so every answer is at least as new as the call.
 * Under a flood of catalogue reads on PostgreSQL, one versions query a round trip serves them
 * all instead of one query each.
 */
export function sharedAfterArrival<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const send = (): Promise<T> => {
    const sent = read();
    current = sent;
    const settle = () => {
      if (current === sent) current = undefined;
    };
    sent.then(settle, settle);
    return sent;
  };
  return () => {
    if (!current) return send();
    queued ??= current.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = undefined;
      return send();
    });
    return queued;
  };
}
