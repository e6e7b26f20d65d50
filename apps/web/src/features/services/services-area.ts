import { defineArea } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import servicesEn from 'virtual:messages/en/services';
import topicsEn from 'virtual:messages/en/service-topics';

/** The service picker's and the specialty pages' words; each page's title and intro keyed by its path. */
export const SERVICES_AREA = defineArea('services', servicesEn);
/** The picker's topics (spec 001 §2.14), keyed by the domain's English name. */
export const SERVICE_TOPICS_AREA = defineArea('service-topics', topicsEn);

export const topicKey = (name: string) => `topic.${name}` as MessageKey;
