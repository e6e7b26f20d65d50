// The modules i18n/message-catalogue-plugin.ts makes from the catalogue.
declare module 'virtual:message-source' {
  import type { MessageSource } from '@/i18n/load-messages';
  /** The production build's prefix of the areas' JSON files: `${messagesUrl}${language}/${area}.json`. */
  export const messagesUrl: MessageSource['messagesUrl'];
  /** Outside the production build (dev server, Vitest, the prerender): an import() per area of each other language. */
  export const loaders: MessageSource['loaders'];
}

declare module 'virtual:messages/*' {
  import type { Messages } from '@/i18n/i18n';
  const messages: Messages;
  export default messages;
}
