import type { MessageSender } from './types';

/**
 * The local default (ARCHITECTURE.md, Providers): with no provider configured, a message is delivered to the
 * Sahay inbox, which is the outbox table itself as admins read it at /admin/outbox. Nothing leaves the machine.
 */
export function createInboxSender(): MessageSender {
  return {
    name: 'inbox',
    send: (message) => Promise.resolve({ providerMessageId: `inbox-${message.id}` }),
  };
}
