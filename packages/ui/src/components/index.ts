// @twin/ui/components: the design-system primitives (one wrapper per Radix part, shadcn shape),
// status messages, flags, and the class and formatting helpers they share.
export { cn } from '../lib/cn';
export { formatCount, formatLongDate } from '../lib/format';
export { useBinding, type MachineBinding } from '../lib/machine-binding';
export { useObjectUrl } from '../lib/use-object-url';
export { Alert, alertVariants, type AlertProps } from './alert/alert';
export { BrandMark } from './brand-mark/brand-mark';
export { Button, buttonVariants, type ButtonProps } from './button/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card/card';
export {
  Combobox,
  ComboboxContent,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxItem,
  ComboboxList,
  ComboboxTrigger,
  type ComboboxItemProps,
  type ComboboxProps,
} from './combobox/combobox';
export { ComboboxPopover, ComboboxPopoverContent, ComboboxPopoverTrigger } from './combobox/combobox-popover';
export {
  LanguageCombobox,
  matchLanguages,
  type LanguageComboboxProps,
  type LanguageComboboxTexts,
  type LanguageOption,
} from './combobox/language-combobox';
export { CreditRing, type CreditRingProps } from './credit-ring/credit-ring';
export {
  summarizeCredits,
  UNLIMITED_CREDITS,
  type CreditSummary,
  type CreditTone,
} from './credit-ring/credit-usage';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './dialog/dialog';
export { DropZone, type DropZoneProps } from './drop-zone/drop-zone';
export { Field, FieldError, FieldHint, type FieldProps } from './field/field';
export { Input } from './input/input';
export { Label } from './label/label';
export { AppLink, LinkProvider, type AppLinkProps, type LinkComponent } from './link/app-link';
export { Progress, type ProgressProps } from './progress/progress';
export {
  Select,
  SelectContent,
  SelectItem,
  SelectItemText,
  SelectTrigger,
  SelectValue,
} from './select/select';
export { Slider, type SliderProps } from './slider/slider';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs/tabs';
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastProps,
} from './toast/toast';
export { Toaster } from './toast/toaster';
export { dismissToast, toast, useToast, type ToastMessage, type ToastVariant } from './toast/use-toast';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip/tooltip';
export { VoiceBadge, type VoiceBadgeProps } from './voice-badge/voice-badge';
export { formatClock, formatMegabytes, formatTotalDuration } from '../lib/format-audio';
export { ErrorMessage, NoticeMessage } from './status-message/status-messages';
export { ItemActions, type ItemActionsProps, type ItemActionsTexts } from './item-actions/item-actions';
export { FlagImage, type FlagImageProps } from './flag/flag-image';
export { flagUrl, shippedFlagCountries } from './flag/flag-urls';
