const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A channel price (dollars on the wire, decision 0011) as '$11.25'. */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
