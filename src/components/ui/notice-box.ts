/** The look of a warning notice (an orange box): a session that expired, items dropped. */
export const NOTICE_BOX = {
  px: '3',
  py: '2.5',
  rounded: 'md',
  bg: 'orange.50',
  borderWidth: '1px',
  borderColor: 'orange.200',
  color: 'orange.800',
  fontSize: 'sm',
} as const;
