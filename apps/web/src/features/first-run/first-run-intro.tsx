import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { useSession } from '@/lib/auth-client';
import { markIntroDone } from './first-run-storage';
import { OnboardingCarousel } from './components/onboarding-carousel';
import { SplashScreen } from './components/splash-screen';

/** The two-step first-visit intro: splash, then onboarding; it ends at the registration page. */
export default function FirstRunIntro({ onFinished }: { onFinished: () => void }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [step, setStep] = useState<'splash' | 'onboarding'>('splash');
  const showOnboarding = useCallback(() => setStep('onboarding'), []);
  const finish = useCallback(() => {
    markIntroDone();
    onFinished();
    void navigate('/patient-registration');
  }, [navigate, onFinished]);
  // Someone already signed in (they signed up from a deep link on this device) is past the first run: no intro,
  // and no trip to the login page.
  useEffect(() => {
    if (!user) return;
    markIntroDone();
    onFinished();
  }, [user, onFinished]);

  // One opaque backdrop under both steps: as the splash fades, the onboarding's colour shows, never the page behind
  // (issue 21: the home page flashed between them).
  return (
    <div className="fixed inset-0 z-[60] bg-surface">
      {step === 'splash' ? <SplashScreen onDone={showOnboarding} /> : <OnboardingCarousel onDone={finish} />}
    </div>
  );
}
