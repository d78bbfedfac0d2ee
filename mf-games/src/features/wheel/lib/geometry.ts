/**
 * Wheel geometry: segment i covers [i·a, (i+1)·a) degrees clockwise from the top pointer, with
 * a = 360 / n. Rotating the disc clockwise by R brings angle θ to θ + R.
 */
export const segmentAngle = (count: number): number => 360 / count;

/**
 * The disc rotation that ends a spin with segment `index` under the pointer: at least `turns`
 * full turns past `current`, `offset` (−0.5…0.5 of a segment) off its centre so it does not
 * always stop dead centre, but never on an edge.
 */
export function rotationFor(index: number, count: number, current: number, turns = 5, offset = 0): number {
  const a = segmentAngle(count);
  const centre = (index + 0.5) * a;
  const wanted = (((-centre + Math.max(-0.5, Math.min(0.5, offset)) * a * 0.7) % 360) + 360) % 360;
  const base = current + turns * 360;
  const baseMod = ((base % 360) + 360) % 360;
  return base + ((wanted - baseMod + 360) % 360);
}

/** The segment under the pointer for a disc rotation. */
export function segmentAtPointer(rotation: number, count: number): number {
  const a = segmentAngle(count);
  const atPointer = (((-rotation % 360) + 360) % 360);
  return Math.floor(atPointer / a) % count;
}

/** SVG path of segment `index` on a wheel of radius `r` centred on the origin. */
export function segmentPath(index: number, count: number, r: number): string {
  const a = segmentAngle(count);
  const point = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${(Math.sin(rad) * r).toFixed(3)} ${(-Math.cos(rad) * r).toFixed(3)}`;
  };
  const large = a > 180 ? 1 : 0;
  return `M0 0 L${point(index * a)} A${r} ${r} 0 ${large} 1 ${point((index + 1) * a)} Z`;
}
