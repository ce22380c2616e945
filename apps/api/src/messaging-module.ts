import { defineModule, type ServicesOf } from './module-kit.ts';
import type { Messaging } from './platform/messaging.ts';
import { createMessaging } from './platform/messaging-factory.ts';
import type { CmsModule } from './modules/cms/index.ts';

/*
 * E-mail and SMS (platform/messaging*) listed as a module: the SMS port checks the operator's allowed
 * phone prefixes, which the cms module keeps, so it is built after cms. Closed with the app when owned.
 */
export const messagingModule = defineModule<{ cms: CmsModule }>()({
  name: 'messaging',
  needs: ['cms'],
  build: ({ platform: { config, db, log, given }, cms }): { messaging: Messaging; close(): void } => {
    if (given.messaging) return { messaging: given.messaging, close: () => undefined };
    const owned = createMessaging(config, db, log, cms.allowedPhonePrefixes);
    return { messaging: owned, close: () => owned.close() };
  },
  jobs: ({ close }) => [{ start: () => undefined, stop: close }],
});

export type MessagingModule = ServicesOf<typeof messagingModule>;
