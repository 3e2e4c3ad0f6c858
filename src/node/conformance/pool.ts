/**
 * Run `work` on every item with at most `width` at a time; results keep the
 * items' order. A rejection stops nothing else and is rethrown at the end.
 */
export async function pool<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  let error: unknown = null;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      try { out[i] = await work(items[i], i); } catch (e) { error ??= e; }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, lane));
  if (error) throw error;
  return out;
}
