// The modules i18n/message-catalogue-plugin.ts makes from the catalogue.
declare module 'virtual:message-loaders' {
  import type { Messages } from '@/i18n/i18n';
  import type { AppLanguage } from '@sahay/domain/app-languages';
  import type { MessageArea } from '@/i18n/message-keys';
  const loaders: Record<AppLanguage, Record<MessageArea, () => Promise<{ default: Messages }>>>;
  export default loaders;
}

declare module 'virtual:messages/*' {
  import type { Messages } from '@/i18n/i18n';
  const messages: Messages;
  export default messages;
}
