import type { CallRequestInput } from '@sahay/domain/phone-calls';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';

export const testCallChecks = lazySchemaResolver<CallRequestInput>(() => import('@sahay/domain/phone-calls').then((m) => m.CallRequestSchema));
