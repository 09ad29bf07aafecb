export const DELEGATION_TEXTS = {
  title: 'While I am away',
  explanation:
    'On days you are on approved leave, requests waiting for you go to the delegate you name here; without one they go to your own manager.',
  delegate: 'Delegate',
  from: 'From',
  to: 'To',
  save: 'Name delegate',
  listLabel: 'Your delegations',
  none: 'No delegations: while you are away, your manager decides for you.',
  remove: 'Remove',
  removeConfirm: 'Remove this delegation?',
  fillIn: 'Choose a delegate and both dates.',
} as const;
