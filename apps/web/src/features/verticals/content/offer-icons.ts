import type { Offer } from '@sahay/domain/offers';
import type { LucideIcon } from 'lucide-react';

/** An offer with its icon component: the domain names icons, the web draws them. */
export interface OfferWithIcon extends Offer {
  Icon: LucideIcon;
}

/**
 * Pairs one vertical's offers with their icons. The map's keys are exactly the icon names those offers use, so
 * TypeScript rejects a missing icon, and a page bundles only the icons it shows.
 */
export function withOfferIcons<const O extends readonly Offer[]>(offers: O, icons: Record<O[number]['icon'], LucideIcon>): readonly OfferWithIcon[] {
  return offers.map((offer: O[number]) => ({ ...offer, Icon: icons[offer.icon as O[number]['icon']] }));
}
