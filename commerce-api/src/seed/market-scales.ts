/**
 * The market's price scales, vendored from the project's notes on Cameroon's street prices
 * (phones, TVs, appliances, solar, laptops, rice): what a shopper in Douala expects to pay.
 * The notes give rough street prices that "only set the scale", so a list price may stray from
 * a range by `SCALE_SLACK` (half below its bottom, half again above its top), no further.
 */
export interface MarketScale {
  segment: string;
  /** FCFA, street prices. */
  min: number;
  max: number;
  /** Which products the scale covers: their category, and a test on the French name or brand. */
  category: number;
  name?: RegExp;
  brands?: string[];
}

export const SCALE_SLACK = { below: 0.5, above: 1.5 } as const;

export const MARKET_SCALES: MarketScale[] = [
  { segment: 'entry smartphones (Tecno, Infinix, Itel)', category: 13, brands: ['Tecno', 'Infinix', 'Itel'], min: 40_000, max: 150_000 },
  { segment: 'Samsung Galaxy A', category: 13, name: /^Samsung Galaxy A\d/, min: 90_000, max: 250_000 },
  { segment: 'Xiaomi Redmi', category: 13, name: /^Xiaomi Redmi /, min: 70_000, max: 200_000 },
  { segment: 'flagship Samsung and Apple', category: 13, name: /^(Samsung Galaxy (S|Z)|Apple iPhone)/, min: 400_000, max: 900_000 },
  { segment: 'phone accessories (earbuds, chargers, power banks)', category: 17, name: /(Écouteurs|Chargeur|Batterie externe|Power bank)/i, min: 3_000, max: 25_000 },
  { segment: '32-inch televisions', category: 31, name: / 32" /, min: 60_000, max: 90_000 },
  { segment: '55-inch televisions', category: 31, name: / 55" /, min: 250_000, max: 450_000 },
  { segment: 'fridges and freezers', category: 41, min: 120_000, max: 500_000 },
  { segment: 'washing machines', category: 42, min: 150_000, max: 400_000 },
  { segment: 'split air conditioners', category: 43, min: 180_000, max: 400_000 },
  { segment: 'solar panels', category: 91, min: 30_000, max: 600_000 },
  { segment: 'solar kits', category: 92, name: /^Kit solaire/, min: 30_000, max: 600_000 },
  { segment: 'solar batteries and inverters', category: 93, min: 30_000, max: 600_000 },
  { segment: 'laptops', category: 21, min: 150_000, max: 1_200_000 },
  { segment: '25 kg bags of rice', category: 71, name: /^Riz .*25 kg/, min: 18_000, max: 22_000 },
];

/** The scales a product falls under (none when the notes say nothing of its kind). */
export function scalesOf(product: { name: string; brand: string; categories: number[] }): MarketScale[] {
  return MARKET_SCALES.filter(
    (s) => product.categories.includes(s.category) && (!s.name || s.name.test(product.name)) && (!s.brands || s.brands.includes(product.brand)),
  );
}

/** A "lot de 3" is three of the thing the scale prices. */
export const unitPrice = (name: string, price: number): number => price / Number(/ - lot de (\d+)/.exec(name)?.[1] ?? 1);

export const withinScale = (name: string, price: number, scale: MarketScale): boolean => {
  const unit = unitPrice(name, price);
  return unit >= scale.min * SCALE_SLACK.below && unit <= scale.max * SCALE_SLACK.above;
};
