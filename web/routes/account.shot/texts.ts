/** The shot view's words. */
export const shotTexts = {
  title: 'Shot',
  heading: '{club} · {player}',
  swing: 'Swing',
  swingLabel: 'Swing of the {club} shot, {when}',
  noClip: 'This shot has no swing clip. The desktop app uploads the clips of each shot it records on a Pro account.',
  processing: 'The swing clip is being processed. Reload the page in a minute.',
  ball: 'Ball',
  club: 'Club',
  smash: 'Smash Factor',
  notFound: 'This shot was not found. It may have been deleted, or it belongs to another account.',
  loadFailed: 'The shot could not be loaded. Please try again.',
  rounds: 'Rounds',
  sessions: 'Sessions',
  swings: 'Swings',
};
