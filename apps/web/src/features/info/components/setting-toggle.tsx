import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';

interface SettingToggleProps {
  icon: LucideIcon;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * One settings row. The switch is named by the label's first line and described by the second; the whole label
 * is a <label> for it, so a tap on the text toggles it too.
 */
export function SettingToggle({ icon: Icon, label, description, checked, onCheckedChange }: SettingToggleProps) {
  const id = useId();
  return (
    <div className="flex min-h-16 items-center gap-3 px-4 py-2 md:px-5">
      <Icon aria-hidden className="size-5 shrink-0 text-primary" />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer py-1">
        <span id={`${id}-label`} className="block font-medium">
          {label}
        </span>
        <span id={`${id}-description`} className="block text-sm text-muted-foreground">
          {description}
        </span>
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`} />
    </div>
  );
}
