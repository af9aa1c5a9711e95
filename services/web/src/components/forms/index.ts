// The form kit (conventions 21, GOV.UK's patterns on the theme's tokens): a form's card and steps,
// field sets, radios and choices, text areas with their count, the error summary and its focus,
// the failure of a send, the button with its status, the life of a form that sends once and of one
// whose answers are checked before they are sent. A page's form is made of these and the Field,
// Input and Select of components/ui.
export { CheckboxField } from './CheckboxField.tsx';
export {
  AnswersCheck,
  AnswersForm,
  useCheckFlow,
  type CheckFlowOptions,
  type CheckStep,
} from './CheckFlow.tsx';
export { Choice, type ChoiceProps } from './Choice.tsx';
export { FailureAlert } from './FailureAlert.tsx';
export { FieldError } from './FieldError.tsx';
export { Fieldset, type FieldsetProps } from './Fieldset.tsx';
export {
  errorsInOrder,
  focusField,
  FormErrorSummary,
  useSummaryFocus,
  type FormError,
} from './FormErrorSummary.tsx';
export { ConfirmationPanel, FormPanel, useSteps } from './FormPanel.tsx';
export { FormActions, FormStack, Hint, invalidBar } from './layout.ts';
export { Radios, type RadioOption, type RadiosProps } from './Radios.tsx';
export { CheckActions, SubmitActions } from './SubmitActions.tsx';
export { CharacterCount, TextArea } from './TextArea.tsx';
export { entryProps, TextField, type Entry, type TextFieldProps } from './TextField.tsx';
export { useSubmission, type SubmissionOptions } from './useSubmission.ts';
export { SettingsForm, SubmissionForm } from './SubmissionForm.tsx';
