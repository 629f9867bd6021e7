import { Text, type TextProps } from '../text/text.tsx';

export type TextNoOptionalProps = Omit<TextProps, 'hideOptional'>;

/**
 * A text input that never shows "(optional)" (site-and-tools §3 "text-no-optional"): for forms
 * that say once that every field is required unless stated, or whose optional-ness is told another way.
 */
export function TextNoOptional(props: TextNoOptionalProps) {
  return <Text {...props} hideOptional />;
}
