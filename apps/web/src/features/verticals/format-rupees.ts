const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Whole rupees as Indian users read them: ₹499, ₹1,00,000. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
