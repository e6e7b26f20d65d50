import { FileCheck2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The submit button of a document the expert issues (prescription, legal document), busy while it is sent. */
export function IssueButton({ pending, label, busyLabel }: { pending: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
      <FileCheck2 aria-hidden /> {pending ? busyLabel : label}
    </Button>
  );
}
