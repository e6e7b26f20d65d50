import { departmentTerms, type AssistantDomain, type Category, type Department } from '@sahay/domain';

/** Who the answer offers at its end: an expert of this category whose specialisation contains one of the terms. */
export interface ExpertHint {
  category: Category;
  terms: readonly string[];
  /** How the answer names them: "a verified general physician". */
  label: string;
}

/**
 * One curated entry of the offline assistant's knowledge base. Written by us for Indian users; health entries
 * never name a prescription medicine or a dose and never diagnose (Telemedicine Practice Guidelines 2020).
 */
export interface KnowledgeEntry {
  id: string;
  domain: AssistantDomain;
  title: string;
  /** The words and phrases people use when they ask about it; weighted highest in retrieval. */
  keywords: string;
  answer: string;
  /** What the person can do now. */
  steps: readonly string[];
  expert: ExpertHint;
}

export type EntrySpec = Omit<KnowledgeEntry, 'domain'>;

export function doctor(department: Department, label: string): ExpertHint {
  return { category: 'medical', terms: departmentTerms(department), label };
}

export function specialist(category: Category, terms: readonly string[], label: string): ExpertHint {
  return { category, terms, label };
}

export function entries(domain: AssistantDomain, specs: readonly EntrySpec[]): KnowledgeEntry[] {
  return specs.map((spec) => ({ ...spec, domain }));
}
