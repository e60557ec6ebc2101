import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 0.625rem 0.875rem;
  border: 1.5px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder {
    color: #6b7085;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 6rem;
`;

const FieldWrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface FieldProps {
  label: ReactNode;
  /** id of the control inside, so the label and messages are tied to it. */
  htmlFor: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and error message; give the control aria-describedby={`${htmlFor}-message`}. */
export function Field({ label, htmlFor, hint, error, children }: FieldProps) {
  return (
    <FieldWrapper>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <Hint id={`${htmlFor}-message`} $error role="alert">
          {error}
        </Hint>
      ) : hint ? (
        <Hint id={`${htmlFor}-message`}>{hint}</Hint>
      ) : null}
    </FieldWrapper>
  );
}
