// VoiceNameField: the labelled name input of a voice form ('Voice Name', 'Model Name'); it sends
// every keystroke as it is — trimming and the empty-name rule are the machines'.
import { Field } from '../../../components/field/field';
import { Input } from '../../../components/input/input';

export interface VoiceNameFieldProps {
  label?: string;
  value: string;
  placeholder?: string;
  disabled?: boolean;
  onChange: (name: string) => void;
}

export function VoiceNameField({
  label = 'Voice Name',
  value,
  placeholder,
  disabled,
  onChange,
}: VoiceNameFieldProps) {
  return (
    <Field label={label}>
      <Input
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field>
  );
}
