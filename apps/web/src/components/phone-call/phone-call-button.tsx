import { isFinalCallStatus } from '@sahay/domain/phone-calls';
import { Loader2, Phone } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { usePhoneCall } from '@/lib/phone-call';
import { PHONE_CALL_AREA } from './phone-call-area';
import { PhoneCallStatus } from './phone-call-status';

interface PhoneCallButtonProps {
  consultationId: string;
  side: 'patient' | 'expert';
  /** Why a call cannot be placed (a number is missing): the button is off and says so. */
  unavailableReason?: string;
}

/**
 * Issue 15 part 5: a bridged phone call for a consultation. Sahay rings the doctor, then the patient, and joins
 * them; both phones show Sahay's number. The live state shows under the button, in the row's full width.
 */
export function PhoneCallButton({ consultationId, side, unavailableReason }: PhoneCallButtonProps) {
  const { t } = useT(PHONE_CALL_AREA);
  const phone = usePhoneCall();
  const reasonId = useId();
  const live = phone.call !== undefined && !isFinalCallStatus(phone.call.status);
  return (
    <>
      <Button
        variant="outline"
        disabled={Boolean(unavailableReason) || phone.place.isPending || live}
        aria-describedby={unavailableReason ? reasonId : undefined}
        onClick={() => phone.place.mutate({ consultationId })}
      >
        {phone.place.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Phone aria-hidden />}
        {phone.place.isPending ? t('phoneCall.calling') : t('phoneCall.button')}
      </Button>
      {unavailableReason ? (
        <p id={reasonId} className="basis-full text-xs text-muted-foreground">
          {unavailableReason}
        </p>
      ) : null}
      {phone.call ? <PhoneCallStatus call={phone.call} side={side} className="mt-0 basis-full" /> : null}
    </>
  );
}
