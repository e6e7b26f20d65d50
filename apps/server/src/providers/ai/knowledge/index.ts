import type { AssistantDomain } from '@sahay/domain';
import { FINANCE_KNOWLEDGE } from './finance';
import { HEALTH_KNOWLEDGE } from './health';
import { LEGAL_KNOWLEDGE } from './legal';
import { TECH_KNOWLEDGE } from './tech';
import type { KnowledgeEntry } from './types';

export const KNOWLEDGE: Record<AssistantDomain, readonly KnowledgeEntry[]> = {
  medical: HEALTH_KNOWLEDGE,
  legal: LEGAL_KNOWLEDGE,
  finance: FINANCE_KNOWLEDGE,
  technology: TECH_KNOWLEDGE,
};
