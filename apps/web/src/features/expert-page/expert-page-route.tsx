import { useParams } from '@/lib/router';
import { ExpertProfilePage } from './components/expert-profile-page';

/** /doctor-consultation/{expertId} (spec 001 §2.1): the expert's own page, for experts of every field. */
export function Component() {
  const { expertId = '' } = useParams<{ expertId: string }>();
  return <ExpertProfilePage expertId={expertId} />;
}
