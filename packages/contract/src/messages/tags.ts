/** Texts of a website's tags screen. */
export const tagsMessages = {
  title: 'Tags',
  empty: 'No tags for this website',
  newEntry: 'New tag',
  deleteLabel: 'Delete {name}',
  deleted: 'Successfully deleted the selected tag',
} as const;
