import { ReferralChainsPage } from './components/referral-chains-page';

export function Component() {
  return <ReferralChainsPage />;
}
