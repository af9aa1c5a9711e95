import type { PickerMessages } from '../it/picker.ts';

const picker: PickerMessages = {
  picker: {
    label: 'Period',
    placeholder: '{{format}} ~ {{format}}',
    open: 'Open the calendar',
    dialog: 'Choose a period',
    invalid: 'Enter two valid dates as {{format}} joined by " ~ ".',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousYears: 'Earlier years',
    nextYears: 'Later years',
    chooseYear: 'Choose the year',
    chooseMonth: 'Choose the month',
    chooseMonthShown: 'Choose the month: {{month}}',
    chooseYearShown: 'Choose the year: {{year}}',
    shortcuts: 'Shortcuts',
    shortcut: {
      today: 'Today',
      yesterday: 'Yesterday',
      last7Days: 'Last 7 Days',
      last30Days: 'Last 30 Days',
      thisMonth: 'This Month',
      lastMonth: 'Last Month',
    },
    apply: 'Apply',
    cancel: 'Cancel',
    clear: 'Clear',
    selection: 'Selection: {{range}}',
    noSelection: 'No period selected',
    pickEnd: 'Choose the end date',
  },
};

export default picker;
