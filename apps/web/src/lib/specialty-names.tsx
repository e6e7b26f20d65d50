import type { Category } from '@sahay/domain/categories';
import type { ReactNode } from 'react';
import { defineArea, useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import specialtiesEn from 'virtual:messages/en/specialties';

// Issue 20: the domain's category labels and match groups (departments, fields, service areas) keep their English in
// packages/domain; the catalogue's 'specialties' area has each one's words, keyed by the domain's ids.
export const SPECIALTIES_AREA = defineArea('specialties', specialtiesEn);

type Translate = (key: MessageKey) => string;

/** A category's expert ('Doctor') or field ('Medical') in the current language. */
export const categoryLabel = (t: Translate, category: Category, kind: 'expert' | 'field') => t(`category.${category}.${kind}`);

/** A match group's name in the current language; a name the domain does not list (an expert's own words) as it is. */
export const groupName = (t: Translate, group: string) => (Object.hasOwn(specialtiesEn, `group.${group}`) ? t(`group.${group}` as MessageKey) : group);

/**
 * Renders `children` once a catalogue area has loaded in the reader's language. A component reads one area with
 * useT; one that needs a second wraps itself in this, so that each component suspends on one area only.
 */
export function WithArea({ area, children }: { area: Parameters<typeof useT>[0]; children: ReactNode }) {
  useT(area);
  return children;
}
